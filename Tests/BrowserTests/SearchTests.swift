import Browser
import Sections
import Store
import Testing
import TestSupport

@Suite("Search as you type")
struct SearchTests {
    let book: AddressBook

    init() throws {
        book = try AddressBook.inMemory()
        try SampleBook.seed(book)
    }

    @Test func typingFiltersEnterKeepsTheFilterEscapeClearsIt() {
        var browser = ScriptedBrowser(book, rows: 12, columns: 40)
        browser.press(.character("/"))
        browser.type("jo")
        expectFrame(browser, """
            Contacts  /jo
            Links
            > Settings       ›
            A
              Björn Åkess…  mobile  +46 70 123 45 67
            N
              José Núñez     mobile  +34 600 111 222




            /jo_  ⏎ keep  esc clear
            """)
        browser.press(.backspace)
        expectFrame(browser, """
            Contacts  /j
            Links
            > Settings       ›
            A
              Björn Åkess…  mobile  +46 70 123 45 67
            E
              Juliette Émi…  work    01 23 45 67 89
            N
              José Núñez     mobile  +34 600 111 222


            /j_  ⏎ keep  esc clear
            """)
        browser.press(.backspace)
        browser.type("ada")
        browser.press(.enter)
        #expect(browser.state.mode == .normal && browser.state.current.search == "ada")
        expectFrame(browser, """
            Contacts  /ada
            Links
            > Settings      ›
            Favorites
              Ada Lovelace  mobile  555-0005
              Ada Lovelace  home    +44 20 7946 0005
            L
              Ada Lovelace  mobile  555-0005
              Ada Lovelace  home    +44 20 7946 0005


            1/3  Contacts  ↑↓ move  ⏎ select
            """)
        // Esc on the first screen drops the kept filter.
        browser.press(.escape)
        #expect(browser.state.current.search == nil && browser.state.mode == .normal)
        #expect(browser.rowCount == 15)
        // "/" then Esc: the same.
        browser.press(.character("/"))
        browser.type("zz")
        #expect(browser.rowCount == 1)  // the Links section stays
        browser.press(.escape)
        #expect(browser.state.current.search == nil && browser.state.mode == .normal)
        #expect(browser.rowCount == 15)
    }

    @Test func aResultForAnOlderQueryIsDroppedNeverShownOverANewerOne() {
        var browser = ScriptedBrowser(book)
        browser.holdsSearches = true
        browser.press(.character("/"))
        browser.type("an")
        #expect(browser.held.count == 2)
        let generations = browser.held.compactMap { effect -> Int? in
            if case let .search(_, generation) = effect { return generation }
            return nil
        }
        #expect(generations == [1, 2])
        let answers = browser.held.compactMap { browser.session.run($0) }
        // The newer answer arrives first, then the older one.
        browser.send(answers[1])
        let newer = browser.state
        expectFrame(browser, """
            Contacts  /an
            Links
            > Settings        ›
            Favorites
              Ada Lovelace    mobile  555-0005
              Ada Lovelace    home    +44 20 7946 0005
            A
              Anna Andersson  mobile  070-555 12 12
            L
              Ada Lovelace    mobile  555-0005
              Ada Lovelace    home    +44 20 7946 0005
            T
              Alan Turing     home    555-0199
              Alan Turing     work    555-0142









            /an_  ⏎ keep  esc clear
            """)
        browser.send(answers[0])
        #expect(browser.state == newer)
        // In order, the older is shown and then replaced.
        browser.send(.edit(.deleteBackward))
        let latest = browser.held.last.flatMap { browser.session.run($0) }
        browser.send(answers[1])
        #expect(browser.state.current.screen == newer.current.screen)  // generation 2 is stale now too
        if let latest { browser.send(latest) }
        #expect(browser.state.current.screen != newer.current.screen)
        #expect(browser.state.current.search == "a")
    }

    @Test func theCursorAndOpenDetailsSurviveFiltering() {
        var browser = ScriptedBrowser(book)
        browser.press(.end)
        for _ in 0..<7 { browser.press(.up) }  // Ada Lovelace, mobile, under L
        let ada = browser.state.current.cursor
        browser.press(.enter)
        browser.press(.character("/"))
        browser.type("ada")
        #expect(browser.state.current.cursor == ada)
        expectFrame(browser, """
            Contacts  /ada
            Links
              Settings      ›
            Favorites
              Ada Lovelace  mobile  555-0005
              Ada Lovelace  home    +44 20 7946 0005
            L
            > Ada Lovelace  mobile  555-0005
                mobile        555-0005
                home          +44 20 7946 0005
                home email    ada@example.com
                organization  Analytical Engines
                note          First programmer
                uid           ada
              Ada Lovelace  home    +44 20 7946 0005








            /ada_  ⏎ keep  esc clear
            """)
        browser.press(.escape)
        #expect(browser.state.current.cursor == ada && browser.state.current.expanded == [ada!])
    }

    @Test func whenTheCursorRowIsFilteredOutItTakesTheNearestPreviousRowLeft() {
        var browser = ScriptedBrowser(book)
        for _ in 0..<6 { browser.press(.down) }  // Grace Hopper, under H
        browser.press(.character("/"))
        browser.type("ada")
        // H is gone; of the rows above Grace, Ada's home number under Favorites is the nearest left.
        #expect(browser.state.current.cursorRow?.id.section == .favorites)
        expectFrame(browser, """
            Contacts  /ada
            Links
              Settings      ›
            Favorites
              Ada Lovelace  mobile  555-0005
            > Ada Lovelace  home    +44 20 7946 0005
            L
              Ada Lovelace  mobile  555-0005
              Ada Lovelace  home    +44 20 7946 0005














            /ada_  ⏎ keep  esc clear
            """)
    }

    @Test func searchIsOnlyOnTheContactsScreen() {
        var browser = ScriptedBrowser(book)
        browser.press(.enter, .character("/"))
        #expect(browser.state.mode == .normal && browser.state.message != nil)
        #expect(!browser.performed.contains { if case .search = $0 { return true } else { return false } })
    }
}
