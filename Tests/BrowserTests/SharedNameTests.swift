import Browser
import Store
import Testing
import TestSupport

@Suite("Contacts of the same name told apart in the browser")
struct SharedNameTests {
    let book: AddressBook

    init() throws {
        book = try AddressBook.inMemory()
        try book.transaction {
            let writer = try ContactWriter(book, now: 0)
            _ = try writer.insert(SampleBook.record("acme", "Ann Lee", "Ann", "Lee", organization: "Acme",
                                                    phones: [("mobile", "555-0100")]))
            _ = try writer.insert(SampleBook.record("home", "Ann Lee", "Ann", "Lee",
                                                    phones: [("mobile", "555-0200")],
                                                    emails: [("home", "ann@example.com")]))
            _ = try writer.insert(SampleBook.record("bob", "Bob Lee", "Bob", "Lee", organization: "Acme",
                                                    phones: [("work", "555-0300")]))
        }
    }

    @Test func adjacentContactsOfOneNameShowTheirOrganizationOrEmail() {
        let browser = ScriptedBrowser(book, rows: 8, columns: 50)
        expectFrame(browser, """
            Contacts
            Links
            > Settings                   ›
            L
              Ann Lee (Acme)             mobile  555-0100
              Ann Lee (ann@example.com)  mobile  555-0200
              Bob Lee                    work    555-0300
            1/4  Contacts  ↑↓ move  ⏎ select  / search  ? help
            """)
    }

    @Test func theDetailIsDimAndTheNameIsNot() {
        let browser = ScriptedBrowser(book, rows: 8, columns: 50)
        let lines = render(browser.state, size: browser.size, colors: true)
        #expect(lines[4].hasPrefix("  Ann Lee\u{1B}[2m (Acme)"))
        #expect(lines[6].hasPrefix("  Bob Lee   "))
    }
}
