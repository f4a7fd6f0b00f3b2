import Contacts
import Reading
import Store
import Testing
import TestSupport
@testable import Sections

@Suite("Load-more rows and paging by key")
struct PagingTests {
    let book: AddressBook

    init() throws {
        book = try AddressBook.inMemory()
        try SampleBook.seedLarge(book, count: 3000)
    }

    private func entryKeys(_ rows: [Row]) -> [EntryKey] { rows.compactMap(\.entryKey) }

    /// Every entry of `section`, fetched in one go.
    private func everything(_ section: String, _ state: ContactsState) throws -> [Row] {
        try EntryPages.page(state.query.inSection(section), section: .letter(section), size: nil, in: book.reader).rows
    }

    @Test func rowIdentitiesAreUniqueOnALargeBook() throws {
        var state = ContactsState(settings: AppSettings())
        let full = try ContactsScreen.build(state, from: book.reader)
        for (number, row) in full.rows.enumerated() where row.entryKey != nil && number % 5 == 0 {
            state.expanded.insert(row.id)
        }
        let screen = try ContactsScreen.build(state, from: book.reader)
        let ids = Array(screen.rows.map(\.id))
        #expect(ids.count > 6000)
        #expect(Set(ids).count == ids.count)
        #expect(Set(ids.map(\.description)).count == ids.count)
    }

    @Test(arguments: [nil, "zoe", "555-1"])
    func aPageEndsInALoadMoreRowThatContinuesByKey(search: String?) throws {
        let state = ContactsState(settings: AppSettings(), search: search, pages: .loadMore(size: 20))
        let screen = try ContactsScreen.build(state, from: book.reader)
        for section in screen.sections where section.query != nil && section.id != .favorites {
            let title = section.title
            let all = try everything(title, state)
            var shown = section.rows.filter { $0.kind != .loadMore }
            #expect(entryKeys(shown) == Array(entryKeys(all).prefix(20)))
            var next = section.rows.last?.as(LoadMoreRow.self)?.request
            while let request = next {
                // What is left, in contacts, is exactly what the rest of the section holds.
                let rest = all.compactMap(\.entryKey).filter { $0 > request.after }
                #expect(request.remaining == Set(rest.map(\.contactID)).count, "\(title)")
                let page = try EntryPages.page(continuing: request, size: 20, in: book.reader)
                shown += page.rows
                next = page.next
            }
            #expect(shown == all, "section \(title) paged by key gives every row once")
        }
        // Every matching entry is in some section.
        let total = try book.reader.entries(state.query, limit: -1).count
        let everySection = try screen.sections.filter { $0.query != nil && $0.id != .favorites }
            .map { try everything($0.title, state).count }
        #expect(everySection.reduce(0, +) == total && total > 0)
    }

    @Test func cuttingInMemoryCountsWhatRemainsLikeTheStore() throws {
        // Fetch 50 rows, then cut to 7: the load-more row must tell the same
        // story as a screen that fetched only 7.
        let wide = ContactsState(settings: AppSettings(), pages: .continued(size: 50))
        let narrow = ContactsState(settings: AppSettings(), pages: .loadMore(size: 7))
        let fromWide = try ContactsScreen.sections(wide, from: book.reader).decorated(by: [LoadMoreRows(pageSize: 7)], using: book.reader)
        let fromNarrow = try ContactsScreen.build(narrow, from: book.reader)
        #expect(fromWide == fromNarrow)
    }

    @Test func appendingAPageReplacesTheLoadMoreRow() throws {
        let state = ContactsState(settings: AppSettings(), pages: .loadMore(size: 10))
        let screen = try ContactsScreen.build(state, from: book.reader)
        let section = try #require(screen.sections.first { $0.query != nil && $0.id != .favorites })
        let request = try #require(section.rows.last?.as(LoadMoreRow.self)?.request, "no load-more row")
        #expect(screen.selection(of: RowID(section: section.id, item: .loadMore)) == .loadMore(request))
        let page = try EntryPages.page(continuing: request, size: 10, in: book.reader)
        let longer = LoadMoreRows.appending(page, continuing: request, to: screen)
        let rows = try #require(longer.section(section.id)?.rows)
        #expect(entryKeys(rows) == Array(entryKeys(try everything(section.title, state)).prefix(20)))
        #expect(rows.filter { $0.kind == .loadMore }.count == 1 && rows.last?.kind == .loadMore)
        // A rebuild that keeps the 20 rows shown gives the same screen.
        let rebuilt = try ContactsScreen.build(ContactsState(settings: AppSettings(), pages: .loadMore(size: 10),
                                                             paging: [section.id: SectionPaging(head: 20)]), from: book.reader)
        #expect(rebuilt.section(section.id) == longer.section(section.id))
    }

    /// The contract `ScreenDecorator` states: decorators add no section and
    /// know nothing of each other, so every order of them builds the same
    /// screen; Favorites, layered over the base before any decorator runs,
    /// is cut and detailed like the other sections. And `ContactsScreen.build` gives
    /// that screen too, reading only the page instead of cutting it.
    @Test func decoratorsComposeInEveryOrderWithFavoritesIncluded() throws {
        let state = ContactsState(settings: AppSettings(), pages: .continued(size: 30))
        let base = try ContactsScreen.sections(state, from: book.reader)
        #expect(base.sections.map(\.id).prefix(2) == [.links, .favorites])
        let expanded = Set(base.sections.compactMap { $0.rows.dropFirst(2).first?.id }
            + base.sections.compactMap { $0.rows.dropFirst(25).first?.id })
        let decorators: [any ScreenDecorator] = [InlineDetail(expanded: expanded), LoadMoreRows(pageSize: 5)]
        var screens: [Screen] = []
        for order in permutations(of: Array(decorators.indices)) {
            let screen = try base.decorated(by: order.map { decorators[$0] }, using: book.reader)
            let ids = Array(screen.rows.map(\.id))
            #expect(Set(ids).count == ids.count)
            #expect(screen.sections.map(\.id).prefix(2) == [.links, .favorites])
            for section in screen.sections where section.query != nil {
                // Each page: 5 entries, the detail's lines right under each expanded one shown, then load more.
                #expect(section.rows.filter { $0.entryKey != nil }.count == 5, "\(section.id)")
                #expect(section.rows.last?.kind == .loadMore, "\(section.id)")
                for (above, row) in zip(section.rows, section.rows.dropFirst()) where row.nesting == 1 {
                    #expect(expanded.contains(above.id) || above.selection == row.selection)
                }
                for row in section.rows where expanded.contains(row.id) {
                    #expect(section.rows.contains { $0.nesting == 1 && $0.selection == .toggleDetail(row.id) })
                }
            }
            #expect(screen.section(.favorites)?.rows.contains { $0.nesting == 1 } == true)
            screens.append(screen)
        }
        #expect(screens.count == 2)
        #expect(screens.allSatisfy { $0 == screens[0] })
        let built = ContactsState(settings: AppSettings(), pages: .loadMore(size: 5), expanded: expanded)
        #expect(try ContactsScreen.build(built, from: book.reader) == screens[0])
    }

    /// Every order of `items`.
    private func permutations(of items: [Int]) -> [[Int]] {
        guard items.count > 1 else { return [items] }
        return items.indices.flatMap { index in
            var rest = items
            let first = rest.remove(at: index)
            return permutations(of: rest).map { [first] + $0 }
        }
    }
}
