import Foundation
import Testing
import TestSupport

/// `phonebook sync` when the server misbehaves: a fault proxy
/// (ScriptedHTTPServer) in front of a real Radicale injects what real
/// servers do not do on demand. After each, a plain rerun converges.
@Suite("sync faults", .serialized)
struct SyncFaultTests {
    typealias Fault = ScriptedHTTPServer.Fault

    static func cards(_ count: Int) -> [String] {
        (0..<count).map { SyncWorld.card("u\($0)", "Person \($0)") }
    }

    @Test func aConnectionLostAfterAStoredUploadConvergesWithoutADuplicate() throws {
        try withTemporaryDirectory { folder in
            let world = try SyncWorld(.radicale, in: folder, proxied: true)
            let proxy = try #require(world.proxy)
            try world.importHere(Self.cards(5))
            // The server stores the third card; the reply never comes.
            // (Twice: libcurl sends a request again once when a reused connection closes.)
            proxy.inject(Fault(.closeAfterForwarding, at: .method("PUT"), nth: 3, times: 2))
            let cut = try world.sync()
            #expect(cut.result.status == 69, "\(cut.result.stdout) \(cut.result.stderr)")
            #expect(try world.remoteCards().count == 3)
            let rerun = try world.sync()
            #expect(rerun.result.status == 0, "\(rerun.result.stdout) \(rerun.result.stderr)")
            #expect(rerun.count("uploaded") == 2, "\(rerun.result.stdout)")
            try world.expectConverged()
            #expect(try world.server.members().count == 5)
        }
    }

    @Test func anInterruptedFirstDownloadKeepsTheBatchesItFetched() throws {
        try withTemporaryDirectory { folder in
            let world = try SyncWorld(.radicale, in: folder, proxied: true)
            let proxy = try #require(world.proxy)
            for index in 0..<150 {
                try world.server.putCard(name: "u\(index).vcf", card: SyncWorld.card("u\(index)", "Person \(index)"))
            }
            // The second batch of 100 never comes (twice: libcurl retries a request once on a reused connection).
            proxy.inject(Fault(.closeConnection, at: .report("addressbook-multiget"), nth: 2, times: 2))
            let cut = try world.sync()
            #expect(cut.result.status == 69, "\(cut.result.stdout) \(cut.result.stderr)")
            #expect(try world.localCards().count == 100, "the first batch is kept")
            #expect(try world.history().contains("sync dav: 100 added, 0 changed, 0 removed"))
            let rerun = try world.sync()
            #expect(rerun.result.status == 0, "\(rerun.result.stdout) \(rerun.result.stderr)")
            #expect(rerun.count("applied_here") == 50 && rerun.count("fetched") == 50, "\(rerun.result.stdout)")
            try world.expectConverged()
        }
    }

    @Test func aServerGoneDuringTheFetchChangesNothingAndTheRerunConverges() throws {
        try withTemporaryDirectory { folder in
            let world = try SyncWorld(.radicale, in: folder, proxied: true)
            let proxy = try #require(world.proxy)
            for index in 0..<3 { try world.server.putCard(name: "u\(index).vcf", card: SyncWorld.card("u\(index)", "Person \(index)")) }
            proxy.inject(Fault(.closeConnection, at: .report("addressbook-multiget"), times: 2))
            let cut = try world.sync()
            #expect(cut.result.status == 69, "\(cut.result.stdout) \(cut.result.stderr)")
            #expect(try world.localCards().isEmpty)
            #expect(try world.sync().result.status == 0)
            try world.expectConverged()
        }
    }

    @Test func a412OnAnUpdateIsAConflictNeverAnOverwrite() throws {
        try withTemporaryDirectory { folder in
            let world = try SyncWorld(.radicale, in: folder, proxied: true)
            let proxy = try #require(world.proxy)
            try world.importHere(Self.cards(2))
            #expect(try world.sync().result.status == 0)
            #expect(try world.run("edit", "Person 0", "--set-note", "mine").status == 0)
            proxy.inject(Fault(.status(412), at: .method("PUT")))
            let refused = try world.sync()
            #expect(refused.result.status == 3, "\(refused.result.stdout) \(refused.result.stderr)")
            #expect(refused.count("conflicts") == 1 && refused.requests("get") == 1, "\(refused.result.stdout)")
            #expect(!String(decoding: try #require(try world.server.card(name: "u0.vcf")).card, as: UTF8.self).contains("mine"))
            #expect(try world.run("show", "Person 0").stdout.contains("mine"))
            #expect(try world.run("sync", "resolve", "u0", "--keep", "local").status == 0)
            try world.expectConverged()
        }
    }

    @Test func a412OnADeleteRestoresTheServersCardHere() throws {
        try withTemporaryDirectory { folder in
            let world = try SyncWorld(.radicale, in: folder, proxied: true)
            let proxy = try #require(world.proxy)
            try world.importHere(Self.cards(2))
            #expect(try world.sync().result.status == 0)
            #expect(try world.run("remove", "Person 1", "--yes").status == 0)
            proxy.inject(Fault(.status(412), at: .method("DELETE")))
            let refused = try world.sync()
            #expect(refused.result.status == 0, "\(refused.result.stdout) \(refused.result.stderr)")
            #expect(refused.count("applied_here") == 1 && refused.count("deleted_there") == 0, "\(refused.result.stdout)")
            #expect(try world.localCards().keys.contains("u1"))
            try world.expectConverged()
        }
    }

    /// SabreDAV's refusal of a vCard 2.1 card, as it words it.
    static let refusal = Fault(.status(415, body: """
        <?xml version="1.0" encoding="utf-8"?>
        <d:error xmlns:d="DAV:" xmlns:s="http://sabredav.org/ns">
          <s:exception>Sabre\\DAV\\Exception\\UnsupportedMediaType</s:exception>
          <s:message>This resource only supports valid vcard data</s:message>
        </d:error>
        """, contentType: "application/xml; charset=utf-8"), at: .method("PUT"), nth: 2)

    @Test func aRefusedCardIsRememberedNotSentAgainUntilEditedAndHoldsNoTokenBack() throws {
        try withTemporaryDirectory { folder in
            let world = try SyncWorld(.radicale, in: folder, proxied: true)
            let proxy = try #require(world.proxy)
            try world.importHere(Self.cards(3))
            proxy.inject(Self.refusal)  // the second PUT, in UID order: u1, "Person 1"
            let partly = try world.sync()
            #expect(partly.result.status == 65, "\(partly.result.stdout) \(partly.result.stderr)")
            #expect(partly.count("uploaded") == 2 && partly.count("refused") == 1 && partly.count("errors") == 0,
                    "\(partly.result.stdout)")
            let line = (partly.json["refused_lines"] as? [String])?.first ?? ""
            #expect(line.contains("u1") && line.contains("415") && line.contains("only supports valid vcard data"), "\(line)")
            #expect(partly.json["token_stored"] as? Bool == true, "a refusal is no server change left unapplied")

            let again = try world.sync()
            #expect(again.result.status == 0, "reported once: \(again.result.stdout) \(again.result.stderr)")
            #expect(again.requests("put") == 0 && again.count("refused_before") == 1, "\(again.result.stdout)")
            let status = try world.run("sync", "status")
            #expect(status.stdout.contains("1 refused by the server"), "\(status.stdout)")
            #expect(status.stdout.contains("refused: Person 1 (UID u1): This resource only supports valid vcard data (HTTP 415"),
                    "\(status.stdout)")
            let json = try world.run("sync", "status", "--format", "json").stdout
            #expect(json.contains("\"refused\":[{\"uid\":\"u1\""), "\(json)")

            #expect(try world.run("edit", "Person 1", "--set-note", "edited").status == 0)
            let edited = try world.sync()
            #expect(edited.result.status == 0, "\(edited.result.stdout) \(edited.result.stderr)")
            #expect(edited.count("uploaded") == 1, "sent again once edited: \(edited.result.stdout)")
            #expect(!(try world.run("sync", "status").stdout.contains("refused")))
            try world.expectConverged()
        }
    }

    @Test func aConflictDecidesTheExitStatusBesideAFailureAndARefusal() throws {
        try withTemporaryDirectory { folder in
            let world = try SyncWorld(.radicale, in: folder, proxied: true)
            let proxy = try #require(world.proxy)
            try world.importHere(Self.cards(2))
            #expect(try world.sync().result.status == 0)
            // u0 changed on both sides: a conflict, which needs no request.
            #expect(try world.run("edit", "Person 0", "--set-note", "mine").status == 0)
            try world.server.putCard(name: "u0.vcf", card: SyncWorld.card("u0", "Person 0", note: "theirs"))
            // u1 changed here: its PUT meets a server error. u2 is new here: its PUT is refused.
            #expect(try world.run("edit", "Person 1", "--set-note", "mine").status == 0)
            try world.importHere([SyncWorld.card("u2", "Person 2")])
            proxy.inject(Fault(.status(503), at: .method("PUT"), nth: 1))
            proxy.inject(Fault(.status(415), at: .method("PUT"), nth: 2))
            let mixed = try world.sync()
            #expect(mixed.count("conflicts") == 1 && mixed.count("errors") == 1 && mixed.count("refused") == 1,
                    "\(mixed.result.stdout)")
            #expect(mixed.result.status == 3, "a conflict is never hidden: \(mixed.result.stderr)")
            #expect(mixed.result.stderr.isEmpty, "json: the lines are in the object")
            let text = try world.run("sync")
            #expect(text.status == 3, "\(text.stdout) \(text.stderr)")
            #expect(text.stderr.contains("phonebook: conflict: u0"), "\(text.stderr)")
        }
    }

    @Test func aReplyWithoutATokenKeepsTheOldOneAndBrokenXMLStopsTheSync() throws {
        try withTemporaryDirectory { folder in
            // Xandikos: Radicale gzips its replies, which the proxy's body rewriting does not undo.
            let world = try SyncWorld(.xandikos, in: folder, proxied: true)
            let proxy = try #require(world.proxy)
            try world.importHere(Self.cards(1))
            #expect(try world.sync().result.status == 0)
            try world.server.putCard(name: "new.vcf", card: SyncWorld.card("new", "New Person"))
            proxy.inject(Fault(.dropSyncToken, at: .report("sync-collection")))
            let tokenless = try world.sync()
            #expect(tokenless.result.status == 0 && tokenless.count("applied_here") == 1, "\(tokenless.result.stdout) \(tokenless.result.stderr)")
            #expect(tokenless.json["token_stored"] as? Bool == false)
            #expect(try world.run("sync", "status").stdout.contains("sync token kept"))
            for fault in [Fault(.garbageXML, at: .report("sync-collection")), Fault(.htmlLoginPage, at: .report("sync-collection"))] {
                proxy.inject(fault)
                let broken = try world.sync()
                #expect(broken.result.status == 76, "\(broken.result.stdout) \(broken.result.stderr)")
            }
            try world.expectConverged()
        }
    }

    @Test func a401MidRunStopsWithTheAccountRefused() throws {
        try withTemporaryDirectory { folder in
            let world = try SyncWorld(.radicale, in: folder, proxied: true)
            let proxy = try #require(world.proxy)
            try world.importHere(Self.cards(3))
            proxy.inject(Fault(.status(401), at: .method("PUT"), nth: 2))
            let refused = try world.sync()
            #expect(refused.result.status == 77, "\(refused.result.stdout) \(refused.result.stderr)")
            #expect(refused.result.stderr.hasPrefix("phonebook: "), "\(refused.result.stderr)")
            #expect(try world.sync().result.status == 0)
            try world.expectConverged()
        }
    }

    @Test func aMaterialRewriteAfterUploadIsAppliedAndCounted() throws {
        try withTemporaryDirectory { folder in
            let world = try SyncWorld(.radicale, in: folder)
            try world.importHere([SyncWorld.card("ada", "Ada Lovelace", note: "a note the server drops")])
            #expect(try world.sync().result.status == 0)
            // As a server converting the card would: the NOTE is gone.
            try world.server.putCard(name: "ada.vcf", card: SyncWorld.card("ada", "Ada Lovelace"))
            let second = try world.sync()
            #expect(second.result.status == 0, "\(second.result.stdout) \(second.result.stderr)")
            #expect(second.count("changed_by_server") == 1 && second.count("applied_here") == 1, "\(second.result.stdout)")
            #expect(try world.run("history", "Ada Lovelace").stdout.contains("sync dav: 0 added, 1 changed, 0 removed"))
            try world.expectConverged()
        }
    }

    @Test(arguments: CardDAVServer.Kind.allCases)
    func oddHrefsAreKeptExactly(_ kind: CardDAVServer.Kind) throws {
        try withTemporaryDirectory { folder in
            let world = try SyncWorld(kind, in: folder)
            try world.server.putCard(name: "with%20space.vcf", card: SyncWorld.card("space", "Space Person"))
            try world.server.putCard(name: "at@sign.vcf", card: SyncWorld.card("at", "At Person"))
            try world.server.putCard(name: "pct%2525.vcf", card: SyncWorld.card("pct", "Percent Person"))
            #expect(try world.sync().result.status == 0)
            let hrefs = Set(try world.server.members().keys)
            for name in ["Space Person", "At Person", "Percent Person"] {
                #expect(try world.run("edit", name, "--set-note", "edited").status == 0)
            }
            let second = try world.sync()
            #expect(second.result.status == 0 && second.count("uploaded") == 3, "\(second.result.stdout) \(second.result.stderr)")
            #expect(Set(try world.server.members().keys) == hrefs)
            try world.expectConverged()
        }
    }

    @Test func aNoUIDConflictLinksTheCardTheServerHasNeverASecondCopy() throws {
        try withTemporaryDirectory { folder in
            let world = try SyncWorld(.xandikos, in: folder, proxied: true)
            let proxy = try #require(world.proxy)
            #expect(try world.sync().result.status == 0)
            try world.importHere([SyncWorld.card("zed", "Zed Person")])
            // Another client made the same card under its own name; the delta does not show it
            // (as a server's listing may lag), and the create is refused for its UID.
            try world.server.putCard(name: "their-name.vcf", card: SyncWorld.card("zed", "Zed Person"))
            proxy.inject(Fault(.transform { answer in
                var hidden = answer
                hidden.body = Array(answer.text.replacingOccurrences(
                    of: #"<([A-Za-z0-9]+:)?response>(?:(?!response>).)*their-name\.vcf.*?</([A-Za-z0-9]+:)?response>"#,
                    with: "", options: .regularExpression).utf8)
                return hidden
            }, at: .report("sync-collection")))
            proxy.inject(Fault(.status(409, body: #"<?xml version="1.0"?><d:error xmlns:d="DAV:" "#
                                       + #"xmlns:c="urn:ietf:params:xml:ns:carddav"><c:no-uid-conflict/></d:error>"#,
                                       contentType: "application/xml"), at: .method("PUT")))
            let linked = try world.sync()
            #expect(linked.result.status == 0, "\(linked.result.stdout) \(linked.result.stderr)")
            #expect(linked.count("uploaded") == 0 && linked.requests("put") == 1, "\(linked.result.stdout)")
            #expect(try world.server.members().keys.map { $0.hasSuffix("their-name.vcf") } == [true])
            try world.expectConverged()
        }
    }

    @Test(arguments: ["none", "weak"])
    func anUploadAnsweredWithoutAStrongETagIsReadBackAtOnceThenQuiet(_ etag: String) throws {
        try withTemporaryDirectory { folder in
            let world = try SyncWorld(.radicale, in: folder, proxied: true)
            let proxy = try #require(world.proxy)
            try world.importHere(Self.cards(2))
            proxy.inject(Fault(.transform { answer in
                var changed = answer
                let strong = answer.header("ETag")
                changed.headers.removeAll { $0.name.lowercased() == "etag" }
                if etag == "weak", let strong { changed.headers.append((name: "ETag", value: "W/" + strong)) }
                return changed
            }, at: .method("PUT"), times: 2))
            let first = try world.sync()
            #expect(first.result.status == 0 && first.count("uploaded") == 2, "\(first.result.stdout) \(first.result.stderr)")
            // The run reads both cards back at once, finds them as sent, and records their ETags.
            #expect(first.requests("multiget") == 1, "\(first.result.stdout)")
            let second = try world.sync()
            #expect(second.result.status == 0 && second.requests("multiget") == 0 && second.requests("put") == 0,
                    "\(second.result.stdout)")
            #expect(second.count("applied_here") == 0 && second.count("conflicts") == 0)
            try world.expectConverged()
        }
    }
}
