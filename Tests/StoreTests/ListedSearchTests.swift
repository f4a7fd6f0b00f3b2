import Contacts
@testable import Reading
import Testing
import TestSupport
@testable import SQLite
@testable import Store

/// A search is read once into the connection's table of matches (a
/// letter's by its bit), from the indexes or by testing every contact, and
/// its pages read the listing's rows of its matches: a search lists what
/// the join of every contact, the search tested on each, lists
/// (`joinedEntries`), in pages either way, by section, and streamed.
@Suite("Searches read through their listed matches")
struct ListedSearchTests {
    /// 600 generated contacts and the sample book: names sharing letters, accents, numbers.
    private let book: AddressBook

    init() throws {
        book = try AddressBook.inMemory()
        try SampleBook.seedLarge(book, count: 600)
        try SampleBook.seed(book)
    }

    /// What the join reads for `query`, the search tested on every contact.
    private func joined(_ query: EntryQuery) throws -> [PhoneEntry] {
        try joinedEntries(book, query)
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
            #expect(try book.reader.entries(query, limit: -1) == all, "\(text) \(sort)")
            // Streamed as a printer reads it: batches of the names alone, each after the last.
            let reader = book.reader
            var streamed: [String] = [], key: EntryKey?
            while case let batch = try reader.batch(query, beyond: key, forward: true, limit: 7, texts: []),
                  !batch.isEmpty {
                streamed += batch.names
                guard let last = batch.lastKey else { break }
                key = last
            }
            #expect(streamed == all.map(\.name), "\(text) streamed")
            for index in stride(from: 0, to: all.count, by: max(1, all.count / 7)) {
                #expect(try book.reader.entries(query, after: all[index].key, limit: 5)
                        == Array(all[(index + 1)..<min(all.count, index + 6)]), "\(text) after \(index)")
                #expect(try book.reader.entries(query, before: all[index].key, limit: 5)
                        == Array(all[max(0, index - 5)..<index]), "\(text) before \(index)")
            }
            for section in Set(all.map { SortKey.sectionTitle(ofRawKey: $0.key.sortKey) }) {
                let inSection = query.inSection(section)
                #expect(try book.reader.entries(inSection, limit: -1) == joined(inSection), "\(text) in \(section)")
            }
            var starred = query
            starred.starredOnly = true
            #expect(try book.reader.entries(starred, limit: -1) == joined(starred), "\(text) starred")
        }
        try book.setSetting(.sortOrder, NameOrder.familyFirst.rawValue)
        try book.setSetting(.displayOrder, NameOrder.givenFirst.rawValue)
    }

    /// A change to the book is seen by the next search of the same text.
    @Test func theMatchesFollowTheBook() throws {
        let book = try AddressBook.inMemory()
        try SampleBook.seed(book)
        let query = EntryQuery(sortOrder: .familyFirst, displayOrder: .givenFirst, search: SearchTerm("qx"))
        #expect(try book.reader.entries(query, limit: -1).isEmpty)
        _ = try book.add(SampleBook.record("qx", "Qxa Bloggs", "Qxa", "Bloggs", phones: [("home", "555-0999")]))
        #expect(try book.reader.entries(query, limit: -1).map(\.name) == ["Qxa Bloggs"])
    }
}
