import Foundation
import Testing
import TestSupport

/// Several books in the browser: each entry names its book while every
/// book is listed, the Books link says which is listed, and its screen
/// switches to one book and back to all.
extension BrowseTests {
    private static let twoPeople = "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:grace\r\nFN:Grace Hopper\r\nN:Hopper;Grace;;;\r\n"
        + "TEL;TYPE=CELL:555-0127\r\nEND:VCARD\r\nBEGIN:VCARD\r\nVERSION:3.0\r\nUID:ada\r\nFN:Ada Lovelace\r\n"
        + "N:Lovelace;Ada;;;\r\nTEL;TYPE=CELL:555-0005\r\nEND:VCARD\r\n"

    private static let keys = "  ↑↓ move  ⏎ select  / search  ? help  q quit"
    /// A screen where `/` does not search offers no "/ search".
    private static let keysWithoutSearch = "  ↑↓ move  ⏎ select  ? help  q quit"

    /// A database in `folder` of two books: Grace Hopper and Ada Lovelace in
    /// the default one, Katherine Johnson in "work".
    private func twoBooks(in folder: URL) throws -> String {
        let db = folder.appendingPathComponent("book.sqlite3").path
        try #require(try phonebook("import", "--db", db, "-", stdin: Self.twoPeople).status == 0)
        try #require(try phonebook("books", "create", "work", "--db", db).status == 0)
        try #require(try phonebook("add", "--db", db, "--book", "work", "--name", "Katherine Johnson",
                                   "--phone", "mobile=555-0150").status == 0)
        return db
    }

    @Test func theBooksLinkOpensTheBooksScreenWhichListsOneBookOrEvery() throws {
        try withTemporaryDirectory { folder in
            let db = try twoBooks(in: folder)
            let tmux = try startBrowse(db, in: folder, columns: 60, rows: 12)
            let every = """
                Contacts
                Links
                > Settings                  ›
                  Books                     all ›
                H
                  Grace Hopper (default)    mobile  555-0127
                J
                  Katherine Johnson (work)  mobile  555-0150
                L
                  Ada Lovelace (default)    mobile  555-0005

                1/5  Contacts
                """ + Self.keys
            try waitForWholeFrame(every, tmux)

            try tmux.sendKeys("j", "Enter")
            try waitForWholeFrame("""
                Contacts › Books
                Books
                > All books  3 contacts  listed
                  default    2 contacts
                  work       1 contact






                1/3  Books
                """ + Self.keysWithoutSearch, tmux)

            try tmux.sendKeys("j", "j", "Enter")
            try waitForWholeFrame("""
                Contacts
                Links
                > Settings           ›
                  Books              work ›
                J
                  Katherine Johnson  mobile  555-0150





                1/3  Contacts
                """ + Self.keys, tmux)

            try tmux.sendKeys("j", "Enter")
            try waitForWholeFrame("""
                Contacts › Books
                Books
                > All books  3 contacts
                  default    2 contacts
                  work       1 contact   listed






                1/3  Books
                """ + Self.keysWithoutSearch, tmux)
            try tmux.sendKeys("Enter")
            try waitForWholeFrame(every, tmux)
            try tmux.sendKeys("q")
            try tmux.waitUntilEnded()
        }
    }

    /// Enter on a book another command removed while the Books screen showed
    /// it says the book is gone and shows the Books screen read again, every
    /// book listed: not every contact under the name of a book that is gone.
    @Test func enterOnABookAnotherCommandRemovedSaysItIsGone() throws {
        try withTemporaryDirectory { folder in
            let db = try twoBooks(in: folder)
            let tmux = try startBrowse(db, in: folder, columns: 60, rows: 12)
            try tmux.waitForScreen { $0.last == "1/5  Contacts" + Self.keys }
            try tmux.sendKeys("j", "Enter", "j")
            try tmux.waitForScreen { $0.contains("> default    2 contacts") }
            let removed = try phonebook("books", "remove", "work", "--db", db, "--yes")
            try #require(removed.status == 0, "\(removed.stderr)")
            try tmux.sendKeys("j", "Enter")
            try waitForWholeFrame("""
                Contacts › Books
                Books
                > All books  2 contacts  listed
                  default    2 contacts







                that book is gone
                """, tmux)
            try tmux.sendKeys("Enter")
            try waitForWholeFrame("""
                Contacts
                Links
                > Settings      ›
                H
                  Grace Hopper  mobile  555-0127
                L
                  Ada Lovelace  mobile  555-0005




                1/3  Contacts
                """ + Self.keys, tmux)
            try tmux.sendKeys("q")
            try tmux.waitUntilEnded()
        }
    }

    /// The Groups link and screens are of the book listed: a group card's
    /// members are of its own book, and a group of one name in two books is
    /// one group while every book is listed.
    @Test func theGroupsScreensAreOfTheBookListed() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("book.sqlite3").path
            let ada = GroupCards.card("3.0", "UID:ada", "FN:Ada Lovelace", "N:Lovelace;Ada;;;", "TEL;TYPE=CELL:555-0005")
            let grace = GroupCards.card("3.0", "UID:grace", "FN:Grace Hopper", "N:Hopper;Grace;;;",
                                        "TEL;TYPE=CELL:555-0127", "CATEGORIES:Family")
            let kate = GroupCards.card("3.0", "UID:kate", "FN:Katherine Johnson", "N:Johnson;Katherine;;;",
                                       "TEL;TYPE=CELL:555-0150")
            let family = GroupCards.appleGroup(uid: "family", name: "Family", members: ["ada", "kate"])
            try #require(try phonebook("import", "--db", db, "-", stdin: grace + ada).status == 0)
            try #require(try phonebook("books", "create", "work", "--db", db).status == 0)
            try #require(try phonebook("import", "--db", db, "--book", "work", "-", stdin: ada + kate + family).status == 0)
            let tmux = try startBrowse(db, in: folder, columns: 60, rows: 14)
            try waitForWholeFrame("""
                Contacts
                Links
                > Settings                  ›
                  Books                     all ›
                  Groups                    ›
                H
                  Grace Hopper (default)    mobile  555-0127
                J
                  Katherine Johnson (work)  mobile  555-0150
                L
                  Ada Lovelace (default)    mobile  555-0005
                  Ada Lovelace (work)       mobile  555-0005

                1/7  Contacts
                """ + Self.keys, tmux)
            try tmux.sendKeys("j", "j", "Enter", "Enter")
            try waitForWholeFrame("""
                Contacts › Groups › Family
                H
                > Grace Hopper (default)    mobile  555-0127
                J
                  Katherine Johnson (work)  mobile  555-0150
                L
                  Ada Lovelace (work)       mobile  555-0005






                1/3  Family
                """ + Self.keysWithoutSearch, tmux)

            // The default book listed: its group of that name holds Grace alone.
            try tmux.sendKeys("Left", "Left", "k", "Enter", "j", "Enter")
            try waitForWholeFrame("""
                Contacts
                Links
                > Settings      ›
                  Books         default ›
                  Groups        ›
                H
                  Grace Hopper  mobile  555-0127
                L
                  Ada Lovelace  mobile  555-0005




                1/5  Contacts
                """ + Self.keys, tmux)
            try tmux.sendKeys("j", "j", "Enter")
            try waitForWholeFrame("""
                Contacts › Groups
                Groups
                > Family  1 contact










                1/1  Groups
                """ + Self.keysWithoutSearch, tmux)
            try tmux.sendKeys("q", "q")
            try tmux.waitUntilEnded()
        }
    }
}
