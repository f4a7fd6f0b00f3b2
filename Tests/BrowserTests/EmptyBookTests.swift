import Browser
import Store
import Testing
import TestSupport

@Suite("An empty book in the browser")
struct EmptyBookTests {
    @Test func theFirstScreenSaysHowToImportUntilAKeyIsPressed() throws {
        var browser = ScriptedBrowser(try AddressBook.inMemory(), rows: 6, columns: 70)
        expectFrame(browser, """
            Contacts
            Links
            > Settings  ›


            no contacts yet; import some with: phonebook import FILE.vcf
            """)
        browser.resize(rows: 6, columns: 72)  // a resize is not a key: the hint stays
        #expect(browser.state.message == "no contacts yet; import some with: phonebook import FILE.vcf")
        browser.press(.down)
        expectFrame(browser, """
            Contacts
            Links
            > Settings  ›


            1/1  Contacts  ↑↓ move  ⏎ select  / search  ? help  q quit
            """)
    }

    @Test func aSearchThatMatchesNothingIsNotAnEmptyBook() throws {
        let book = try AddressBook.inMemory()
        try SampleBook.seed(book)
        var browser = ScriptedBrowser(book, rows: 6, columns: 70)
        #expect(browser.state.message == nil)
        browser.press(.character("/"))
        browser.type("zebra")
        browser.press(.enter)
        #expect(browser.state.message == nil)
    }
}
