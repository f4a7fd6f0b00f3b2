import Foundation
import Testing
import TestSupport

/// Cards a server fails on, every time: a PUT it answers 500 at each sync
/// (Xandikos's parser choking on a card) becomes a refusal after three, and
/// a card it stored but cannot render (Xandikos answers 500 to any multiget
/// naming a card that is not UTF-8) is read alone, the rest by multiget.
@Suite("cards a server fails on", .serialized)
struct SyncServerFailuresTests {
    typealias Fault = ScriptedHTTPServer.Fault

    @Test func aPutAnswered500AtThreeSyncsInARowIsRefusedButNeverA503() throws {
        try withTemporaryDirectory { folder in
            let world = try SyncWorld(.radicale, in: folder, proxied: true)
            let proxy = try #require(world.proxy)
            try world.importHere((0..<3).map { SyncWorld.card("u\($0)", "Person \($0)") })
            proxy.inject(Fault(.status(500, body: "Server got itself in trouble"),
                               at: .init { $0.method == "PUT" && $0.path.hasSuffix("/u1.vcf") }, times: .max))
            proxy.inject(Fault(.status(503, body: "Service Unavailable"),
                               at: .init { $0.method == "PUT" && $0.path.hasSuffix("/u2.vcf") }, times: .max))
            for run in 1...2 {
                let failing = try world.sync()
                #expect(failing.result.status == 75 && failing.count("errors") == 2 && failing.count("refused") == 0,
                        "sync \(run): \(failing.result.stdout) \(failing.result.stderr)")
            }
            let third = try world.sync()
            #expect(third.result.status == 75 && third.count("refused") == 1 && third.count("errors") == 1,
                    "\(third.result.stdout) \(third.result.stderr)")
            let line = (third.json["refused_lines"] as? [String])?.first ?? ""
            #expect(line.hasPrefix("u1 (Person 1): the server refused the card (HTTP 500: it failed to store it at 3 syncs in a row)"),
                    "\(line)")
            #expect(try world.run("sync", "refused").stdout.contains("Person 1 (UID u1): it failed to store it at 3 syncs in a row (HTTP 500"))

            proxy.clearFaults()
            let fourth = try world.sync()
            #expect(fourth.result.status == 0 && fourth.requests("put") == 1 && fourth.count("refused_before") == 1,
                    "u2 goes up, u1 is not sent again: \(fourth.result.stdout) \(fourth.result.stderr)")
            #expect(try world.run("edit", "Person 1", "--set-note", "again").status == 0)
            let edited = try world.sync()
            #expect(edited.result.status == 0 && edited.count("uploaded") == 1, "\(edited.result.stdout)")
            try world.expectConverged()
        }
    }

    @Test func aCardXandikosCannotRenderIsReadAloneAndTheRestByMultiget() throws {
        try withTemporaryDirectory { folder in
            let world = try SyncWorld(.xandikos, in: folder)
            for index in 0..<5 { try world.server.putCard(name: "u\(index).vcf", card: SyncWorld.card("u\(index)", "Person \(index)")) }
            // Another client's card with a byte that is not UTF-8: Xandikos stores it, then fails every multiget naming it.
            let broken = Array(SyncWorld.card("bad", "Henry Ñandú", note: "ÑÑ#").utf8).map { $0 == UInt8(ascii: "#") ? 0x80 : $0 }
            try world.server.putCard(name: "bad.vcf", card: broken)
            let first = try world.sync()
            #expect(first.result.status == 0 && first.count("applied_here") == 6, "\(first.result.stdout) \(first.result.stderr)")
            #expect(first.requests("get") == 1, "only the card it cannot render is read alone: \(first.result.stdout)")
            #expect(try world.localCards().keys.contains("bad"))
            try world.expectConverged()
        }
    }
}
