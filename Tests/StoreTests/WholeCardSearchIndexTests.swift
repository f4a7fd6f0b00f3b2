import Contacts
@testable import Reading
import Testing
import TestSupport
@testable import Migrations
@testable import SQLite
@testable import Store

/// The two search indexes (migration 0028): the names' search text, which
/// every search reads, and the rest of the card's, which only a search of
/// the whole card reads.
@Suite("The search indexes of the whole card")
struct WholeCardSearchIndexTests {
    private func ids(_ book: AddressBook, _ text: String, _ scope: SearchTerm.Scope) throws -> [String] {
        try book.reader.contactIDs(search: SearchTerm(text, scope: scope), starredOnly: false).map { id in
            try book.database.prepare("SELECT uid FROM contacts WHERE id = ?").first([id]) { $0.text(0) } ?? ""
        }.sorted()
    }

    /// How many terms the details' index holds.
    private func detailsTerms(_ db: Database) throws -> Int64 {
        try db.execute("CREATE VIRTUAL TABLE temp.details_terms USING fts5vocab (main, search_details_index, row)")
        defer { try? db.execute("DROP TABLE temp.details_terms") }
        guard case let .integer(count) = try db.scalar("SELECT count(*) FROM temp.details_terms") else { return -1 }
        return count
    }

    private static let smiths = [
        SampleBook.record("ann", "Ann Smith", "Ann", "Smith", emails: [("home", "ann@example.org")]),
        ContactRecord(uid: "bob", source: nil, displayName: "Bob Jones", givenName: "Bob", familyName: "Jones",
                      note: "Met at the bakery\nrye", nicknames: ["Bobby"], title: "Baker",
                      addressParts: ["12 Smith Street", "Springfield"], categories: ["Choir"],
                      card: Array("BEGIN:VCARD\r\nFN:Bob Jones\r\nEND:VCARD\r\n".utf8), contentHash: 7),
    ]

    @Test func aSearchOfTheNamesAsksTheirIndexAloneAndTheWholeCardBoth() throws {
        let book = try AddressBook.inMemory()
        let writer = try ContactWriter(book, now: 0)
        for record in Self.smiths { try writer.insert(record) }
        for scope in [SearchTerm.Scope.names, .namesAndNumbers, .wholeCard] {
            let whole = scope == .wholeCard
            // Three characters and more: a phrase of both indexes for the whole card.
            #expect(try ids(book, "smith", scope) == (whole ? ["ann", "bob"] : ["ann"]), "\(scope)")
            #expect(try ids(book, "bakery", scope) == (whole ? ["bob"] : []), "\(scope)")
            #expect(try ids(book, "rye", scope) == (whole ? ["bob"] : []), "\(scope): a note's last line")
            #expect(try ids(book, "bobby", scope) == ["bob"], "\(scope)")
            #expect(try ids(book, "jones bob", scope) == ["bob"], "\(scope)")
            // Two (the pairs' terms) and one (a letter, or a scan) look at the names alone.
            #expect(try ids(book, "ry", scope) == [], "\(scope): a note's last two letters")
            #expect(try ids(book, "by", scope) == ["bob"], "\(scope): a nickname's last two letters")
            #expect(try ids(book, "k", scope) == [], "\(scope): a letter of the title alone")
            #expect(try ids(book, "j", scope) == ["bob"], "\(scope)")
        }
        // A scan of every contact (a search no index serves) finds the same.
        for (text, scope) in [("baker", SearchTerm.Scope.wholeCard), ("baker", .names), ("smith", .wholeCard),
                              ("ry", .wholeCard), ("k", .wholeCard)] {
            let query = EntryQuery(sortOrder: .familyFirst, displayOrder: .givenFirst, search: SearchTerm(text, scope: scope))
            let scanned = Set(try joinedEntries(book, query).map(\.uid))
            #expect(scanned == Set(try ids(book, text, scope)), "\(text) \(scope)")
        }
        #expect(try searchIndexDifferences(book.database) == [])
        try book.replace(try #require(try book.contactIDs(named: "bob").first),
                         with: SampleBook.record("bob", "Bob Jones", "Bob", "Jones"))
        #expect(try searchIndexDifferences(book.database) == [])
        #expect(try ids(book, "bakery", .wholeCard) == [])
    }

    /// A populated book at 0027: 0028 gives every contact empty details
    /// and an empty index of them, as they are, and 0029 fills the names'
    /// index; the triggers keep both from then on.
    @Test func theMigrationsLeaveAPopulatedBookSearchingAsBefore() throws {
        let db = try Database.inMemory()
        try Migrator(migrations: SchemaMigrations.all.filter { $0.version < 28 }).migrate(db)
        let book = OldSchema.book(on: db)
        try OldSchema.seedingWithTodaysWriter(db) { try SampleBook.seed(book) }

        try SchemaMigrations.migrator.migrate(db)
        #expect(try db.scalar("SELECT count(*) FROM contacts WHERE search_details != ''") == .integer(0))
        #expect(try detailsTerms(db) == 0)
        #expect(try searchIndexDifferences(db) == [])
        let lovelace = try ids(book, "ove", .wholeCard)
        #expect(!lovelace.isEmpty)
        #expect(try ids(book, "ove", .names) == lovelace)
        try ContactWriter(book, now: 0).insert(Self.smiths[1])
        #expect(try ids(book, "bakery", .wholeCard) == ["bob"] && ids(book, "bakery", .names) == [])
        #expect(try searchIndexDifferences(db) == [])
        try book.remove(try book.contactIDs(named: "bob"))
        #expect(try detailsTerms(db) == 0)
        #expect(try db.scalar("PRAGMA integrity_check") == .text("ok"))
    }

    /// A bulk import turns the triggers off and fills both indexes from the rows.
    @Test func aBulkWriteFillsTheDetailsIndexFromTheRows() throws {
        let book = try AddressBook.inMemory()
        try book.transaction {
            try book.writingInBulk {
                let writer = try ContactWriter(book, now: 0)
                for record in Self.smiths { try writer.insert(record) }
            }
        }
        #expect(try searchIndexDifferences(book.database) == [])
        #expect(try ids(book, "springfield", .wholeCard) == ["bob"])
    }
}
