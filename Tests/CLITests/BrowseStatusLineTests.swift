import Foundation
import Testing
import TestSupport

/// The status line in a real terminal: what is typed stays in sight however
/// narrow the window, a message is read to its end, and a key hint names
/// only a key that works there.
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

    /// A message wider than the window takes as many lines as it needs at
    /// the bottom, the body giving way, so its end is read: the editor that
    /// failed and that nothing changed.
    @Test func aMessageWiderThanTheLineIsWrappedToItsEnd() throws {
        try withTemporaryDirectory { folder in
            let tmux = try startBrowse(try seededDatabase(in: folder), in: folder, columns: 60, rows: 10,
                                       editor: "no-such-editor")
            try tmux.waitForScreen { $0.last?.hasPrefix("1/13") == true }
            try tmux.sendKeys("a")
            try waitForWholeFrame("""
                Contacts
                Links
                > Settings           ›
                A
                  Björn Åkesson      work           +46 8 555 0122
                C
                  Corner Bakery      main           555-0123
                H
                the editor (no-such-editor) exited with status 127; nothing
                changed
                """, tmux)
            try tmux.sendKeys("j")
            try tmux.waitForScreen { $0.count == 10 && $0.last?.hasPrefix("2/13") == true }
            try tmux.sendKeys("q")
            try expectTerminalGivenBack(tmux, in: folder, status: 0)
        }
    }

    /// At 40 columns a new password's fault is read whole, above the prompt
    /// that asks again (which it stood beside, cut, when both did not fit).
    @Test func aPasswordsFaultIsReadWholeAboveThePromptThatAsksAgain() throws {
        try withTemporaryDirectory { folder in
            let tmux = try startBrowse(try seededDatabase(in: folder), in: folder, columns: 40, rows: 8)
            try tmux.waitForScreen { $0.last?.hasPrefix("1/13") == true }
            try tmux.sendKeys("Enter")
            try tmux.waitForScreen { $0.contains("> Create Account") }
            for typed in ["ada", "short"] {
                try tmux.sendKeys("Enter")
                try tmux.sendKeys("-l", typed)
            }
            try tmux.sendKeys("Enter")
            try waitForWholeFrame("""
                Contacts › Settings
                Account
                > Create Account
                Preferences
                  Sort Order            family-first
                the password is too short: use at least
                8 characters
                New password for ada:
                """, tmux)
            try tmux.sendKeys("Escape")
            try tmux.waitForScreen { $0.last?.hasPrefix("1/") == true }
            try tmux.sendKeys("Q")
            try expectTerminalGivenBack(tmux, in: folder, status: 0)
        }
    }

    /// In a 20-column window a message naming a contact whose name holds
    /// ESC, an OSC 52 clipboard write and U+202E is wrapped with those shown
    /// visibly; smaller, the frame keeps its size, the title first, the
    /// message's last line cut with "…" where its lines do not fit.
    @Test func aHostileNameInAWrappedMessageStaysVisibleDownToOneRow() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("book.sqlite3").path
            let card = "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:eve\r\nFN:Eve\u{1B}]52;c;aGk=\u{07} \u{202E}Mallory\r\n"
                + "N:Mallory;Eve;;;\r\nTEL;TYPE=CELL:555-0100\r\nEND:VCARD\r\n"
            let imported = try phonebook("import", "--db", db, "-", stdin: card)
            try #require(imported.status == 0, "\(imported.stderr)")
            let tmux = try startBrowse(db, in: folder, columns: 20, rows: 8)
            try tmux.waitForScreen { $0.last?.hasPrefix("1/2") == true }
            try tmux.sendKeys("j", "s")
            try waitForWholeFrame("""
                Contacts
                Favorites
                  Eve␛]52…  555-0100
                M
                > Eve␛]52…  555-0100
                starred
                Eve␛]52;c;aGk=␇
                <U+202E>Mallory
                """, tmux)
            try tmux.resize(columns: 20, rows: 3)
            try waitForWholeFrame("""
                Contacts
                starred
                Eve␛]52;c;aGk=␇…
                """, tmux)
            try tmux.resize(columns: 20, rows: 1)
            try waitForWholeFrame("Contacts", tmux)
            try tmux.resize(columns: 20, rows: 8)
            try tmux.waitForScreen { $0.last == "<U+202E>Mallory" }
            try tmux.sendKeys("Q")
            try expectTerminalGivenBack(tmux, in: folder, status: 0)
        }
    }
}
