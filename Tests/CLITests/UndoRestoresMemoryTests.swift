import Foundation
import Testing
import TestSupport

/// Undo puts back what a contact remembers, not only what it shows: the
/// keys a merge kept (so the merged-away card is still known) and the
/// import bases (so a re-import still sees the file's card as unchanged).
@Suite("Undo restores a contact's memory")
struct UndoRestoresMemoryTests {
    private func card(_ uid: String, _ name: String, _ number: String) -> String {
        "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:\(uid)\r\nFN:\(name)\r\nTEL:\(number)\r\nEND:VCARD\r\n"
    }

    /// Two files imported, then merged: the book remembers the second's card.
    private func mergedBook(in folder: URL) throws -> (db: String, second: String) {
        let db = folder.appendingPathComponent("book.sqlite3").path
        let first = folder.appendingPathComponent("a.vcf"), second = folder.appendingPathComponent("b.vcf")
        try card("a-uid", "Ada Lovelace", "555-0101").write(to: first, atomically: true, encoding: .utf8)
        try card("b-uid", "Ada King", "555-0102").write(to: second, atomically: true, encoding: .utf8)
        for file in [first, second] { #expect(try phonebook("import", "--db", db, file.path).status == 0) }
        let merged = try phonebook("merge", "--db", db, "--yes", "Ada Lovelace", "Ada King")
        #expect(merged.status == 0, "\(merged.stderr)")
        return (db, second.path)
    }

    /// One card in two files, both imported: the first file's card is that file's base (`import_bases`).
    private func twoFileBook(in folder: URL) throws -> (db: String, first: URL, second: URL) {
        let db = folder.appendingPathComponent("book.sqlite3").path
        let first = folder.appendingPathComponent("f1.vcf"), second = folder.appendingPathComponent("f2.vcf")
        try card("ada", "Ada Lovelace", "555-0101").write(to: first, atomically: true, encoding: .utf8)
        try card("ada", "Ada Lovelace", "555-0101").write(to: second, atomically: true, encoding: .utf8)
        #expect(try phonebook("import", "--db", db, first.path).status == 0)
        #expect(try phonebook("import", "--db", db, second.path).stderr.hasPrefix("0 added, 0 updated, 1 unchanged"))
        return (db, first, second)
    }

    @Test func undoingALaterChangeKeepsTheMergesMemoryOfTheMergedAwayCard() throws {
        try withTemporaryDirectory { folder in
            let (db, second) = try mergedBook(in: folder)
            #expect(try phonebook("star", "--db", db, "Ada Lovelace").status == 0)
            #expect(try phonebook("undo", "--db", db).status == 0)
            let again = try phonebook("import", "--db", db, second)
            #expect(again.stderr.hasPrefix("0 added, 0 updated, 1 unchanged"), "\(again.stderr)")
        }
    }

    @Test func undoingTheMergeBringsBackTheCardAsItsOwnContactStillKnownToItsFile() throws {
        try withTemporaryDirectory { folder in
            let (db, second) = try mergedBook(in: folder)
            #expect(try phonebook("undo", "--db", db).status == 0)
            #expect(try phonebook("show", "--db", db, "--format", "plain", "b-uid").status == 0)
            let again = try phonebook("import", "--db", db, second)
            #expect(again.stderr.hasPrefix("0 added, 0 updated, 1 unchanged"), "\(again.stderr)")
        }
    }

    @Test func undoingAnEditKeepsTheFilesBaseSoTheFileIsStillUnchanged() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("book.sqlite3").path
            let file = folder.appendingPathComponent("a.vcf")
            try card("a-uid", "Ada Lovelace", "555-0101").write(to: file, atomically: true, encoding: .utf8)
            #expect(try phonebook("import", "--db", db, file.path).status == 0)
            #expect(try phonebook("edit", "--db", db, "Ada Lovelace", "--add-email", "work=ada@example.org").status == 0)
            #expect(try phonebook("undo", "--db", db).status == 0)
            let again = try phonebook("import", "--db", db, file.path)
            #expect(again.stderr.hasPrefix("0 added, 0 updated, 1 unchanged"), "\(again.stderr)")
        }
    }

    /// A contact imported from two files remembers the first file's card as
    /// that file's base (`import_bases`; its own source is the second). An
    /// edit here, a removal and its undo: the contact comes back with both
    /// bases, so the first file, unchanged since, is still unchanged and the
    /// edit stays (without its base it would read as a change in the file).
    @Test func undoingARemovalPutsBackTheBasesOfTheContactsOtherFiles() throws {
        try withTemporaryDirectory { folder in
            let (db, first, second) = try twoFileBook(in: folder)
            #expect(try phonebook("edit", "--db", db, "ada", "--add-email", "work=ada@example.org").status == 0)
            #expect(try phonebook("remove", "--db", db, "--yes", "ada").status == 0)
            #expect(try phonebook("undo", "--db", db).status == 0)
            for file in [first, second] {
                let again = try phonebook("import", "--db", db, file.path)
                #expect(again.status == 0 && again.stderr.hasPrefix("0 added, 0 updated, 1 unchanged"),
                        "\(file.lastPathComponent): \(again.stderr)")
            }
            let shown = try phonebook("show", "--db", db, "--format", "json", "ada").stdout
            #expect(shown.contains("ada@example.org"), "\(shown)")
        }
    }

    /// The same card in two files: each file's base is remembered. Undoing
    /// an import of the first, changed, puts its base back, so importing it
    /// again updates the contact as it did before the undo.
    @Test func undoingAnImportPutsBackTheBasesOfTheOtherFiles() throws {
        try withTemporaryDirectory { folder in
            let (db, first, _) = try twoFileBook(in: folder)
            try card("ada", "Ada Lovelace", "555-0199").write(to: first, atomically: true, encoding: .utf8)
            #expect(try phonebook("import", "--db", db, first.path).stderr.hasPrefix("0 added, 1 updated"))
            #expect(try phonebook("undo", "--db", db).status == 0)
            let again = try phonebook("import", "--db", db, first.path)
            #expect(again.stderr.hasPrefix("0 added, 1 updated, 0 unchanged"), "\(again.stderr)")
        }
    }
}
