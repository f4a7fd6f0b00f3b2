import Contacts
@testable import Reading
import Testing
import TestSupport
@testable import SQLite
@testable import Store

/// A search the index cannot serve (one or two characters) is read once
/// into the connection's table of matches, like an indexed one; a search
/// matching much of the book reads its entries from the listing table
/// (`AddressBook.searchMatchesAreMany`). Either way a search lists what the
/// join of every contact with its filter lists (`EntrySQL` unlisted), in
/// pages either way, by section, and streamed.
@Suite("Searches read through their listed matches")
struct ListedSearchTests {
    /// 600 generated contacts and the sample book: names sharing letters, accents, numbers.
    private let book: AddressBook

    init() throws {
        book = try AddressBook.inMemory()
        try SampleBook.seedLarge(book, count: 600)
        try SampleBook.seed(book)
    }

    /// What the join reads for `query`, with its filter in every statement.
    private func joined(_ query: EntryQuery) throws -> [PhoneEntry] {
        let (text, values) = EntrySQL(query).page(beyond: nil, forward: true, limit: -1)
        return try book.database.prepare(text).map(values, EntrySQL.entry)
    }

    /// Whether the book reads `query`'s entries from the listing table.
    private func readsListing(_ query: EntryQuery) throws -> Bool {
        try book.withEntrySQL(query) { $0.readsListing }
    }

    /// Short and indexed searches, of names, accents and numbers, matching
    /// most of the book, some of it, or none.
    @Test(arguments: ["a", "an", "zo", "555-1", "ada", "núñez", "lovelace", "Torr", "q"])
    func aSearchListsWhatTheJoinLists(text: String) throws {
        for (sort, display) in [(NameOrder.familyFirst, NameOrder.givenFirst), (.givenFirst, .familyFirst)] {
            try book.setSetting(.sortOrder, sort.rawValue)
            try book.setSetting(.displayOrder, display.rawValue)
            let query = EntryQuery(sortOrder: sort, displayOrder: display, search: SearchTerm(text))
            let all = try joined(query)
            #expect(try book.entries(query, limit: -1) == all, "\(text) \(sort)")
            var streamed: [EntryKey] = []
            try book.forEachEntry(query, after: nil) { streamed.append($0.key) }
            #expect(streamed == all.map(\.key), "\(text) streamed")
            for index in stride(from: 0, to: all.count, by: max(1, all.count / 7)) {
                #expect(try book.entries(query, after: all[index].key, limit: 5)
                        == Array(all[(index + 1)..<min(all.count, index + 6)]), "\(text) after \(index)")
                #expect(try book.entries(query, before: all[index].key, limit: 5)
                        == Array(all[max(0, index - 5)..<index]), "\(text) before \(index)")
            }
            for section in Set(all.map { SortKey.sectionTitle(ofRawKey: $0.key.sortKey) }) {
                let inSection = query.inSection(section)
                #expect(try book.entries(inSection, limit: -1) == joined(inSection), "\(text) in \(section)")
            }
            var starred = query
            starred.starredOnly = true
            #expect(try !readsListing(starred))
            #expect(try book.entries(starred, limit: -1) == joined(starred), "\(text) starred")
        }
        try book.setSetting(.sortOrder, NameOrder.familyFirst.rawValue)
        try book.setSetting(.displayOrder, NameOrder.givenFirst.rawValue)
    }

    /// Both reads are taken: the listing for a search matching most of the
    /// book, short or indexed, the join for one matching a few. A letter's
    /// is read from the listing however few: its rows carry the letters.
    @Test func manyMatchesReadTheListingAndFewTheJoin() throws {
        let search = { (text: String) in
            EntryQuery(sortOrder: .familyFirst, displayOrder: .givenFirst, search: SearchTerm(text))
        }
        #expect(try readsListing(search("a")))
        #expect(try readsListing(search("555-")))
        #expect(try !readsListing(search("qu")))
        #expect(try !readsListing(search("lovelace")))
        #expect(try readsListing(search("q")))
    }

    /// A change to the book is seen by the next search of the same text.
    @Test func theMatchesFollowTheBook() throws {
        let book = try AddressBook.inMemory()
        try SampleBook.seed(book)
        let query = EntryQuery(sortOrder: .familyFirst, displayOrder: .givenFirst, search: SearchTerm("qx"))
        #expect(try book.entries(query, limit: -1).isEmpty)
        _ = try book.add(SampleBook.record("qx", "Qxa Bloggs", "Qxa", "Bloggs", phones: [("home", "555-0999")]))
        #expect(try book.entries(query, limit: -1).map(\.name) == ["Qxa Bloggs"])
    }
}
