import Browser
import Reading
import Sections
import Store
import Testing
import TestSupport

/// `a`, `e`, `d`, `s` and `u`: the effects each key asks for, the session
/// performing the store's part, and where the cursor lands on the screens
/// rebuilt afterwards. (The editor's part is the driver's: see the tmux tests.)
@Suite("Keys that change the book")
struct ChangeKeysTests {
    let book: AddressBook

    init() throws {
        book = try AddressBook.inMemory()
        try SampleBook.seed(book)
    }

    private func id(_ uid: String) throws -> ContactID {
        try #require(try book.contactIDs(named: uid).first)
    }

    /// Moves the cursor down from the first row to the row of `name` whose cells include `text`.
    private func moveCursor(_ browser: inout ScriptedBrowser, to name: String, _ text: String = "",
                            sourceLocation: SourceLocation = #_sourceLocation) {
        browser.press(.home)
        for _ in 0..<browser.rowCount {
            let cells = browser.state.current.cursorRow?.cells.map(\.text) ?? []
            if cells.first == name && (text.isEmpty || cells.contains(text)) { return }
            browser.press(.down)
        }
        Issue.record("no row of \(name) \(text)", sourceLocation: sourceLocation)
    }

    /// What the driver answers to `.openEditor` once the editor saved: the change made, every screen rebuilt.
    private func edited(_ browser: inout ScriptedBrowser, _ message: String, contact: ContactID) throws {
        let screens = try browser.session.rebuild(browser.state.stack.map(\.request))
        browser.send(.changed(ChangeReport(message, contact: contact, screens: screens)))
    }

    @Test func dAsksNamingTheContactAndItsNumbersAndNLeavesItBe() throws {
        var browser = ScriptedBrowser(book, rows: 30)
        moveCursor(&browser, to: "Alan Turing", "work")
        browser.press(.character("d"))
        #expect(browser.performed.last == .askToRemove(try id("alan")))
        #expect(browser.state.mode == .confirming(.removeContact(try id("alan"), name: "Alan Turing", numbers: 2)))
        #expect(trimmed(browser.frame).hasSuffix("\nRemove Alan Turing (2 numbers)? y/n"))
        let asked = browser.performed.count
        browser.press(.character("n"))
        #expect(browser.state.mode == .normal && browser.performed.count == asked)
        #expect(try book.contactDetail(try id("alan")) != nil)
        #expect(browser.state.current.cursorRow?.cells.map(\.text).contains("555-0142") == true)
    }

    @Test func dThenYRemovesTheContactAndTheRowThatTookItsPlaceGetsTheCursor() throws {
        var browser = ScriptedBrowser(book, rows: 30)
        moveCursor(&browser, to: "Alan Turing", "home")
        let alan = try id("alan"), stack = browser.state.stack.map(\.request)
        browser.press(.character("d"), .character("y"))
        #expect(browser.performed.suffix(2) == [.askToRemove(alan), .change(.remove(alan), then: stack)])
        #expect(try book.contactIDs(named: "alan").isEmpty)
        #expect(try book.history().first?.summary == "remove Alan Turing")
        expectFrame(browser, """
            Contacts
            Links
              Settings        ›
            Favorites
              Ada Lovelace    mobile  555-0005
              Ada Lovelace    home    +44 20 7946 0005
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
              Zoë Quist       home    555-0177
            #
            > +1 555 0100     other   +1 555 0100
              王伟            mobile  138 0013 8000






            removed Alan Turing
            """)
    }

    @Test func uUndoesTheLatestChangeKeepingTheFilterAndSaysWhatItUndid() throws {
        var browser = ScriptedBrowser(book, rows: 20)
        browser.press(.character("/"))
        browser.type("a")
        browser.press(.enter)
        moveCursor(&browser, to: "Alan Turing", "work")
        browser.press(.character("d"), .character("y"))
        #expect(browser.state.current.search == "a")
        expectFrame(browser, """
            Contacts  /a
            Links
              Settings        ›
            Favorites
              Ada Lovelace    mobile  555-0005
              Ada Lovelace    home    +44 20 7946 0005
            A
              Björn Åkesson   mobile  +46 70 123 45 67
              Anna Andersson  mobile  070-555 12 12
            H
              Grace Hopper
            L
              Ada Lovelace    mobile  555-0005
              Ada Lovelace    home    +44 20 7946 0005
            N
            > José Núñez      mobile  +34 600 111 222



            removed Alan Turing
            """)
        let stack = browser.state.stack.map(\.request)
        browser.press(.character("u"))
        #expect(browser.performed.last == .change(.undo, then: stack))
        expectFrame(browser, """
            Contacts  /a
            Links
              Settings        ›
            Favorites
              Ada Lovelace    mobile  555-0005
              Ada Lovelace    home    +44 20 7946 0005
            A
              Björn Åkesson   mobile  +46 70 123 45 67
              Anna Andersson  mobile  070-555 12 12
            H
              Grace Hopper
            L
              Ada Lovelace    mobile  555-0005
              Ada Lovelace    home    +44 20 7946 0005
            N
            > José Núñez      mobile  +34 600 111 222
            T
              Alan Turing     home    555-0199
              Alan Turing     work    555-0142
            undid: remove Alan Turing
            """)
        browser.press(.character("u"))  // the seed starred Ada: that is the change before
        #expect(browser.state.message == "undid: star Ada Lovelace")
        browser.press(.character("u"))
        #expect(browser.state.message == "nothing to undo")
    }

    @Test func sStarsAndUnstarsAndTheCursorStaysWithTheContact() throws {
        var browser = ScriptedBrowser(book, rows: 30)
        moveCursor(&browser, to: "Grace Hopper")
        let grace = browser.state.current.cursor, stack = browser.state.stack.map(\.request)
        browser.press(.character("s"))
        #expect(browser.performed.last == .change(.toggleStar(try id("grace")), then: stack))
        #expect(browser.state.current.cursor == grace)
        expectFrame(browser, """
            Contacts
            Links
              Settings        ›
            Favorites
              Grace Hopper
              Ada Lovelace    mobile  555-0005
              Ada Lovelace    home    +44 20 7946 0005
            A
              Björn Åkesson   mobile  +46 70 123 45 67
              Anna Andersson  mobile  070-555 12 12
            E
              Juliette Émile  work    01 23 45 67 89
            H
            > Grace Hopper
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
              +1 555 0100     other   +1 555 0100
              王伟            mobile  138 0013 8000


            starred Grace Hopper
            """)
        // Unstarred from under Favorites, its row there goes: the cursor goes with the contact, to its letter.
        browser.press(.home, .down)
        #expect(browser.state.current.cursorRow?.cells.first?.text == "Grace Hopper")
        browser.press(.character("s"))
        #expect(browser.state.message == "unstarred Grace Hopper")
        #expect(browser.state.current.cursor == grace)
        #expect(try book.contactDetail(try id("grace"))?.isStarred == false)
    }

    @Test func eAndAAskTheDriverForTheEditorOnTheContactOrABlankForm() throws {
        var browser = ScriptedBrowser(book, rows: 30)
        moveCursor(&browser, to: "Alan Turing", "work")
        let stack = browser.state.stack.map(\.request)
        browser.press(.character("e"))
        #expect(browser.performed.last == .openEditor(.edit(try id("alan")), then: stack))
        browser.press(.character("a"))
        #expect(browser.performed.last == .openEditor(.add, then: stack))
        #expect(browser.session.run(.openEditor(.add, then: stack)) == nil)  // the driver's own
    }

    @Test func anEditedContactKeepsTheCursorUnderItsNewNameAndLetter() throws {
        var browser = ScriptedBrowser(book, rows: 30)
        moveCursor(&browser, to: "Alan Turing", "work")
        let alan = try id("alan")
        try book.replace(alan, with: SampleBook.record("alan", "Alan Young", "Alan", "Young",
                                                       phones: [("home", "555-0199"), ("work", "555-0142")]))
        try edited(&browser, "edited Alan Young", contact: alan)
        #expect(browser.state.current.cursor == RowID(section: .letter("Y"), item: .phone(alan, 1)))
        expectFrame(browser, """
            Contacts
            Links
              Settings        ›
            Favorites
              Ada Lovelace    mobile  555-0005
              Ada Lovelace    home    +44 20 7946 0005
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
              Zoë Quist       home    555-0177
            Y
              Alan Young      home    555-0199
            > Alan Young      work    555-0142
            #
              +1 555 0100     other   +1 555 0100
              王伟            mobile  138 0013 8000



            edited Alan Young
            """)
        // The number under the cursor edited away: the contact's first row.
        try book.replace(alan, with: SampleBook.record("alan", "Alan Young", "Alan", "Young", phones: [("home", "555-0199")]))
        try edited(&browser, "edited Alan Young", contact: alan)
        #expect(browser.state.current.cursor == RowID(section: .letter("Y"), item: .phone(alan, 0)))
    }

    @Test func anAddedContactGetsTheCursor() throws {
        var browser = ScriptedBrowser(book, rows: 30)
        let charles = try book.add(SampleBook.record("charles", "Charles Babbage", "Charles", "Babbage",
                                                     phones: [("work", "555-1833")]))
        try edited(&browser, "added Charles Babbage", contact: charles)
        #expect(browser.state.current.cursor == RowID(section: .letter("B"), item: .phone(charles, 0)))
        #expect(browser.state.message == "added Charles Babbage")
    }

    @Test func onARowOfNoContactEDAndSSayNoContactHere() throws {
        var browser = ScriptedBrowser(book, rows: 12, columns: 40)
        #expect(browser.state.current.cursorRow?.cells.first?.text == "Settings")
        let before = browser.performed.count
        for key in ["e", "d", "s"] {
            browser.press(.character(Character(key)))
            #expect(browser.performed.count == before, "\(key)")
            #expect(trimmed(browser.frame).hasSuffix("\nno contact here"), "\(key)")
        }
        browser.press(.character("a"))
        #expect(browser.performed.last == .openEditor(.add, then: browser.state.stack.map(\.request)))
    }

    @Test func whileSearchingTheKeysAreTyped() {
        var browser = ScriptedBrowser(book, rows: 12, columns: 40)
        browser.press(.character("/"))
        browser.type("adseu")
        #expect(browser.state.mode == .searching("adseu"))
        #expect(!browser.performed.contains {
            switch $0 {
            case .change, .openEditor, .askToRemove: return true
            default: return false
            }
        })
    }

    @Test func theSessionSaysWhenAContactScreensContactIsGoneAndWhenAChangeFails() throws {
        let alan = try id("alan")
        let session = BrowserSession(book: book, build: .release)
        let requests = [ScreenRequest(.contacts), ScreenRequest(.contact(alan))]
        let report = try session.make(.remove(alan), then: requests)
        #expect(report.message == "removed Alan Turing")
        #expect(report.screens.map(\.request) == requests)
        #expect(report.screens[0].screen != nil && report.screens[1].screen == nil)
        #expect(session.run(.change(.toggleStar(alan), then: requests)) == .contactGone("that contact is gone"))
        #expect(session.run(.askToRemove(alan)) == .contactGone("that contact is gone"))
    }
}
