import Foundation
import SQLite
import Testing
import TestSupport

/// `phonebook sync` against real Radicale, Xandikos and SabreDAV on 127.0.0.1: the
/// scenarios of issue 14, each ending with SyncWorld.expectConverged
/// (idempotence, convergence, no duplicates).
@Suite("sync against real servers", .serialized)
struct SyncCommandTests {
    static let servers = CardDAVServer.Kind.allCases

    @Test(arguments: servers)
    func firstSyncIntoAnEmptyBook(_ kind: CardDAVServer.Kind) throws {
        try withTemporaryDirectory { folder in
            let world = try SyncWorld(kind, in: folder)
            try world.server.putCard(name: "ada.vcf", card: SyncWorld.card("ada", "Ada Lovelace"))
            try world.server.putCard(name: "bob.vcf", card: SyncWorld.card("bob", "Bob Byron"))
            let first = try world.sync()
            #expect(first.result.status == 0, "\(first.result.stderr)")
            #expect(first.count("applied_here") == 2 && first.count("fetched") == 2, "\(first.result.stdout)")
            #expect(first.count("uploaded") == 0)
            #expect(try world.run("list").stdout.contains("Ada Lovelace"))
            // The service named, as when several are connected.
            let named = try world.run("sync", "dav", "--format", "json")
            #expect(named.status == 0 && named.stdout.contains("\"put\":0"), "\(named.stdout) \(named.stderr)")
            #expect(try phonebook("sync", "--db", folder.appendingPathComponent("none.sqlite3").path).status == 66)
            try world.expectConverged()
        }
    }

    @Test(arguments: servers)
    func firstSyncIntoAnEmptyServerGivesAUIDlessCardOne(_ kind: CardDAVServer.Kind) throws {
        try withTemporaryDirectory { folder in
            let world = try SyncWorld(kind, in: folder)
            try world.importHere([SyncWorld.card("ada", "Ada Lovelace"), SyncWorld.card(nil, "No Uid")])
            let first = try world.sync()
            #expect(first.result.status == 0, "\(first.result.stderr)")
            #expect(first.count("uploaded") == 2, "\(first.result.stdout)")
            let local = try world.localCards()
            #expect(local.keys.contains("ada"))
            #expect(local.keys.contains { $0.hasPrefix("urn:uuid:") }, "\(local.keys)")
            // The card's text before it had a UID is in the journal.
            #expect(try world.history().contains("sync dav: edit No Uid"))
            try world.expectConverged()
        }
    }

    @Test(arguments: servers)
    func aCardWithoutAFormattedNameIsUploadedWithTheNameItIsListedBy(_ kind: CardDAVServer.Kind) throws {
        // vCard 3.0 requires FN; Radicale refuses a card without one (400).
        try withTemporaryDirectory { folder in
            let world = try SyncWorld(kind, in: folder)
            try world.importHere(["BEGIN:VCARD\r\nVERSION:3.0\r\nORG:Corner Bakery\r\nUID:bakery\r\nEND:VCARD\r\n",
                                  "BEGIN:VCARD\r\nVERSION:3.0\r\nEMAIL:news@example.net\r\nEND:VCARD\r\n"])
            let first = try world.sync()
            #expect(first.result.status == 0, "\(first.result.stdout) \(first.result.stderr)")
            #expect(first.count("uploaded") == 2 && first.count("errors") == 0, "\(first.result.stdout)")
            let texts = try world.server.cards().values.map { String(decoding: $0, as: UTF8.self) }
            #expect(texts.contains { $0.contains("FN:Corner Bakery\r\n") && $0.contains("UID:bakery\r\n") }, "\(texts)")
            #expect(texts.contains { $0.contains("FN:news@example.net\r\n") && $0.contains("UID:urn:uuid:") }, "\(texts)")
            // The cards' texts before the sync added to them are in the journal.
            #expect(try world.history().contains("sync dav: edit Corner Bakery"))
            try world.expectConverged()
        }
    }

    @Test(arguments: servers)
    func firstSyncLinksEqualUIDsAndRecordsDifferentOnesAsConflicts(_ kind: CardDAVServer.Kind) throws {
        try withTemporaryDirectory { folder in
            let world = try SyncWorld(kind, in: folder)
            try world.importHere([SyncWorld.card("ada", "Ada Lovelace"), SyncWorld.card("bob", "Bob Byron", note: "mine")])
            // The same Ada, written in another order; a different Bob.
            try world.server.putCard(name: "ada.vcf", card: "BEGIN:VCARD\r\nVERSION:3.0\r\nN:Ada Lovelace;;;;\r\nUID:ada\r\n"
                                     + "TEL;TYPE=cell:+1 555 0100\r\nFN:Ada Lovelace\r\nEND:VCARD\r\n")
            try world.server.putCard(name: "bob.vcf", card: SyncWorld.card("bob", "Bob Byron", note: "theirs"))
            let first = try world.sync()
            #expect(first.result.status == 3, "\(first.result.stdout) \(first.result.stderr)")
            #expect(first.count("conflicts") == 1 && first.count("uploaded") == 0 && first.count("applied_here") == 0)
            let conflicts = try world.run("sync", "conflicts")
            #expect(conflicts.stdout.contains("Bob Byron") && conflicts.stdout.contains("UID bob"), "\(conflicts.stdout)")
            // The conflict holds: the next sync writes nothing for it either.
            let still = try world.sync()
            #expect(still.result.status == 3 && still.requests("put") == 0)
            let resolve = try world.run("sync", "resolve", "bob", "--keep", "local")
            #expect(resolve.status == 0, "\(resolve.stderr)")
            #expect(try world.run("sync", "conflicts").stdout.isEmpty)
            #expect(String(decoding: try #require(try world.server.card(name: "bob.vcf")).card, as: UTF8.self).contains("mine"))
            try world.expectConverged()
        }
    }

    @Test(arguments: servers)
    func editsOnEachSideAndOnBoth(_ kind: CardDAVServer.Kind) throws {
        try withTemporaryDirectory { folder in
            let world = try SyncWorld(kind, in: folder)
            try world.importHere([SyncWorld.card("ada", "Ada Lovelace"), SyncWorld.card("bob", "Bob Byron"),
                                  SyncWorld.card("cy", "Cy Young")])
            #expect(try world.sync().result.status == 0)
            #expect(try world.run("edit", "Ada Lovelace", "--set-note", "edited here").status == 0)
            try world.server.putCard(name: "bob.vcf", card: SyncWorld.card("bob", "Bob Byron", note: "edited there"))
            #expect(try world.run("edit", "Cy Young", "--set-note", "cy here").status == 0)
            try world.server.putCard(name: "cy.vcf", card: SyncWorld.card("cy", "Cy Young", note: "cy there"))
            let second = try world.sync()
            #expect(second.result.status == 3, "\(second.result.stdout) \(second.result.stderr)")
            #expect(second.count("uploaded") == 1 && second.count("applied_here") == 1 && second.count("conflicts") == 1,
                    "\(second.result.stdout)")
            #expect(String(decoding: try #require(try world.server.card(name: "ada.vcf")).card, as: UTF8.self).contains("edited here"))
            #expect(try world.run("show", "Bob Byron").stdout.contains("edited there"))
            // Bob's replaced text is in the journal.
            #expect(try world.run("history", "Bob Byron").stdout.contains("sync dav: 0 added, 1 changed, 0 removed"))
            let both = try world.run("sync", "resolve", "Cy Young", "--keep", "both")
            #expect(both.status == 0, "\(both.stderr)")
            #expect(both.stdout.contains("server's version") && both.stdout.contains("local version"), "\(both.stdout)")
            try world.expectConverged()
            #expect(try world.localCards().count == 4)
        }
    }

    @Test(arguments: servers)
    func editBeatsDeleteBothWays(_ kind: CardDAVServer.Kind) throws {
        try withTemporaryDirectory { folder in
            let world = try SyncWorld(kind, in: folder)
            try world.importHere([SyncWorld.card("ada", "Ada Lovelace"), SyncWorld.card("bob", "Bob Byron"),
                                  SyncWorld.card("cy", "Cy Young"), SyncWorld.card("di", "Di Prince")])
            #expect(try world.sync().result.status == 0)
            // Edited here, deleted there: uploaded again.
            #expect(try world.run("edit", "Ada Lovelace", "--set-note", "kept").status == 0)
            try world.server.deleteCard(name: "ada.vcf")
            // Deleted here, edited there: restored here.
            #expect(try world.run("remove", "Bob Byron", "--yes").status == 0)
            try world.server.putCard(name: "bob.vcf", card: SyncWorld.card("bob", "Bob Byron", note: "edited there"))
            // Deleted here only, and there only.
            #expect(try world.run("remove", "Cy Young", "--yes").status == 0)
            try world.server.deleteCard(name: "di.vcf")
            let second = try world.sync()
            #expect(second.result.status == 0, "\(second.result.stdout) \(second.result.stderr)")
            #expect(second.count("uploaded") == 1 && second.count("applied_here") == 1, "\(second.result.stdout)")
            #expect(second.count("deleted_here") == 1 && second.count("deleted_there") == 1, "\(second.result.stdout)")
            #expect(Set(try world.localCards().keys) == ["ada", "bob"])
            try world.expectConverged()
            // Di's text is in the journal: undoing the sync's changes here brings her back.
            #expect(try world.history().contains("sync dav: 1 added, 0 changed, 1 removed"))
            #expect(try world.run("undo").status == 0)
            #expect(try world.run("show", "Di Prince").status == 0)
        }
    }

    // SabreDAV 1.8 has no sync-collection, so no token to spoil.
    @Test(arguments: servers.filter(\.hasSyncCollection))
    func anInvalidTokenMeansAFullReconciliation(_ kind: CardDAVServer.Kind) throws {
        try withTemporaryDirectory { folder in
            let world = try SyncWorld(kind, in: folder)
            try world.importHere([SyncWorld.card("ada", "Ada Lovelace")])
            #expect(try world.sync().result.status == 0)
            try world.server.putCard(name: "bob.vcf", card: SyncWorld.card("bob", "Bob Byron"))
            try SyncDatabase.execute("UPDATE sync_collections SET sync_token = 'http://radicale.org/ns/sync/0000' || sync_token",
                                     in: world.database)
            let second = try world.sync()
            #expect(second.result.status == 0, "\(second.result.stdout) \(second.result.stderr)")
            #expect(second.count("applied_here") == 1 && second.requests("put") == 0, "\(second.result.stdout)")
            #expect(second.json["token_stored"] as? Bool == true)
            try world.expectConverged()
        }
    }

    @Test(arguments: servers)
    func aDryRunWritesNothingAnywhere(_ kind: CardDAVServer.Kind) throws {
        try withTemporaryDirectory { folder in
            let world = try SyncWorld(kind, in: folder)
            try world.importHere([SyncWorld.card("ada", "Ada Lovelace")])
            try world.server.putCard(name: "bob.vcf", card: SyncWorld.card("bob", "Bob Byron"))
            let before = try world.run("sync", "status").stdout
            let dry = try world.sync("--dry-run")
            #expect(dry.result.status == 0, "\(dry.result.stderr)")
            #expect(dry.count("uploaded") == 1 && dry.count("applied_here") == 1, "\(dry.result.stdout)")
            #expect(dry.requests("put") == 0 && dry.requests("delete") == 0)
            #expect(try world.run("sync", "status").stdout == before)
            #expect(try world.localCards().keys.sorted() == ["ada"])
            #expect(try world.remoteCards().keys.sorted() == ["bob"])
            let text = try world.run("sync", "--dry-run")
            #expect(text.stdout.contains("create on the server ada") && text.stdout.contains("add here bob"), "\(text.stdout)")
            #expect(try world.sync().result.status == 0)
            try world.expectConverged()
        }
    }

    @Test func theMassDeleteGuardRefusesEmptyingASide() throws {
        try withTemporaryDirectory { folder in
            let world = try SyncWorld(.radicale, in: folder)
            try world.importHere((0..<10).map { SyncWorld.card("u\($0)", "Person \($0)") })
            #expect(try world.sync().result.status == 0)
            for index in 0..<6 { try world.server.deleteCard(name: "u\(index).vcf") }
            let refused = try world.sync()
            #expect(refused.result.status == 1, "\(refused.result.stdout) \(refused.result.stderr)")
            #expect(refused.result.stderr.contains("--allow-mass-delete"), "\(refused.result.stderr)")
            #expect(try world.localCards().count == 10)
            let allowed = try world.sync("--allow-mass-delete")
            #expect(allowed.result.status == 0 && allowed.count("deleted_here") == 6, "\(allowed.result.stdout)")
            try world.expectConverged()
        }
    }

    @Test func radicaleReorderingIsNoChange() throws {
        try withTemporaryDirectory { folder in
            let world = try SyncWorld(.radicale, in: folder)
            let card = "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:ada\r\nFN:Ada Lovelace\r\nTEL;TYPE=cell:+1 555 0100\r\n"
                + "N:Lovelace;Ada;;;\r\nEMAIL:ada@example.org\r\nEND:VCARD\r\n"
            try world.importHere([card])
            #expect(try world.sync().result.status == 0)
            let stored = try #require(try world.server.card(name: "ada.vcf"))
            #expect(Array(card.utf8) != stored.card, "Radicale is expected to rewrite the card")
            let second = try world.sync()
            #expect(second.count("conflicts") == 0 && second.count("changed_by_server") == 0, "\(second.result.stdout)")
            try world.expectConverged()
        }
    }

    @Test func aMergedAwayCardIsDeletedOnTheServerEvenAtAFirstSync() throws {
        try withTemporaryDirectory { folder in
            let world = try SyncWorld(.radicale, in: folder)
            try world.importHere([SyncWorld.card("ada", "Ada Lovelace"), SyncWorld.card("ada2", "Ada L", phone: "+1 555 0199")])
            try world.server.putCard(name: "ada2.vcf", card: SyncWorld.card("ada2", "Ada L", phone: "+1 555 0199"))
            try world.server.putCard(name: "bob.vcf", card: SyncWorld.card("bob", "Bob Byron"))
            let merge = try world.run("merge", "Ada Lovelace", "Ada L", "--yes")
            #expect(merge.status == 0, "\(merge.stderr)")
            let first = try world.sync()
            #expect(first.result.status == 0, "\(first.result.stdout) \(first.result.stderr)")
            #expect(first.count("deleted_there") == 1 && first.count("applied_here") == 1, "\(first.result.stdout)")
            #expect(try world.remoteCards().keys.sorted() == ["ada", "bob"])
            try world.expectConverged()
        }
    }

    @Test func cardsGoneBeforeTheFirstSyncAreNotFetched() throws {
        try withTemporaryDirectory { folder in
            let world = try SyncWorld(.radicale, in: folder)
            try world.server.putCard(name: "gone.vcf", card: SyncWorld.card("gone", "Gone Person"))
            try world.server.putCard(name: "kept.vcf", card: SyncWorld.card("kept", "Kept Person"))
            try world.server.deleteCard(name: "gone.vcf")
            let first = try world.sync()
            #expect(first.result.status == 0 && first.count("applied_here") == 1 && first.count("errors") == 0,
                    "\(first.result.stdout) \(first.result.stderr)")
            try world.expectConverged()
        }
    }

    @Test func aUIDTheServerHoldsTwiceIsImportedOnceAndReported() throws {
        try withTemporaryDirectory { folder in
            let world = try SyncWorld(.xandikos, in: folder)
            try world.server.putCard(name: "one.vcf", card: SyncWorld.card("twice", "Twice Person"))
            try world.server.putCard(name: "two.vcf", card: SyncWorld.card("twice", "Twice Person", note: "second copy"))
            let first = try world.sync()
            #expect(first.result.status == 75, "\(first.result.stdout) \(first.result.stderr)")
            #expect(first.count("applied_here") == 1, "\(first.result.stdout)")
            #expect(first.result.stdout.contains("holds this UID twice"), "\(first.result.stdout)")
            #expect(try world.localCards().count == 1)
            // Reported again, never imported twice, and nothing written to the server.
            let again = try world.sync()
            #expect(again.result.status == 75 && again.count("applied_here") == 0 && again.requests("put") == 0)
            #expect(try world.localCards().count == 1)
        }
    }

    @Test func preferSettlesConflictsForOneRunAndKeepsTheLoser() throws {
        try withTemporaryDirectory { folder in
            let world = try SyncWorld(.radicale, in: folder)
            try world.importHere([SyncWorld.card("ada", "Ada Lovelace"), SyncWorld.card("bob", "Bob Byron")])
            #expect(try world.sync().result.status == 0)
            #expect(try world.run("edit", "Ada Lovelace", "--set-note", "ada here").status == 0)
            try world.server.putCard(name: "ada.vcf", card: SyncWorld.card("ada", "Ada Lovelace", note: "ada there"))
            #expect(try world.run("edit", "Bob Byron", "--set-note", "bob here").status == 0)
            try world.server.putCard(name: "bob.vcf", card: SyncWorld.card("bob", "Bob Byron", note: "bob there"))
            let remote = try world.sync("--prefer", "remote")
            #expect(remote.result.status == 0 && remote.count("applied_here") == 2 && remote.count("conflicts") == 0, "\(remote.result.stdout) \(remote.result.stderr)")
            #expect(try world.run("show", "Ada Lovelace").stdout.contains("ada there"))
            #expect(try world.run("sync", "conflicts").stdout.isEmpty)
            // The local versions are kept in the settled conflicts and in the journal.
            #expect(try world.history().contains("sync dav: edit Ada Lovelace"))
            try world.expectConverged()
        }
    }
}

/// Direct writes to a test's database, for states only a fault leaves.
enum SyncDatabase {
    static func execute(_ sql: String, in path: String) throws {
        let database = try SQLite.Database(path: path, mode: .readWrite)
        try database.execute(sql)
    }
}
