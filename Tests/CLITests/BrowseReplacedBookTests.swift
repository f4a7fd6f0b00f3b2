import Foundation
import SQLite
import Testing
import TestSupport

/// The book's file replaced while the browser has it open (`mv other.db
/// book.db`, a restore from a backup): the next change is refused, the
/// browser ends with one line saying why (exit 74), and the file now at the
/// path is whole and holds its own contacts.
extension BrowseTests {
    @Test func aChangeAfterTheBookWasReplacedEndsTheBrowserAndLeavesTheNewFileWhole() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("book.sqlite3").path
            let examples = Repository.root.appendingPathComponent("Examples/contacts.vcf").path
            try #require(try phonebook("import", "--db", db, examples).status == 0)
            let other = folder.appendingPathComponent("other.sqlite3").path
            try #require(try phonebook("import", "--db", other, "-", stdin: syntheticCards(count: 3, prefix: "backup")).status == 0)
            let otherCards = try phonebook("export", "--db", other).stdout

            let tmux = try startBrowse(db, in: folder, columns: 200, rows: 24)
            try tmux.waitForScreen(containing: "Ada Lovelace")
            #expect(rename(other, db) == 0)
            try tmux.sendKeys("G", "s")
            try expectTerminalGivenBack(tmux, in: folder, status: 74)
            let said = try tmux.screenAndHistory().joined(separator: "\n")
            #expect(said.contains("phonebook: \(db): the address book was replaced or removed while phonebook had it open; "
                                  + "nothing was written"), "\(said)")

            #expect(try Database(path: db, mode: .readOnly).scalar("PRAGMA integrity_check") == .text("ok"))
            #expect(try phonebook("export", "--db", db).stdout == otherCards)
        }
    }
}
