import Foundation
@testable import SQLite
@testable import Store
import Testing
import TestSupport

/// Re-importing a file never reverts an edit made here: a card changed in
/// both places is a conflict, reported and kept as it is here (exit 2),
/// unless `--overwrite`.
@Suite("import: edits made here and conflicts")
struct ImportConflictTests {
    private func card(_ lines: String...) -> String {
        (["BEGIN:VCARD", "VERSION:3.0"] + lines + ["END:VCARD"]).joined(separator: "\r\n") + "\r\n"
    }

    private var grace: String { card("UID:grace-1", "FN:Grace Hopper", "TEL;TYPE=WORK:555-0006") }
    private var ada: String { card("UID:ada-1", "FN:Ada Lovelace", "TEL;TYPE=CELL:555-0005") }
    private var adaEditedHere: String { card("UID:ada-1", "FN:Ada Lovelace", "TEL;TYPE=CELL:555-0999") }
    private var adaChangedInFile: String { card("UID:ada-1", "FN:Ada King", "TEL;TYPE=CELL:555-0005") }

    /// An edit made here, as the edit path writes one: the contact's card
    /// and its hash (as phonebook computes it, found by importing the card
    /// into a scratch book) replaced; its source and base kept.
    private func edit(_ db: String, uid: String, to text: String, in folder: URL) throws {
        let scratch = folder.appendingPathComponent("scratch-\(UUID().uuidString).sqlite3").path
        #expect(try phonebook("import", "--db", scratch, "-", stdin: text).status == 0)
        let hash = try AddressBook.open(at: scratch).database.scalar("SELECT content_hash FROM contacts")
        guard case let .integer(hash) = hash else { Issue.record("no hash"); return }
        try AddressBook.open(at: db).database.execute(
            "UPDATE contacts SET card = ?, content_hash = ? WHERE uid = ?", text, hash, uid)
    }

    /// Grace and Ada imported from cards.vcf, then Ada's number edited here.
    private func bookWithAdaEditedHere(in folder: URL) throws -> (db: String, file: URL) {
        let db = folder.appendingPathComponent("p.sqlite3").path
        let file = folder.appendingPathComponent("cards.vcf")
        try Data((grace + ada).utf8).write(to: file)
        #expect(try phonebook("import", "--db", db, file.path).status == 0)
        try edit(db, uid: "ada-1", to: adaEditedHere, in: folder)
        return (db, file)
    }

    /// Every stored card, as `export` gives them.
    private func cards(in db: String) throws -> String {
        try phonebook("export", "--db", db).stdout
    }

    @Test func anUnchangedFileLeavesTheEditAndExits0() throws {
        try withTemporaryDirectory { folder in
            let (db, file) = try bookWithAdaEditedHere(in: folder)

            let again = try phonebook("import", "--db", db, file.path)
            #expect(again.status == 0)
            #expect(again.stderr == "0 added, 0 updated, 2 unchanged, 0 skipped\n")
            #expect(try cards(in: db).contains("555-0999"))
        }
    }

    @Test func aConflictIsReportedAtItsLineKeepsTheEditAndExits2() throws {
        try withTemporaryDirectory { folder in
            let (db, file) = try bookWithAdaEditedHere(in: folder)
            try Data((grace + adaChangedInFile).utf8).write(to: file)

            let conflict = "\(file.path):7: conflict: Ada King: changed here and in the file since the last import; "
                + "kept your edit (import --overwrite takes the file's)"
            let before = try Data(contentsOf: URL(fileURLWithPath: db))
            let preview = try phonebook("import", "--db", db, "--dry-run", file.path)
            #expect(preview.status == 2)
            #expect(preview.stderr == conflict + "\ndry run, would be: 0 added, 0 updated, 1 unchanged, 1 conflict, 0 skipped\n")
            #expect(preview.stdout.isEmpty, "nothing would be added, updated or removed")
            #expect(try Data(contentsOf: URL(fileURLWithPath: db)) == before, "a dry run writes nothing")

            let result = try phonebook("import", "--db", db, file.path)
            #expect(result.status == 2)
            #expect(result.stderr == conflict + "\n0 added, 0 updated, 1 unchanged, 1 conflict, 0 skipped\n")
            #expect(try cards(in: db).contains("555-0999"), "the edit is kept")

            let json = try phonebook("import", "--db", db, "--format", "json", file.path)
            #expect(json.status == 2)
            #expect(json.stdout.hasSuffix(#""warnings":[],"conflicts":[{"file":"\#(file.path)","line":7,"#
                + #""message":"Ada King: changed here and in the file since the last import; kept your edit "#
                + #"(import --overwrite takes the file's)"}]}"# + "\n"), "\(json.stdout)")

            let overwritten = try phonebook("import", "--db", db, "--overwrite", file.path)
            #expect(overwritten.status == 0)
            #expect(overwritten.stderr == "0 added, 1 updated, 1 unchanged, 0 skipped\n")
            let exported = try cards(in: db)
            #expect(exported.contains("Ada King") && !exported.contains("555-0999"), "the file's card is taken")
            #expect(try phonebook("import", "--db", db, file.path).stderr == "0 added, 0 updated, 2 unchanged, 0 skipped\n")
        }
    }
}
