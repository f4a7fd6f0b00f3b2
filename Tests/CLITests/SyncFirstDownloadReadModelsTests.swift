import Foundation
import SQLite
@testable import Store
import Testing
import TestSupport

/// A first download writes its batches with the triggers off and fills the
/// read models for each batch's contacts itself: against a real Radicale,
/// every read model then holds what the triggers would have made, and
/// later changes through sync, `edit` and `remove` keep it so.
@Suite("A first download's read models", .serialized)
struct SyncFirstDownloadReadModelsTests {
    static let cards = 300

    /// Card `index`: names in several scripts and none, an organization,
    /// numbers and emails (or none), and the rest of the card a search of
    /// the whole card reads (nickname, title, address, note, categories).
    static func card(_ index: Int) -> String {
        let names = [("Lovelace", "Ada"), ("Ölander", "Åsa"), ("王", "伟"), ("Λώρα", ""), ("", ""), ("hopper", "grace")]
        let (family, given) = names[index % names.count]
        let shown = [given, family].filter { !$0.isEmpty }.joined(separator: " ")
        var lines = ["UID:dl-\(index)", "FN:\(shown.isEmpty ? "Firm \(index)" : shown)", "N:\(family);\(given);;;"]
        if index % 3 == 0 { lines.append("ORG:Firm \(index)") }
        lines += (0..<(index % 4)).map { "TEL;TYPE=CELL:+1 555 \(index)0\($0)" }
        lines += (0..<(index % 3)).map { "EMAIL;TYPE=WORK:p\(index).\($0)@example.org" }
        if index % 2 == 0 {
            lines += ["NICKNAME:Nick\(index)", "TITLE:Keeper", "ADR;TYPE=HOME:;;\(index) Elm Street;Springfield;;12345;",
                      "NOTE:Met at stand \(index)", "CATEGORIES:friends"]
        }
        return "BEGIN:VCARD\r\nVERSION:3.0\r\n" + lines.map { $0 + "\r\n" }.joined() + "END:VCARD\r\n"
    }

    private func expectInStep(_ database: String, _ step: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let book = try AddressBook.open(at: database)
        #expect(try readModelDifferences(book.database) == [], "\(step)", sourceLocation: sourceLocation)
    }

    @Test func aFirstDownloadLeavesEveryReadModelAsTheTriggersWouldAndLaterChangesKeepThem() throws {
        try withTemporaryDirectory { folder in
            let world = try SyncWorld(.radicale, in: folder)
            try world.importHere((0..<Self.cards).map(Self.card))
            #expect(try world.sync().result.status == 0)

            let other = folder.appendingPathComponent("other.sqlite3").path
            let connect = try phonebook("connect", "dav", "--user", world.server.user, "--server", world.server.url,
                                        "--password-command", "echo \(world.server.password)", "--db", other)
            #expect(connect.status == 0, "\(connect.stderr)")
            let first = try SyncWorld.sync(database: other)
            #expect(first.result.status == 0 && first.count("applied_here") == Self.cards, "\(first.result.stdout)")
            #expect(try phonebook("history", "--db", other).stdout.contains("sync dav: 100 added, 0 changed, 0 removed"),
                    "committed in batches")
            try expectInStep(other, "after the first download")
            let found = try phonebook("list", "--search", "stand 42", "--format", "plain", "--db", other)
            #expect(found.stdout.contains("Ada Lovelace"), "\(found.stdout)")

            // Changed and removed there, then synced here; then edited and removed here.
            #expect(try world.run("edit", "dl-6", "--set-note", "moved to stand 7").status == 0)
            #expect(try world.run("remove", "dl-7", "--yes").status == 0)
            #expect(try world.sync().result.status == 0)
            #expect(try SyncWorld.sync(database: other).result.status == 0)
            try expectInStep(other, "after a change and a removal through sync")
            #expect(try phonebook("edit", "dl-8", "--set-note", "renamed", "--db", other).status == 0)
            #expect(try phonebook("remove", "dl-9", "--yes", "--db", other).status == 0)
            try expectInStep(other, "after edit and remove here")
            #expect(try phonebook("undo", "--db", other).status == 0)
            try expectInStep(other, "after undo")
        }
    }
}
