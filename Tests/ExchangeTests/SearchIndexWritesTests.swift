import Contacts
import Foundation
@testable import Reading
@testable import SQLite
@testable import Store
@testable import Exchange
import Testing
import TestSupport
import VCard

/// Every write the importer and the card writes make keeps the search index
/// (migration 0014) holding exactly what a build from the rows would, so a
/// search through it finds what the scan of every contact would.
@Suite("The search index after imports, merges and card writes")
struct SearchIndexWritesTests {
    private let ada = vcard("UID:ada", "FN:Ada Lovelace", "N:Lovelace;Ada;;;", "TEL;TYPE=CELL:555-0005",
                            "EMAIL:Ada@Engines.example")
    private let grace = vcard("UID:grace", "FN:Grace Hopper", "N:Hopper;Grace;;;", "EMAIL:grace@navy.example",
                              "EMAIL;TYPE=HOME:amazing@grace.example")
    private let jose = vcard("UID:jose", "FN:José Núñez", "N:Núñez;José;;;", "EMAIL:josé@exämple.org")

    private func found(_ text: String, in book: AddressBook) throws -> [String] {
        let query = EntryQuery(sortOrder: .familyFirst, displayOrder: .givenFirst, search: SearchTerm(text))
        return Array(Set(try book.reader.entries(query, limit: 100).map(\.uid))).sorted()
    }

    private func expectInStep(_ book: AddressBook, _ step: String) throws {
        #expect(try searchIndexDifferences(book.database) == [], "\(step)")
    }

    @Test func importsMergesAndCardWritesKeepTheIndexInStep() throws {
        let book = try AddressBook.inMemory()
        book.clock = { 1_700_000_000 }
        _ = try importText(ada + grace, into: book)
        #expect(try found("navy", in: book) == ["grace"])
        try expectInStep(book, "the first import")

        _ = try importText(ada.replacingOccurrences(of: "Engines.example", with: "Babbage.example") + jose,
                           into: book, options: ImportOptions(prune: true))
        try expectInStep(book, "an import that changes, adds and prunes")
        #expect(try found("babbage", in: book) == ["ada"])
        #expect(try found("engines", in: book) == [])
        #expect(try found("navy", in: book) == [], "pruned")
        #expect(try found("jose@exa", in: book) == ["jose"])

        let id = try CardWrites(book: book).add(card: Array(grace.utf8))
        try CardWrites(book: book).replace(id, card: Array(vcard("UID:grace", "FN:Grace Murray Hopper",
                                                                 "EMAIL:gmh@navy.example").utf8))
        try expectInStep(book, "a card added and replaced")
        #expect(try found("murray", in: book) == ["grace"])
        #expect(try found("amazing@", in: book) == [])

        let ids = try ["ada", "grace"].map { try #require(try book.contactIDs(named: $0).first) }
        try CardWrites(book: book).merge(ids, card: Array(vcard("UID:ada", "FN:Ada Lovelace", "N:Lovelace;Ada;;;",
                                                                "EMAIL:ada@babbage.example",
                                                                "EMAIL:gmh@navy.example").utf8))
        try expectInStep(book, "a merge")
        #expect(try found("gmh@navy", in: book) == ["ada"])
        #expect(try found("murray", in: book) == [])

        _ = try book.undo()
        try expectInStep(book, "the merge undone")
        #expect(try found("murray", in: book) == ["grace"])
        try CardWrites(book: book).remove(ids)
        try expectInStep(book, "a removal")
        #expect(try found("navy", in: book) == [])
        _ = try importText(ada + grace + jose, into: book)
        try expectInStep(book, "the first file again")
        #expect(try found("navy", in: book) == ["grace"])
        #expect(try book.integrityCheck() == .text("ok"))
    }

    /// A first import of more than a few thousand cards is a bulk write
    /// (its triggers off); before it returns, every read model holds
    /// what its triggers would have written, so the first list, search and
    /// mail query read them as every later one does.
    @Test func aBulkImportLeavesEveryReadModelFilled() throws {
        let book = try AddressBook.inMemory()
        let cards = syntheticCards(count: 2 * AddressBook.bulkThreshold, prefix: "bulk") + ada + grace + jose
        #expect(AddressBook.isBulkImport(expectedCards: cards.utf8.count / Importer.typicalCardBytes, stored: 0))
        _ = try importText(cards, into: book)
        let value = { (sql: String) in try book.database.scalar(sql) }
        #expect(try value("SELECT count(*) FROM listing") == value("SELECT count(*) FROM listing_rows"))
        #expect(try value("SELECT count(*) FROM (SELECT * FROM listing EXCEPT SELECT * FROM listing_rows)") == .integer(0))
        #expect(try value("SELECT count(*) FROM email_listing") == value("SELECT count(*) FROM emails"))
        #expect(try emailListingDifferences(book.database) == [])
        #expect(try searchIndexDifferences(book.database) == [])
        #expect(try value("SELECT count(*) FROM search_index WHERE search_index MATCH '\"navy\"'") == .integer(1))
        for letter in [0, 4, 19, 26] {
            let counted = try value("SELECT ifnull(sum(contacts), 0) FROM letter_counts WHERE sort_order = 'given-first' AND letter = \(letter)")
            let contacts = try value("SELECT count(*) FROM contacts WHERE (letters >> \(letter)) & 1")
            #expect(counted == contacts, "bit \(letter)")
        }
    }
}
