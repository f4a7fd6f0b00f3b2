import Foundation
import Testing
import TestSupport

/// Imports that cannot surprise: standard input has a name to mirror, and a
/// dry run names every contact it would add, update or remove.
@Suite("import: --source and --dry-run")
struct ImportPreviewTests {
    private func card(_ uid: String, _ name: String) -> String {
        "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:\(uid)\r\nFN:\(name)\r\nEND:VCARD\r\n"
    }

    /// The UIDs `list` shows (each of these contacts has no number, so one row each).
    private func uids(in db: String) throws -> [String] {
        let lines = try phonebook("list", "--db", db, "--format", "plain").stdout.split(separator: "\n")
        let rows: [[Substring]] = lines.map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
        return rows.filter { $0.count > 3 && $0[1] == "contact" }.map { String($0[3]) }.sorted()
    }

    @Test func pruneOfStandardInputNeedsASourceName() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("p.sqlite3").path
            #expect(try phonebook("import", "--db", db, "-", stdin: card("a", "Ada")).status == 0)
            let before = try Data(contentsOf: URL(fileURLWithPath: db))

            let refused = try phonebook("import", "--db", db, "--prune", "-", stdin: card("b", "Bob"))
            #expect(refused.status == 64)
            #expect(refused.stderr.contains("--prune with standard input (-) needs --source NAME"), "\(refused.stderr)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: db)) == before)

            let stray = try phonebook("import", "--db", db, "--source", "work", folder.path)
            #expect(stray.status == 64)
            #expect(stray.stderr.contains("--source names standard input; use it with -."))
        }
    }

    @Test func standardInputIsMirroredAsTheSourceItIsGiven() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("p.sqlite3").path
            let work = try phonebook("import", "--db", db, "--source", "work", "-",
                                     stdin: card("w1", "Wendy Work") + card("w2", "Walter Work"))
            #expect(work.status == 0, "\(work.stderr)")
            #expect(try phonebook("import", "--db", db, "--source", "home", "-", stdin: card("h1", "Hana Home")).status == 0)
            #expect(try phonebook("import", "--db", db, "-", stdin: card("p1", "Pat Pipe")).status == 0)

            let mirrored = try phonebook("import", "--db", db, "--prune", "--source", "work", "-", stdin: card("w1", "Wendy Work"))
            #expect(mirrored.status == 0)
            #expect(mirrored.stderr == "0 added, 0 updated, 1 unchanged, 1 removed, 0 skipped\n")
            #expect(try uids(in: db) == ["h1", "p1", "w1"])
        }
    }

    @Test func aDryRunListsEveryContactByNameAndUIDAndWritesNothing() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("p.sqlite3").path
            let cards = folder.appendingPathComponent("cards.vcf")
            try Data((card("ada", "Ada Lovelace") + card("bob", "Bob Tab") + card("cy", "Cy Gone")).utf8).write(to: cards)
            #expect(try phonebook("import", "--db", db, cards.path).status == 0)
            let before = try Data(contentsOf: URL(fileURLWithPath: db))

            try Data((card("ada", "Ada Lovelace") + card("bob", "Bob\tTabbed") + card("dee", "Dee \"New\"")).utf8)
                .write(to: cards)
            let text = try phonebook("import", "--db", db, "--dry-run", "--prune", cards.path)
            #expect(text.status == 0)
            #expect(text.stdout == "add\tDee \"New\"\tdee\nupdate\tBob Tabbed\tbob\nremove\tCy Gone\tcy\n")
            #expect(text.stderr == "dry run, would be: 1 added, 1 updated, 1 unchanged, 1 removed, 0 skipped\n")

            let json = try phonebook("import", "--db", db, "--dry-run", "--prune", "--format", "json", cards.path)
            #expect(json.stdout == #"""
                {"dry_run":true,"added":1,"updated":1,"unchanged":1,"removed":1,"skipped":0,"errors":[],"warnings":[],"conflicts":[],\#
                "would_add":[{"name":"Dee \"New\"","uid":"dee"}],\#
                "would_update":[{"name":"Bob\tTabbed","uid":"bob"}],\#
                "would_remove":[{"name":"Cy Gone","uid":"cy"}]}

                """#)
            #expect(try Data(contentsOf: URL(fileURLWithPath: db)) == before)
        }
    }

    @Test func aDryRunOnAMissingDatabaseCreatesNone() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("new/p.sqlite3").path
            let result = try phonebook("import", "--db", db, "--dry-run", "-", stdin: card("ada", "Ada Lovelace"))
            #expect(result.status == 0)
            #expect(result.stdout == "add\tAda Lovelace\tada\n")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("new").path))
        }
    }

    @Test func theSummaryOfARealImportKeepsItsShape() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("p.sqlite3").path
            let result = try phonebook("import", "--db", db, "--format", "json", "-", stdin: card("ada", "Ada Lovelace"))
            #expect(result.stdout == #"{"added":1,"updated":0,"unchanged":0,"removed":0,"skipped":0,"errors":[],"warnings":[],"conflicts":[]}"# + "\n")
        }
    }
}
