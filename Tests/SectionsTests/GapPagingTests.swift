import Contacts
import Reading
import Store
import Testing
import TestSupport
@testable import Sections

@Suite("A section read from both ends, with a gap between")
struct GapPagingTests {
    let book: AddressBook

    init() throws {
        book = try AddressBook.inMemory()
        try SampleBook.seedLarge(book, count: 3000)
    }

    /// Every entry of `section` in the state's query, fetched in one go.
    private func everything(_ section: String, _ state: ContactsState) throws -> [Row] {
        try EntryPages.page(state.query.inSection(section), section: .letter(section), size: nil, in: book.reader).rows
    }

    private func gap(in section: Section?) -> PageRequest? {
        section?.rows.lazy.compactMap { $0.as(LoadMoreRow.self)?.request }.first
    }

    /// Contacts with an entry strictly between the gap's keys: what its row must say remains.
    private func contactsBetween(_ request: PageRequest, in all: [Row]) -> Int {
        Set(all.compactMap(\.entryKey).filter { key in key > request.after && request.before.map { key < $0 } ?? true }
            .map(\.contactID)).count
    }

    @Test(arguments: [nil, "zo", "555-1"])
    func aGapFilledFromBothSidesGivesEveryRowOnceAndCountsWhatIsLeft(search: String?) throws {
        let state = ContactsState(settings: AppSettings(), search: search, pages: .loadMore(size: 10))
        var screen = try ContactsScreen.build(state, from: book.reader)
        var checked = 0
        for section in screen.sections where section.query != nil && section.id != .favorites {
            guard var request = gap(in: screen.section(section.id)) else { continue }
            let all = try everything(section.title, state)
            // The end first, as End reads it; then alternately from below and from above.
            var directions: [PageDirection] = [.backward, .backward, .forward, .backward]
            while true {
                let direction = directions.isEmpty ? .forward : directions.removeFirst()
                let page = try EntryPages.page(continuing: request, direction: direction, size: 10, in: book.reader)
                #expect(page.direction == direction)
                screen = LoadMoreRows.appending(page, continuing: request, to: screen)
                let rows = try #require(screen.section(section.id)?.rows)
                #expect(rows.filter { $0.kind == .loadMore }.count == (page.next == nil ? 0 : 1))
                guard let next = gap(in: screen.section(section.id)) else { break }
                #expect(next == page.next)
                #expect(next.before != nil)
                #expect(next.remaining == contactsBetween(next, in: all), "\(section.id)")
                let firstInGap = all.compactMap(\.entryKey).first { $0 > next.after }
                #expect(next.continuesContact == (firstInGap?.contactID == next.after.contactID))
                // Rows above the gap are the section's first ones; rows below it its last ones.
                let keys = rows.compactMap(\.entryKey), allKeys = all.compactMap(\.entryKey)
                let above = keys.filter { $0 <= next.after }, below = keys.filter { $0 >= next.before! }
                #expect(above == Array(allKeys.prefix(above.count)))
                #expect(below == Array(allKeys.suffix(below.count)))
                #expect(above.count + below.count == keys.count)
                request = next
            }
            #expect(screen.section(section.id)?.rows == all, "section \(section.id) read from both ends")
            checked += 1
        }
        #expect(checked > 0)
    }

    @Test func theLastPageIsReadFromTheEndWithoutTheRowsBetween() throws {
        let state = ContactsState(settings: AppSettings(), pages: .loadMore(size: 10))
        let screen = try ContactsScreen.build(state, from: book.reader)
        let last = try #require(screen.sections.last)
        let request = try #require(gap(in: last))
        let all = try everything(last.title, state)
        let page = try EntryPages.page(continuing: request, direction: .backward, size: 10, in: book.reader)
        #expect(page.rows == Array(all.suffix(10)))
        let appended = LoadMoreRows.appending(page, continuing: request, to: screen)
        let rows = try #require(appended.section(last.id)?.rows)
        #expect(Array(rows.suffix(11)).first?.kind == .loadMore)
        #expect(Array(rows.suffix(10)) == Array(all.suffix(10)))
        #expect(Array(rows.prefix(10)) == Array(all.prefix(10)))
    }

    @Test func aRebuildKeepsTheRowsReadFromTheEnd() throws {
        let state = ContactsState(settings: AppSettings(), pages: .loadMore(size: 10))
        var screen = try ContactsScreen.build(state, from: book.reader)
        let id = try #require(screen.sections.last?.id)
        var request = try #require(gap(in: screen.section(id)))
        for _ in 0..<2 {
            let page = try EntryPages.page(continuing: request, direction: .backward, size: 10, in: book.reader)
            screen = LoadMoreRows.appending(page, continuing: request, to: screen)
            request = try #require(gap(in: screen.section(id)))
        }
        let rebuilt = try ContactsScreen.build(ContactsState(settings: AppSettings(), pages: .loadMore(size: 10),
                                                             paging: [id: SectionPaging(tail: 20)]), from: book.reader)
        #expect(rebuilt.section(id) == screen.section(id))
    }

    @Test func aBlockFromTheEndThatMeetsTheFirstRowsLeavesNoGap() throws {
        let state = ContactsState(settings: AppSettings(), pages: .loadMore(size: 10))
        let id = try #require(try ContactsScreen.build(state, from: book.reader).sections.last?.id)
        let all = try everything(id.description, state)
        let whole = ContactsState(settings: AppSettings(), pages: .loadMore(size: 10),
                                  paging: [id: SectionPaging(tail: all.count)])
        let screen = try ContactsScreen.build(whole, from: book.reader)
        #expect(screen.section(id)?.rows == all)
    }

    @Test(arguments: [nil, "zo", "555-1"])
    func everySectionCountsItsContacts(search: String?) throws {
        let state = ContactsState(settings: AppSettings(), search: search, pages: .loadMore(size: 10))
        let screen = try ContactsScreen.build(state, from: book.reader)
        for section in screen.sections {
            guard let query = section.query else {
                #expect(section.contactCount == nil)
                continue
            }
            let all = try book.reader.entries(query, limit: -1)
            #expect(section.contactCount == Set(all.map(\.contactID)).count, "\(section.id)")
        }
        #expect(screen.sections.contains { $0.id == .favorites })
    }
}
