import Foundation
import Store
import SyncState
import Testing
import TestSupport

/// Uploads read back in the same run: a server's rewrite is reported by
/// name and never applied here, its version becomes the base (so a later
/// real edit there is still seen), and a PUT answered without an ETag
/// costs the next sync nothing.
@Suite("sync reads its uploads back", .serialized)
struct SyncReadBackTests {
    @Test func aCardTheServerGarblesIsReportedKeptHereAndItsVersionIsTheBase() throws {
        try withTemporaryDirectory { folder in
            // SabreDAV 1.8 on PHP 8.2 stores some valid UTF-8 garbled (the bytes of "Ayşe" come back as mojibake).
            let world = try SyncWorld(.sabredav, in: folder)
            try world.importHere([SyncWorld.card("ayse", "Ayşe Yılmaz"), SyncWorld.card("ada", "Ada Lovelace")])
            let first = try world.run("sync")
            #expect(first.status == 0, "\(first.stdout) \(first.stderr)")
            #expect(first.stderr.contains("the server changed 1 card as it stored it: Ayşe Yılmaz (FN, N); the text here is kept"),
                    "\(first.stderr)")
            #expect(first.stdout.contains("1 changed by the server after upload"), "\(first.stdout)")
            let stored = try #require(try world.server.card(name: "ayse.vcf"))
            #expect(!String(decoding: stored.card, as: UTF8.self).contains("Ayşe"), "the server really rewrote it")
            let book = try AddressBook.open(at: world.database)
            let here = try #require(try book.syncLocalContacts(in: 1).first { $0.uid == "ayse" })
            #expect(String(decoding: try #require(try book.storedCard(of: here.id)), as: UTF8.self).contains("FN:Ayşe Yılmaz"))

            let second = try world.sync()
            #expect(second.result.status == 0, "\(second.result.stdout) \(second.result.stderr)")
            #expect(second.requests("put") == 0 && second.requests("multiget") == 0 && second.count("applied_here") == 0,
                    "the rewrite is the base, not a change there: \(second.result.stdout)")
            #expect((second.json["rewritten_by_server"] as? [String]) == [])

            try world.server.putCard(name: "ayse.vcf", card: SyncWorld.card("ayse", "Ayse Yilmaz", note: "met in Izmir"))
            let third = try world.sync()
            #expect(third.result.status == 0 && third.count("applied_here") == 1, "a real edit there is seen: \(third.result.stdout)")
            #expect(try world.run("show", "Ayse Yilmaz").stdout.contains("met in Izmir"))
        }
    }

    @Test(arguments: CardDAVServer.Kind.allCases)
    func aPutAnsweredWithoutAnETagCostsTheNextSyncNothing(_ kind: CardDAVServer.Kind) throws {
        try withTemporaryDirectory { folder in
            let world = try SyncWorld(kind, in: folder, proxied: true)
            let proxy = try #require(world.proxy)
            proxy.inject(ScriptedHTTPServer.Fault(.transform { response in
                var answer = response
                answer.headers.removeAll { $0.name.lowercased() == "etag" }
                return answer
            }, at: .method("PUT"), times: 100))
            try world.importHere((0..<3).map { SyncWorld.card("u\($0)", "Person \($0)") })
            let first = try world.sync()
            #expect(first.result.status == 0 && first.count("uploaded") == 3, "\(first.result.stdout) \(first.result.stderr)")
            #expect(first.requests("multiget") == 1, "one read-back for the three: \(first.result.stdout)")
            #expect(first.count("changed_by_server") == 0)
            try world.expectConverged()
        }
    }
}
