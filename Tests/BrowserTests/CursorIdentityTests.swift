import Browser
import Sections
import Store
import Testing
import TestSupport

@Suite("The cursor follows row identity across rebuilds")
struct CursorIdentityTests {
    let book: AddressBook

    init() throws {
        book = try AddressBook.inMemory()
        try SampleBook.seed(book)
    }

    @Test func rowsAppearingAboveDoNotMoveTheCursorOffItsRowNorItsLine() throws {
        var browser = ScriptedBrowser(book)
        browser.press(.end, .up, .up)  // Alan Turing, work
        let alan = browser.state.current.cursor
        _ = try book.transaction {
            let writer = try ContactWriter(book, now: 0)
            _ = try writer.insert(SampleBook.record("aaron", "Aaron Aalto", "Aaron", "Aalto", phones: [("home", "555-1111")]))
            _ = try writer.insert(SampleBook.record("tom", "Tom Tabor", "Tom", "Tabor", phones: [("home", "555-7777")]))
        }
        browser.send(try #require(browser.session.run(.buildScreen(browser.state.current.request))))
        #expect(browser.state.current.cursor == alan)
        expectFrame(browser, """
            Contacts
            A
              Aaron Aalto     home    555-1111
              Björn Åkesson   mobile  +46 70 123 45 67
              Anna Andersson  mobile  070-555 12 12
            E
              Juliette Émile  work    01 23 45 67 89
            H
              Grace Hopper
            L
              Ada Lovelace    mobile  555-0005
              Ada Lovelace    home    +44 20 7946 0005
            N
              José Núñez      mobile  +34 600 111 222
            Q
              Zoë Quist       home    555-0177
            T
              Tom Tabor       home    555-7777
              Alan Turing     home    555-0199
            > Alan Turing     work    555-0142
            #
              +1 555 0100     other   +1 555 0100
              王伟            mobile  138 0013 8000
            12/14  Contacts  ↑↓ move  ⏎ select  / search  ? help  q quit
            """)
    }

    @Test func aVanishedRowGivesWayToTheRowAtItsPlaceInItsSection() throws {
        var browser = ScriptedBrowser(book)
        browser.press(.down, .down, .down, .down)  // Anna Andersson, second in A
        let anna = try #require(browser.state.current.cursorRow)
        let entry = try #require(anna.as(PhoneEntryRow.self), "not a phone row")
        try book.transaction { try ContactWriter(book, now: 0).delete(ids: [entry.key.contactID]) }
        browser.send(try #require(browser.session.run(.buildScreen(browser.state.current.request))))
        // A now holds Björn alone: its last row, the nearest above Anna's place.
        #expect(browser.state.current.cursorRow?.id.section == .letter("A"))
        expectFrame(browser, """
            Contacts
            Links
              Settings        ›
            Favorites
              Ada Lovelace    mobile  555-0005
              Ada Lovelace    home    +44 20 7946 0005
            A
            > Björn Åkesson   mobile  +46 70 123 45 67
            E
              Juliette Émile  work    01 23 45 67 89
            H
              Grace Hopper
            L
              Ada Lovelace    mobile  555-0005
              Ada Lovelace    home    +44 20 7946 0005
            N
              José Núñez      mobile  +34 600 111 222
            Q
              Zoë Quist       home    555-0177
            T
              Alan Turing     home    555-0199
              Alan Turing     work    555-0142
            #
            3/11  Contacts  ↑↓ move  ⏎ select  / search  ? help  q quit
            """)
    }
}
