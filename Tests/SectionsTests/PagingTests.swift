import Contacts
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
        try EntryPages.page(state.query.inSection(section), section: .letter(section), size: nil, in: book).rows
    }

    @Test func rowIdentitiesAreUniqueOnALargeBook() throws {
        let state = ContactsState(settings: AppSettings())
        var expanded: Set<RowID> = []
        let full = try ContactsScreen.build(state, from: book)
        for (number, row) in full.rows.enumerated() where row.entryKey != nil && number % 5 == 0 { expanded.insert(row.id) }
        let screen = try full.decorated(by: [FavoritesSection(query: state.query), InlineDetail(expanded: expanded)],
                                        using: book)
        let ids = Array(screen.rows.map(\.id))
        #expect(ids.count > 6000)
        #expect(Set(ids).count == ids.count)
        #expect(Set(ids.map(\.description)).count == ids.count)
    }

    @Test(arguments: [nil, "zoe", "555-1"])
    func aPageEndsInALoadMoreRowThatContinuesByKey(search: String?) throws {
        let state = ContactsState(settings: AppSettings(), search: search, window: 20)
        let screen = try ContactsScreen.build(state, from: book)
            .decorated(by: [LoadMoreRows(pageSize: 20)], using: book)
        for section in screen.sections where section.query != nil {
            let title = section.title
            let all = try everything(title, state)
            var shown = section.rows.filter { $0.kind != .loadMore }
            #expect(entryKeys(shown) == Array(entryKeys(all).prefix(20)))
            var next = section.rows.last?.as(LoadMoreRow.self)?.request
            while let request = next {
                // What is left, in contacts, is exactly what the rest of the section holds.
                let rest = all.compactMap(\.entryKey).filter { $0 > request.after }
                #expect(request.remaining == Set(rest.map(\.contactID)).count, "\(title)")
                let page = try EntryPages.page(continuing: request, size: 20, in: book)
                shown += page.rows
                next = page.next
            }
            #expect(shown == all, "section \(title) paged by key gives every row once")
        }
        // Every matching entry is in some section.
        let total = try book.entries(state.query, limit: -1).count
        let everySection = try screen.sections.filter { $0.query != nil }.map { try everything($0.title, state).count }
        #expect(everySection.reduce(0, +) == total && total > 0)
    }

    @Test func cuttingInMemoryCountsWhatRemainsLikeTheStore() throws {
        // Fetch 50 rows, then cut to 7: the load-more row must tell the same
        // story as a screen that fetched only 7.
        let wide = ContactsState(settings: AppSettings(), window: 50)
        let narrow = ContactsState(settings: AppSettings(), window: 7)
        let fromWide = try ContactsScreen.build(wide, from: book).decorated(by: [LoadMoreRows(pageSize: 7)], using: book)
        let fromNarrow = try ContactsScreen.build(narrow, from: book).decorated(by: [LoadMoreRows(pageSize: 7)], using: book)
        #expect(fromWide == fromNarrow)
    }

    @Test func appendingAPageReplacesTheLoadMoreRow() throws {
        let state = ContactsState(settings: AppSettings(), window: 10)
        let screen = try ContactsScreen.build(state, from: book).decorated(by: [LoadMoreRows(pageSize: 10)], using: book)
        let section = try #require(screen.sections.first { $0.query != nil })
        let request = try #require(section.rows.last?.as(LoadMoreRow.self)?.request, "no load-more row")
        #expect(screen.selection(of: RowID(section: section.id, item: .loadMore)) == .loadMore(request))
        let page = try EntryPages.page(continuing: request, size: 10, in: book)
        let longer = LoadMoreRows.appending(page, continuing: request, to: screen)
        let rows = try #require(longer.section(section.id)?.rows)
        #expect(entryKeys(rows) == Array(entryKeys(try everything(section.title, state)).prefix(20)))
        #expect(rows.filter { $0.kind == .loadMore }.count == 1 && rows.last?.kind == .loadMore)
        // A rebuild that keeps the 20 rows shown gives the same screen.
        let rebuilt = try ContactsScreen.build(ContactsState(settings: AppSettings(), window: 10,
                                                             rowsShown: [section.id: 20]), from: book)
            .decorated(by: [LoadMoreRows(pageSize: 10, rowsShown: [section.id: 20])], using: book)
        #expect(rebuilt.section(section.id) == longer.section(section.id))
    }

    @Test func decoratorsComposeInEitherOrder() throws {
        let state = ContactsState(settings: AppSettings(), window: 30)
        let base = try ContactsScreen.build(state, from: book)
        let expanded = Set(base.sections.compactMap { $0.rows.dropFirst(2).first?.id }
            + base.sections.compactMap { $0.rows.dropFirst(25).first?.id })
        let favorites = FavoritesSection(query: state.query, window: 30)
        let detail = InlineDetail(expanded: expanded)
        let paging = LoadMoreRows(pageSize: 5)
        let decorators: [any ScreenDecorator] = [favorites, detail, paging]
        let orders = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]]
        var letterSections: [[Section]] = []
        for order in orders {
            let screen = try base.decorated(by: order.map { decorators[$0] }, using: book)
            let ids = Array(screen.rows.map(\.id))
            #expect(Set(ids).count == ids.count)
            #expect(screen.sections.map(\.id).prefix(2) == [.links, .favorites])
            for section in screen.sections where section.id != .favorites && section.query != nil {
                // Each page: 5 entries, a detail row right under each expanded one shown, then load more.
                #expect(section.rows.filter { $0.entryKey != nil }.count == 5)
                #expect(section.rows.last?.kind == .loadMore)
                for (above, row) in zip(section.rows, section.rows.dropFirst()) where row.kind == .detail {
                    #expect(expanded.contains(above.id))
                }
                for row in section.rows where expanded.contains(row.id) {
                    #expect(section.rows.contains { $0.kind == .detail && $0.selection == .toggleDetail(row.id) })
                }
            }
            letterSections.append(screen.sections.filter { $0.id != .favorites })
        }
        // Apart from whether Favorites was paged too, every order builds the same screen.
        #expect(Set(letterSections.map { $0.map(\.rows.count) }).count == 1)
        #expect(letterSections.allSatisfy { $0 == letterSections[0] })
    }
}
