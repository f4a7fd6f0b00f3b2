import Foundation
import Testing
import TestSupport

/// The status line in a real terminal: what is typed stays in sight however
/// narrow the window, and a key hint names only a key that works there.
extension BrowseTests {
    private func examplesBook(in folder: URL) throws -> String {
        let db = folder.appendingPathComponent("book.sqlite3").path
        let imported = try phonebook("import", "--db", db, Repository.root.appendingPathComponent("Examples/contacts.vcf").path)
        try #require(imported.status == 0, "\(imported.stderr)")
        return db
    }

    /// At 20 columns a search longer than the line keeps its end (and the
    /// cursor) in sight, its start giving way, so what was typed last shows.
    @Test func aSearchWiderThanTheLineShowsItsEnd() throws {
        try withTemporaryDirectory { folder in
            let tmux = try startBrowse(try examplesBook(in: folder), in: folder, columns: 20, rows: 6)
            try tmux.waitForScreen { $0.last?.hasPrefix("1/13") == true }
            try tmux.sendKeys("/", "abcdefghijklmnopqrstuvwxyz")
            let typed = try tmux.waitForScreen { $0.last?.contains("xyz") == true }
            #expect(typed.last == "…ijklmnopqrstuvwxyz_", "\(typed)")
            try tmux.sendKeys("C-c")
            try expectTerminalGivenBack(tmux, in: folder, status: 0)
        }
    }
}
