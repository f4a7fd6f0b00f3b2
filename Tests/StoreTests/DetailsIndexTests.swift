import Contacts
@testable import Reading
import Testing
import TestSupport
@testable import Migrations
@testable import SQLite
@testable import Store

/// Migration 0035: the details' trigram index keeps no trigram's place
/// (detail = none). A search longer than a trigram tests the details of
/// each document holding its trigrams (`SearchMatches.fill`), so it finds
/// what the scan of every contact finds.
@Suite("The details' index without positions")
struct DetailsIndexTests {
    private func query(_ text: String) -> EntryQuery {
        EntryQuery(sortOrder: .familyFirst, displayOrder: .givenFirst, search: SearchTerm(text))
    }

    /// The UIDs a search finds through the indexes, and through the scan of every contact.
    private func found(_ text: String, in book: AddressBook) throws -> (indexed: [String], scanned: [String]) {
        (try book.reader.entries(query(text), limit: 1_000).map(\.uid), try joinedEntries(book, query(text)).map(\.uid))
    }

    private static let texts = ["programmer", "first", "prog", "irst prog", "navy", "lovelace", "ada", "王伟", "555"]

    /// A book at 0033, a group card among its cards, comes out of the
    /// migrations with the details' index made again without positions and
    /// filled as its triggers write it, and every search finding what the
    /// scan finds, then and after writes.
    @Test func theMigrationRemakesTheIndexOfAPopulatedBookOfTheOldShape() throws {
        let (db, book) = try OldSchema.sampleBook(before: 35) { book in
            _ = try book.add(SampleBook.groupCard("family", "Family", note: "The first family", members: ["ada"]))
        }
        let sql = { try db.prepare("SELECT sql FROM sqlite_schema WHERE name = 'search_details_index'").first { $0.text(0) } }
        #expect(try sql()?.contains("detail = full") == true)

        try SchemaMigrations.migrator.migrate(db)
        #expect(try sql()?.contains("detail = none") == true)
        #expect(try readModelDifferences(db) == [])
        for text in Self.texts {
            let (indexed, scanned) = try found(text, in: book)
            #expect(indexed == scanned, "\(text)")
        }
        #expect(try Set(found("programmer", in: book).indexed) == ["ada"], "the note, in the details")

        let ada = try #require(try book.contactIDs(named: "ada").first)
        try book.replace(ada, with: SampleBook.record("ada", "Ada Byron", "Ada", "Byron", note: "Poet's daughter"))
        _ = try book.add(SampleBook.record("zed", "Zed Zola", "Zed", "Zola", note: "First novelist"))
        try book.remove(try book.contactIDs(named: "grace"))
        #expect(try readModelDifferences(db) == [], "after an edit, an add and a remove")
        for text in Self.texts + ["daughter", "novelist", "poet's"] {
            let (indexed, scanned) = try found(text, in: book)
            #expect(indexed == scanned, "\(text) after writes")
        }
        #expect(try found("first", in: book).indexed == ["zed"], "neither the old note nor the group card's")
    }

    /// "annan": its trigrams ann, nna and nan are all in the note "Anna
    /// Nana", but the text is not; the index offers the contact, the test
    /// of its details turns it away.
    @Test func aDocumentHoldingEveryTrigramOfASearchButNotTheSearchIsNotFound() throws {
        let book = try AddressBook.inMemory()
        let anna = try book.add(SampleBook.record("anna", "Ann", "Ann", "", note: "Anna Nana"))
        _ = try book.add(SampleBook.record("hannah", "Hannah", "Hannah", "", note: "Hannah Annan"))
        let (table, match, checked) = SearchIndex.query(SearchIndex.details, finding: "annan", phrase: "\"annan\"")
        #expect(checked == "annan")
        let offered = try book.database.prepare("SELECT rowid FROM \(table.name) WHERE \(table.name) MATCH ?")
            .map([match]) { $0.int64(0) }
        #expect(offered.contains(anna))
        #expect(try found("annan", in: book).indexed == ["hannah"])
        #expect(try found("nnah", in: book).indexed == ["hannah"])
        #expect(try found("nan", in: book).indexed == ["anna", "hannah"], "a trigram alone is its own answer")
    }
}
