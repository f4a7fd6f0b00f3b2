import Browser
import Reading
import Sections
import Store
import Testing
import TestSupport

/// End on a book larger than its pages: the last page is read backwards
/// from the end of the last section, below a gap that fills as the user
/// scrolls up. Pages of 4 rows, so that gaps show on a small screen.
/// The generated book repeats names: its frames leave the Duplicates link
/// out, its count held.
@Suite("End: the true last row, read from the end")
struct EndTests {
    let book: AddressBook

    init() throws {
        book = try AddressBook.inMemory()
        try SampleBook.seedLarge(book, count: 200)
        try book.setSetting(.pageSize, "4")
    }

    /// Every entry of the book's last section, in list order.
    private func lastSection() throws -> [PhoneEntry] {
        try book.reader.entries(EntryQuery(sortOrder: .familyFirst, displayOrder: .givenFirst, section: "#"), limit: -1)
    }

    @Test func endReadsTheLastPageBackwardsAndLandsOnTheLastRowAt80x24() throws {
        var browser = ScriptedBrowser(book, holdsPages: true, holdsDuplicates: true)
        browser.release { if case .loadPage = $0 { true } else { false } }
        let before = browser.performed.count
        browser.press(.end)
        // Until the page is there, the cursor is on the last row loaded: the section's load-more row.
        let request = try #require(browser.state.current.cursorRow?.pageRequest)
        // First the last section's page; then, read backwards too, the sections whose
        // load-more rows are in view above the cursor (pages of 4 rows are short).
        #expect(browser.performed.dropFirst(before).first == .loadPage(request, direction: .backward))
        #expect(browser.performed.dropFirst(before).allSatisfy {
            if case .loadPage(_, .backward) = $0 { return true } else { return false }
        })
        expectFrame(browser, """
            Contacts
              Ada Turing     mobile  555-128-2
              Anna Turing
              Anna Turing    mobile  555-132-0
              Load more (12 more contacts)
            Y
              Ada Young      mobile  555-64-0
              Ada Young      mobile  555-64-1
              Ada Young      mobile  555-136-0
              Ada Young      mobile  555-136-1
              Load more (14 more contacts)
            Z
              Ada Zola       mobile  555-24-0
              Ada Zola       mobile  555-96-0
              Ada Zola       mobile  555-168-0
              Anna Zola      mobile  555-28-0
              Load more (21 more contacts)
            #
              Ada 王         mobile  555-32-0
              Ada 王         mobile  555-32-1
              Ada 王         mobile  555-32-2
              Ada 王         mobile  555-104-0
            > Load more (23 more contacts)
            208/230  Contacts  ↑↓ move  ⏎ select  / search  ? help  q quit
            """)
        browser.release { $0 == .loadPage(request, direction: .backward) }
        // The last four rows of the book under the gap, the cursor on the very last.
        expectFrame(browser, """
            Contacts
            Y
              Ada Young      mobile  555-64-0
              Ada Young      mobile  555-64-1
              Ada Young      mobile  555-136-0
              Ada Young      mobile  555-136-1
              Load more (14 more contacts)
            Z
              Ada Zola       mobile  555-24-0
              Ada Zola       mobile  555-96-0
              Ada Zola       mobile  555-168-0
              Anna Zola      mobile  555-28-0
              Load more (21 more contacts)
            #
              Ada 王         mobile  555-32-0
              Ada 王         mobile  555-32-1
              Ada 王         mobile  555-32-2
              Ada 王         mobile  555-104-0
              Load more (21 more contacts)
              伟 王          mobile  555-109-0
              伟 王          mobile  555-109-1
              伟 王          mobile  555-181-0
            > 伟 王          mobile  555-181-1
            230/230  Contacts  ↑↓ move  ⏎ select  / search  ? help  q quit
            """)
        let rows = try #require(browser.state.current.screen?.section(.letter("#"))?.rows)
        #expect(Array(rows.suffix(4).compactMap(\.entryKey)) == Array(try lastSection().suffix(4).map(\.key)))
        #expect(browser.state.current.cursor == rows.last?.id)
        // What fills the gap is read backwards from the rows below it.
        let gap = try #require(rows.first { $0.kind == .loadMore }?.pageRequest)
        #expect(browser.held.contains(.loadPage(gap, direction: .backward)))
        #expect(!browser.held.contains(.loadPage(gap, direction: .forward)))
    }

    @Test func endAt40x12() throws {
        var browser = ScriptedBrowser(book, rows: 12, columns: 40, holdsPages: true, holdsDuplicates: true)
        browser.release { if case .loadPage = $0 { true } else { false } }
        browser.press(.character("G"))
        expectFrame(browser, """
            Contacts
              Ada Zola       mobile  555-96-0
              Ada Zola       mobile  555-168-0
              Anna Zola      mobile  555-28-0
              Load more (21 more contacts)
            #
              Ada 王         mobile  555-32-0
              Ada 王         mobile  555-32-1
              Ada 王         mobile  555-32-2
              Ada 王         mobile  555-104-0
            > Load more (23 more contacts)
            208/230  Contacts  ↑↓ move  ⏎ select
            """)
        browser.release { if case .loadPage(_, .backward) = $0 { return true } else { return false } }
        expectFrame(browser, """
            Contacts
            #
              Ada 王         mobile  555-32-0
              Ada 王         mobile  555-32-1
              Ada 王         mobile  555-32-2
              Ada 王         mobile  555-104-0
              Load more (21 more contacts)
              伟 王          mobile  555-109-0
              伟 王          mobile  555-109-1
              伟 王          mobile  555-181-0
            > 伟 王          mobile  555-181-1
            230/230  Contacts  ↑↓ move  ⏎ select
            """)
    }

    /// With the default page size, End on a book of thousands costs one read:
    /// the last page of the last section, and nothing else.
    @Test func endIsOneReadOnALargeBook() throws {
        let large = try AddressBook.inMemory()
        try SampleBook.seedLarge(large, count: 3000)
        var browser = ScriptedBrowser(large, holdsDuplicates: true)
        let before = browser.performed.count
        browser.press(.end)
        let pages = browser.performed.dropFirst(before)
        #expect(pages.count == 1)
        guard case let .loadPage(request, .backward)? = pages.first else {
            Issue.record("End read no page backwards: \(pages)"); return
        }
        #expect(request.section == .letter("#") && request.before == nil)
        let last = try large.reader.entries(EntryQuery(sortOrder: .familyFirst, displayOrder: .givenFirst), before: nil, limit: 1)
        #expect(browser.state.current.cursorRow?.entryKey == last.first?.key)
        let counts = try large.counts(), total = 1 + counts.starred + counts.contacts
        #expect(browser.frame.split(separator: "\n").last?.hasPrefix("\(total)/\(total)  Contacts") == true)
    }

    @Test func homeGoesBackToTheTop() throws {
        var browser = ScriptedBrowser(book, holdsDuplicates: true)
        let first = browser.frame
        browser.press(.end)
        #expect(browser.frame != first)
        browser.press(.home)
        #expect(browser.frame == first)
        browser.press(.end, .character("g"))
        #expect(browser.frame == first)
    }

    /// Scrolling up from End, row by row to the top, the cursor is on the
    /// same row and the status says the same "N/TOTAL" as on a screen that
    /// loaded every row at once: a row below a gap is numbered from the end,
    /// and each section is met from its last row.
    @Test(arguments: [nil, "zo"])
    func scrollingUpFromEndMatchesTheWholeListRowByRow(search: String?) throws {
        let whole = try AddressBook.inMemory()
        try SampleBook.seedLarge(whole, count: 200)
        try whole.setSetting(.pageSize, "10000")
        var paged = ScriptedBrowser(book, rows: 12, columns: 40, holdsDuplicates: true)
        var full = ScriptedBrowser(whole, rows: 12, columns: 40, holdsDuplicates: true)
        if let search {
            paged.press(.character("/")); paged.type(search); paged.press(.enter)
            full.press(.character("/")); full.type(search); full.press(.enter)
        }
        paged.press(.end)
        full.press(.end)
        let status = { (browser: ScriptedBrowser) in browser.frame.split(separator: "\n").last.map(String.init) }
        // From the last row to the first, across every section and Favorites.
        for _ in 0..<full.rowCount {
            #expect(paged.state.current.cursor == full.state.current.cursor)
            #expect(status(paged) == status(full))
            paged.press(.up)
            full.press(.up)
        }
        #expect(paged.state.current.cursor == full.state.current.screen?.rows.first { _ in true }?.id)
        #expect(paged.state.current.screen?.section(.letter("#"))?.rows
                == full.state.current.screen?.section(.letter("#"))?.rows)
    }

    /// After End and Home, scrolling down reads each gap forwards until it
    /// meets the rows read from the end: every row once, in order, as on a
    /// screen that loaded every row at once.
    @Test func scrollingDownAfterEndAndHomeClosesTheGapFromAbove() throws {
        let whole = try AddressBook.inMemory()
        try SampleBook.seedLarge(whole, count: 200)
        try whole.setSetting(.pageSize, "10000")
        var paged = ScriptedBrowser(book, rows: 12, columns: 40, holdsDuplicates: true)
        var full = ScriptedBrowser(whole, rows: 12, columns: 40, holdsDuplicates: true)
        paged.press(.end, .home)
        full.press(.end, .home)
        for _ in 0..<full.rowCount {
            #expect(paged.state.current.cursor == full.state.current.cursor)
            #expect(paged.frame.split(separator: "\n").last == full.frame.split(separator: "\n").last)
            paged.press(.down)
            full.press(.down)
        }
        #expect(paged.state.current.screen == full.state.current.screen)
    }

    @Test func aRebuildAtTheEndKeepsTheRowsReadFromTheEndAndTheCursorOnItsLine() throws {
        var browser = ScriptedBrowser(book, holdsDuplicates: true)
        browser.press(.end, .up)
        let cursor = browser.state.current.cursor
        let line = browser.frame.split(separator: "\n").firstIndex { $0.hasPrefix(">") }
        let rows = browser.rowCount
        browser.press(.enter)  // the row's detail: a rebuild of the whole screen
        #expect(browser.state.current.cursor == cursor)
        // The detail's lines, one row per field, right under it.
        let lines = browser.state.current.screen.map { Array($0.rows).filter { $0.nesting == 1 } } ?? []
        #expect(!lines.isEmpty && lines.allSatisfy { $0.selection == cursor.map(RowAction.toggleDetail) })
        #expect(browser.rowCount == rows + lines.count)
        #expect(browser.frame.split(separator: "\n").firstIndex { $0.hasPrefix(">") } == line)
        expectFrame(browser, """
            Contacts
              José 王          mobile  555-179-0
              José 王          mobile  555-179-1
              José 王          mobile  555-179-2
              Łukasz 王        mobile  555-38-0
              Łukasz 王        mobile  555-38-1
              Łukasz 王        mobile  555-38-2
              Łukasz 王
              Łukasz 王        mobile  555-182-0
              Łukasz 王        mobile  555-182-1
              Łukasz 王        mobile  555-182-2
              Zoë 王           mobile  555-34-0
              Zoë 王           mobile  555-34-1
              Zoë 王           mobile  555-106-0
              Zoë 王           mobile  555-106-1
              Zoë 王           mobile  555-178-0
              Zoë 王           mobile  555-178-1
              伟 王            mobile  555-37-0
              伟 王            mobile  555-37-1
              伟 王            mobile  555-109-0
              伟 王            mobile  555-109-1
            > 伟 王            mobile  555-181-0
                mobile  555-181-0
            230/230  Contacts  ↑↓ move  ⏎ select  / search  ? help  q quit
            """)
    }

    /// Wherever scrolling up from End has got to (Favorites included), a
    /// rebuild reads the same rows again, from both ends of each section.
    @Test func aRebuildAnywhereAfterEndKeepsEveryRowRead() throws {
        var browser = ScriptedBrowser(book, rows: 12, columns: 40, holdsDuplicates: true)
        browser.press(.end)
        var visited: Set<SectionID> = []
        while browser.state.current.cursor?.section != .links {
            let before = browser.state.current.screen
            let cursor = try #require(browser.state.current.cursor)
            if browser.state.current.cursorRow?.entryKey != nil {
                visited.insert(cursor.section)
                browser.press(.enter, .enter)  // the detail shown, then hidden: two rebuilds
                #expect(browser.state.current.cursor == cursor)
                #expect(browser.state.current.screen == before, "\(cursor)")
            }
            for _ in 0..<7 { browser.press(.up) }
        }
        #expect(visited.contains(.favorites) && visited.contains(.letter("#")) && visited.contains(.letter("A")))
    }

    @Test func theTotalCountsTheContactsOfTheWholeList() throws {
        let browser = ScriptedBrowser(book, holdsDuplicates: true)
        let counts = try book.counts()
        // Links, each starred contact under Favorites, and every contact under its letter.
        let total = 1 + counts.starred + counts.contacts
        #expect(browser.frame.split(separator: "\n").last?.hasPrefix("1/\(total)  Contacts") == true)
    }
}
