import Browser
import Sections
import Store
import Testing
import TestSupport

/// `y` copies the number or email address under the cursor: the effect the
/// driver writes as OSC 52, and the status line saying what was copied.
@Suite("y copies to the clipboard")
struct CopyKeyTests {
    let book: AddressBook

    init() throws {
        book = try AddressBook.inMemory()
        try SampleBook.seed(book)
    }

    /// Moves the cursor down from the first row to the first row whose cells include `text`.
    private func moveCursor(_ browser: inout ScriptedBrowser, to text: String,
                            sourceLocation: SourceLocation = #_sourceLocation) {
        browser.press(.home)
        for _ in 0..<browser.rowCount {
            if browser.state.current.cursorRow?.cells.contains(where: { $0.text == text }) == true { return }
            browser.press(.down)
        }
        Issue.record("no row of \(text)", sourceLocation: sourceLocation)
    }

    private func copies(_ browser: ScriptedBrowser) -> [String] {
        browser.performed.compactMap { if case let .copyToClipboard(text) = $0 { text } else { nil } }
    }

    @Test func yOnAnEntryCopiesItsNumberAndSaysSo() {
        var browser = ScriptedBrowser(book, rows: 12)
        moveCursor(&browser, to: "+46 70 123 45 67")
        browser.press(.character("y"))
        #expect(copies(browser) == ["+46 70 123 45 67"])
        expectFrame(browser, """
            Contacts
            Links
              Settings        ›
            Favorites
              Ada Lovelace    mobile  555-0005
              Ada Lovelace    home    +44 20 7946 0005
            A
            > Björn Åkesson   mobile  +46 70 123 45 67
              Anna Andersson  mobile  070-555 12 12
            E
              Juliette Émile  work    01 23 45 67 89
            copied +46 70 123 45 67 to the clipboard
            """)
        // The next key clears the message.
        browser.press(.down)
        #expect(browser.state.message == nil)
    }

    @Test func yOnAnEmailLineOfTheInlineDetailCopiesTheAddress() {
        var browser = ScriptedBrowser(book, rows: 16)
        moveCursor(&browser, to: "555-0005")
        browser.press(.enter)
        moveCursor(&browser, to: "ada@example.com")
        browser.press(.character("y"))
        #expect(copies(browser) == ["ada@example.com"])
        expectFrame(browser, """
            Contacts
            Links
              Settings        ›
            Favorites
              Ada Lovelace    mobile  555-0005
                mobile        555-0005
                home          +44 20 7946 0005
            >   home email    ada@example.com
                organization  Analytical Engines
                note          First programmer
                uid           ada
              Ada Lovelace    home    +44 20 7946 0005
            A
              Björn Åkesson   mobile  +46 70 123 45 67
              Anna Andersson  mobile  070-555 12 12
            copied ada@example.com to the clipboard
            """)
    }

    @Test func yOnARowWithNothingToCopySaysSoAndWritesNothing() {
        var browser = ScriptedBrowser(book, rows: 12)
        browser.press(.home)  // the Settings link
        browser.press(.character("y"))
        #expect(copies(browser).isEmpty)
        #expect(browser.state.message == "nothing to copy here: y copies a number or an email address")
    }
}
