import Foundation
import Testing
import TestSupport

/// The status line in a real terminal: what is typed stays in sight however
/// narrow the window, and a key hint names only a key that works there.
extension BrowseTests {
    /// At 20 columns a search longer than the line keeps its end (and the
    /// cursor) in sight, its start giving way, so what was typed last shows.
    @Test func aSearchWiderThanTheLineShowsItsEnd() throws {
        try withTemporaryDirectory { folder in
            let tmux = try startBrowse(try seededDatabase(in: folder), in: folder, columns: 20, rows: 6)
            try tmux.waitForScreen { $0.last?.hasPrefix("1/13") == true }
            try tmux.sendKeys("/", "abcdefghijklmnopqrstuvwxyz")
            let typed = try tmux.waitForScreen { $0.last?.contains("xyz") == true }
            #expect(typed.last == "…ijklmnopqrstuvwxyz_", "\(typed)")
            try tmux.sendKeys("C-c")
            try expectTerminalGivenBack(tmux, in: folder, status: 0)
        }
    }

    /// The Books, Settings and Groups screens and a group's members offer no
    /// "/ search": there `/` only says that search works on the contacts list.
    @Test func onlyTheContactsScreenOffersSearch() throws {
        try withTemporaryDirectory { folder in
            let db = try seededDatabase(in: folder)
            let made = try phonebook("books", "create", "--db", db, "work")
            try #require(made.status == 0, "\(made.stderr)")
            let tmux = try startBrowse(db, in: folder)
            try tmux.waitForScreen { $0.last == "1/14  Contacts  ↑↓ move  ⏎ select  / search  ? help  q quit" }
            try tmux.sendKeys("Enter")
            try tmux.waitForScreen { $0.last == "1/11  Settings  ↑↓ move  ⏎ select  ? help  q quit" }
            try tmux.sendKeys("Escape", "j", "Enter")
            try tmux.waitForScreen { $0.last == "1/3  Books  ↑↓ move  ⏎ select  ? help  q quit" }
            try tmux.sendKeys("/")
            try tmux.waitForScreen { $0.last == "search works on the contacts list" }
            try tmux.sendKeys("Q")
            try expectTerminalGivenBack(tmux, in: folder, status: 0)
        }
    }

    /// A search that matches no contact says so, as `list --search` does,
    /// while it is typed and after Enter keeps it; the Links alone are no answer.
    @Test func aSearchMatchingNoContactSaysSo() throws {
        try withTemporaryDirectory { folder in
            let tmux = try startBrowse(try seededDatabase(in: folder), in: folder, columns: 60, rows: 8)
            try tmux.waitForScreen { $0.last?.hasPrefix("1/13") == true }
            try tmux.sendKeys("/", "zzzz")
            try tmux.waitForScreen { $0.last == "/zzzz_  no contact matches  ⏎ keep  esc clear" }
            try tmux.sendKeys("Enter")
            try tmux.waitForScreen { $0.last == "1/1  Contacts  no contact matches  ↑↓ move  ⏎ select" }
            try tmux.sendKeys("/", "BSpace", "BSpace", "BSpace", "BSpace", "a", "d", "a")
            try tmux.waitForScreen { $0.contains { $0.contains("Ada Lovelace") } && $0.last == "/ada_  ⏎ keep  esc clear" }
            try tmux.sendKeys("C-c")
            try expectTerminalGivenBack(tmux, in: folder, status: 0)
        }
    }
}
