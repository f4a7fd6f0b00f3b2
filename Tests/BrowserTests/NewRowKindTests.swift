import Browser
import Foundation
import Reading
import Sections
import Store
import Testing
import TestSupport

/// A kind declared in one file outside Sections (`BirthdayRow`) is printed,
/// laid out, counted and selected like the built-in ones.
@Suite("Adding a row kind is one file")
struct NewRowKindTests {
    let book: AddressBook
    let ada: ContactID

    init() throws {
        book = try AddressBook.inMemory()
        try SampleBook.seed(book)
        ada = try #require(try book.contactIDs(named: "ada").first)
    }

    @Test func theKindNamesItsIdKindFieldsAndSelection() {
        let row = Row(BirthdayRow(contact: ada, date: "1815-12-10"), in: .favorites)
        #expect(row.id.description == "favorites/birthday:\(ada)")
        #expect(row.kind == .birthday && row.kind.rawValue == "birthday")
        #expect(row.fields == [RowField("date", .text("1815-12-10"))])
        #expect(row.selection == .open(.contact(ada)))
        #expect(row.as(BirthdayRow.self)?.date == "1815-12-10")
        #expect(row.as(PhoneEntryRow.self) == nil)
        let screen = Screen(id: .contacts, title: "Contacts", sections: [Section(id: .favorites, title: "F", rows: [row])])
        #expect(screen.selection(of: row.id) == .open(.contact(ada)))
    }

    @Test func rowsAreEqualThroughTheirRecords() {
        let row = Row(BirthdayRow(contact: ada, date: "1815-12-10"), in: .favorites)
        #expect(row == Row(BirthdayRow(contact: ada, date: "1815-12-10"), in: .favorites))
        // Same identity, another record: not the same row.
        #expect(row != Row(BirthdayRow(contact: ada, date: "1815-12-11"), in: .favorites))
        // Another kind whose id happens to read the same is not equal either.
        let lookalike = Row(FactRow(key: "x", title: "birthday", value: "1815-12-10"), in: .favorites)
        #expect(row != lookalike)
    }

    @Test func theBrowserIndentsCountsAndSelectsItByItsHints() throws {
        var browser = ScriptedBrowser(book)
        var screen = try #require(browser.state.current.screen)
        let favorites = try #require(screen.sections.firstIndex { $0.id == .favorites })
        screen.sections[favorites].rows.append(Row(BirthdayRow(contact: ada, date: "1815-12-10"), in: .favorites))
        browser.send(.screenRebuilt(screen, for: browser.state.current.request))
        browser.press(.down, .down, .down)  // Settings, Ada's two numbers, her birthday
        expectFrame(browser, """
            Contacts
            Links
              Settings        ›
            Favorites
              Ada Lovelace    mobile  555-0005
              Ada Lovelace    home    +44 20 7946 0005
            >   birthday  1815-12-10
            A
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
              Zoë Quist       home    555-0177
            T
              Alan Turing     home    555-0199
            2/12  Contacts  ↑↓ move  ⏎ select  / search  ? help  q quit
            """)
        // One item with the entry above it: the same N there.
        browser.press(.up)
        #expect(status(browser).hasPrefix("2/12 "))
        browser.press(.down, .enter)
        #expect(browser.state.current.destination == .contact(ada))
    }

    @Test func itIsCountedByTheContactItNames() throws {
        var browser = ScriptedBrowser(book)
        let grace = try #require(try book.contactIDs(named: "grace").first)
        var screen = try #require(browser.state.current.screen)
        let favorites = try #require(screen.sections.firstIndex { $0.id == .favorites })
        screen.sections[favorites].rows.append(Row(BirthdayRow(contact: grace, date: "1906-12-09"), in: .favorites))
        browser.send(.screenRebuilt(screen, for: browser.state.current.request))
        browser.press(.down, .down, .down)
        #expect(browser.state.current.cursorRow?.as(BirthdayRow.self)?.contact == grace)
        // Another contact than the entries above it: the next item.
        #expect(status(browser).hasPrefix("3/12 "))
    }

    private func status(_ browser: ScriptedBrowser) -> String {
        browser.frame.split(separator: "\n").last.map(String.init) ?? ""
    }
}
