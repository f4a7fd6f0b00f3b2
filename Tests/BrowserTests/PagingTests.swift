import Browser
import Reading
import Sections
import Store
import Testing
import TestSupport

@Suite("Pages fetched by key as the user scrolls")
struct PagingTests {
    let book: AddressBook

    init() throws {
        book = try AddressBook.inMemory()
        try SampleBook.seedLarge(book, count: 60)
        try book.setSetting(.pageSize, "4")
    }

    private func isPage(_ effect: BrowserEffect) -> Bool {
        if case .loadPage = effect { return true }
        return false
    }

    @Test func selectingALoadMoreRowFetchesThePageAfterItsKey() throws {
        var browser = ScriptedBrowser(book, holdsPages: true)
        for _ in 0..<5 { browser.press(.down) }  // the Favorites' load-more row
        let request = try #require(browser.state.current.cursorRow?.pageRequest)
        let favorites = try #require(browser.state.current.screen?.section(.favorites))
        #expect(request.after == favorites.rows.compactMap(\.entryKey).last)
        expectFrame(browser, """
            Contacts
            Links
              Settings         ›
            Favorites
              Ada Åkesson
              Grace Åkesson    mobile  555-7-0
              Grace Åkesson    mobile  555-7-1
              Łukasz Lovelace  mobile  555-14-0
            > Load more (7 more contacts)
            A
              Ada Åkesson
              Anna Åkesson     mobile  555-4-0
              Anna Åkesson     mobile  555-4-1
              Émile Åkesson    mobile  555-1-0
              Load more (6 more contacts)
            L
              Ada Lovelace     mobile  555-8-0
              Ada Lovelace     mobile  555-8-1
              Ada Lovelace     mobile  555-8-2
              Anna Lovelace    mobile  555-12-0
              Load more (6 more contacts)
            M
              Ada Müller
            4/70  Contacts  ↑↓ move  ⏎ select  / search  ? help  q quit
            """)
        // Asked once, by prefetch, however often it is selected meanwhile.
        browser.press(.enter, .enter)
        #expect(browser.performed.filter { $0 == .loadPage(request) }.count == 1)
        browser.release { $0 == .loadPage(request) }
        // The page takes the load-more row's place; the cursor is on its first row, on the same line.
        expectFrame(browser, """
            Contacts
            Links
              Settings         ›
            Favorites
              Ada Åkesson
              Grace Åkesson    mobile  555-7-0
              Grace Åkesson    mobile  555-7-1
              Łukasz Lovelace  mobile  555-14-0
            > Łukasz Lovelace  mobile  555-14-1
              Łukasz Lovelace  mobile  555-14-2
              Zoë Müller       mobile  555-42-0
              伟 Núñez         mobile  555-21-0
              Load more (4 more contacts)
            A
              Ada Åkesson
              Anna Åkesson     mobile  555-4-0
              Anna Åkesson     mobile  555-4-1
              Émile Åkesson    mobile  555-1-0
              Load more (6 more contacts)
            L
              Ada Lovelace     mobile  555-8-0
              Ada Lovelace     mobile  555-8-1
              Ada Lovelace     mobile  555-8-2
            4/70  Contacts  ↑↓ move  ⏎ select  / search  ? help  q quit
            """)
        let rows = try #require(browser.state.current.screen?.section(.favorites)?.rows)
        var starred = EntryQuery(sortOrder: .familyFirst, displayOrder: .givenFirst)
        starred.starredOnly = true
        let expected = try book.reader.entries(starred, limit: 8).map(\.key)
        #expect(rows.compactMap(\.entryKey) == expected)
        #expect(rows.last?.kind == .loadMore)
    }

    @Test func scrollingPrefetchesSoTheLoadMoreRowIsRarelySeen() throws {
        var browser = ScriptedBrowser(book, rows: 12, columns: 40)
        // Load-more rows within a screenful below the view were fetched before the first frame.
        #expect(browser.performed.contains(where: isPage))
        for _ in 0..<40 { browser.press(.down) }
        let frame = browser.frame
        #expect(!frame.contains("Load more"))
        // Every page continued the one before: no row twice, none skipped.
        let screen = try #require(browser.state.current.screen)
        for section in screen.sections where section.query != nil {
            let keys = section.rows.compactMap(\.entryKey)
            let query = try #require(section.query)
            let all = try book.reader.entries(query, limit: -1).map(\.key)
            #expect(keys == Array(all.prefix(keys.count)), "\(section.id)")
        }
    }

    @Test func aPageForAScreenThatMovedOnIsDropped() throws {
        var browser = ScriptedBrowser(book, holdsPages: true)
        let stale = browser.held
        #expect(!stale.isEmpty)
        browser.press(.character("/"))
        browser.type("zo")
        let filtered = browser.state
        browser.release { stale.contains($0) }
        #expect(browser.state.current.screen == filtered.current.screen)
        #expect(browser.state.pendingPages.count == browser.held.count)
    }

    @Test func aRebuildKeepsThePagesLoadedAndTheCursorOnItsRow() throws {
        var browser = ScriptedBrowser(book, rows: 12, columns: 40)
        for _ in 0..<30 { browser.press(.down) }
        let cursor = browser.state.current.cursor
        let line = browser.frame.split(separator: "\n").firstIndex { $0.hasPrefix(">") }
        let before = browser.rowCount
        browser.press(.enter)  // toggles a detail: a rebuild of the whole screen
        #expect(browser.state.current.cursor == cursor)
        // The detail's lines, one row per field, right under it.
        let lines = browser.state.current.screen.map { Array($0.rows).filter { $0.nesting == 1 } } ?? []
        #expect(!lines.isEmpty && lines.allSatisfy { $0.selection == cursor.map(RowAction.toggleDetail) })
        #expect(browser.rowCount == before + lines.count)
        #expect(browser.frame.split(separator: "\n").firstIndex { $0.hasPrefix(">") } == line)
    }
}

@Suite("A large book")
struct LargeBookTests {
    @Test func theFirstScreenFetchesOnlyFirstPages() throws {
        let book = try AddressBook.inMemory()
        try SampleBook.seedLarge(book, count: 5000)
        let browser = ScriptedBrowser(book)
        // One build, and no page: the first load-more rows are beyond a screenful below the view.
        #expect(browser.performed.count == 1)
        let screen = try #require(browser.state.current.screen)
        let pageSize = try book.appSettings().pageSize
        // Each section holds at most a page and its load-more row (Links holds one row).
        for section in screen.sections {
            #expect(section.rows.count <= pageSize + 1)
        }
        #expect(browser.rowCount < 5000)
        #expect(screen.sections.contains { $0.rows.last?.kind == .loadMore })
    }
}
