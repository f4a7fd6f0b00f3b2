import Contacts
@testable import Reading
import SQLite
import Testing
import TestSupport
@testable import Store

@Suite("Pages by key, both ways, and contact counts")
struct PageQueryTests {
    let book: AddressBook

    init() throws {
        book = try AddressBook.inMemory()
        try SampleBook.seedLarge(book, count: 400)
    }

    /// The queries a screen pages through: the whole book, sections, a search, the starred, either sort order.
    static let queries: [EntryQuery] = {
        let family = EntryQuery(sortOrder: .familyFirst, displayOrder: .givenFirst)
        let given = EntryQuery(sortOrder: .givenFirst, displayOrder: .familyFirst)
        var starred = family
        starred.starredOnly = true
        var search = family
        search.search = SearchTerm("zo")
        return [family, given, family.inSection("L"), given.inSection("Z"), family.inSection("#"),
                starred, search, search.inSection("Z")]
    }()

    /// The book's settings in `query`'s orders: a page reads the listing, which is in the settings' orders.
    private func ordered(_ query: EntryQuery) throws -> EntryQuery {
        try book.setSetting(.sortOrder, query.sortOrder.rawValue)
        try book.setSetting(.displayOrder, query.displayOrder.rawValue)
        return query
    }

    @Test(arguments: queries)
    func pagesReadBackwardsFromTheEndGiveEveryEntryOnceInListOrder(query: EntryQuery) throws {
        let query = try ordered(query)
        let all = try book.reader.entries(query, limit: -1)
        #expect(all.count > 3)
        var paged: [PhoneEntry] = []
        var key: EntryKey?
        while true {
            let page = try book.reader.entries(query, before: key, limit: 7)
            if page.isEmpty { break }
            #expect(page.map(\.key) == page.map(\.key).sorted())
            paged = page + paged
            key = page.first?.key
        }
        #expect(paged == all)
    }

    @Test(arguments: queries)
    func aPageBeforeAKeyStopsRightAtIt(query: EntryQuery) throws {
        let query = try ordered(query)
        let all = try book.reader.entries(query, limit: -1)
        // Every kind of key: a contact's first number, a later one, a contact without a number.
        for index in all.indices where index % 3 == 1 || all[index].phone == nil {
            let before = try book.reader.entries(query, before: all[index].key, limit: 4)
            #expect(before == Array(all[max(0, index - 4)..<index]))
            let after = try book.reader.entries(query, after: all[index].key, limit: 4)
            #expect(after == Array(all[(index + 1)..<min(all.count, index + 5)]))
        }
    }

    /// The statement of `query`'s page beyond `key`.
    private static func page(_ query: EntryQuery, beyond key: EntryKey, forward: Bool) -> (text: String, values: [SQLiteValue]) {
        PageSQL.page(section: query.section.map(PageSQL.keyRange(ofSection:)), beyond: key, forward: forward, limit: 20,
                     filter: ContactFilter(query, search: .none), uids: true, details: false, books: false)
    }

    /// Reading a page from a key is one search of the listing's primary key,
    /// started at the key: never a scan, never a sort. (The starred are
    /// found by their own small index and sorted: Favorites is never the
    /// section the End key reads backwards.)
    @Test(arguments: queries.filter { $0.search == nil && !$0.starredOnly })
    func aPageFromAKeyIsAnIndexSearchWithoutASort(query: EntryQuery) throws {
        let query = try ordered(query)
        let key = try #require(try book.reader.entries(query, limit: 10).last?.key)
        for forward in [true, false] {
            let (text, values) = Self.page(query, beyond: key, forward: forward)
            let plan = try book.database.prepare("EXPLAIN QUERY PLAN " + text).map(values) { $0.text(3) }
            #expect(plan.contains { $0.hasPrefix("SEARCH l USING PRIMARY KEY (") }, "\(plan)")
            #expect(!plan.contains { $0.contains("TEMP B-TREE") || $0.hasPrefix("SCAN") }, "\(plan)")
        }
    }

    /// The work of a page does not grow with how far into its section it is,
    /// read either way: the index is sought at the key, not read up to it.
    @Test(arguments: [true, false])
    func aPageCostsTheSameAtEitherEndOfASection(forward: Bool) throws {
        let large = try AddressBook.inMemory()
        try SampleBook.seedLarge(large, count: 3000)
        let query = EntryQuery(sortOrder: .familyFirst, displayOrder: .givenFirst, section: "L")
        let all = try large.reader.entries(query, limit: -1)
        #expect(all.count > 500)
        func steps(from key: EntryKey) throws -> Int {
            let (text, values) = Self.page(query, beyond: key, forward: forward)
            let statement = try large.database.prepare(text)
            #expect(try statement.map(values) { $0.int64(0) }.count == 20)
            return statement.virtualMachineSteps
        }
        let near = try steps(from: all[forward ? 30 : all.count - 30].key)
        let far = try steps(from: all[forward ? all.count - 30 : 30].key)
        #expect(far < near * 3 / 2, "\(near) steps near the page's end of the section, \(far) at the other")
    }

    @Test(arguments: queries)
    func contactCountIsTheNumberOfContactsWithAnEntry(query: EntryQuery) throws {
        let query = try ordered(query)
        let contacts = Set(try book.reader.entries(query, limit: -1).map(\.contactID))
        var whole = query
        whole.section = nil
        let counts = try book.reader.contactCountsBySection(whole)
        #expect(query.section.map { counts[$0] ?? 0 } ?? counts.values.reduce(0, +) == contacts.count)
    }

    /// The screen reads every section's count at once and asks a section
    /// for rows only when it has some: each count, stored or counted, is
    /// that section's contacts, after writes that move contacts between
    /// sections, and no section with contacts is left out.
    @Test(arguments: queries.filter { $0.section == nil })
    func everySectionsCountIsItsContactsAfterWrites(query: EntryQuery) throws {
        let query = try ordered(query)
        try book.transaction {
            let writer = try ContactWriter(book, now: 0)
            let ids = try book.database.prepare("SELECT id FROM contacts ORDER BY id").map { $0.int64(0) }
            try writer.delete(ids: ids.prefix(20))
            for (index, id) in ids.suffix(15).enumerated() {
                let record = SampleBook.record("moved-\(index)", "Zoë Zander \(index)", "Zoë", "Zander \(index)",
                                               phones: [("home", "+1 555 01\(index)")])
                try writer.update(id: id, with: record)
            }
            _ = try writer.insert(SampleBook.record("digits", "4 Non Blondes", "", "4 Non Blondes"))
        }
        var bySection: [String: Set<ContactID>] = [:]
        for entry in try book.reader.entries(query, limit: -1) {
            let first = String(entry.key.sortKey.prefix(1))
            bySection[first == "~" ? "#" : first, default: []].insert(entry.contactID)
        }
        #expect(bySection.count > 3)
        #expect(try book.reader.contactCountsBySection(query) == bySection.mapValues(\.count))
    }
}
