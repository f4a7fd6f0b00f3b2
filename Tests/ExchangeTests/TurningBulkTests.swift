import Foundation
@testable import Reading
@testable import Store
@testable import Exchange
import Testing
import TestSupport

/// An import expected to be no larger than the book writes row by row, and
/// turns into a bulk write (triggers off, the read models filled again at
/// the end) once it has written more than `AddressBook.bulkThreshold` contacts.
@Suite("An import turning bulk")
struct TurningBulkTests {
    private static let count = AddressBook.bulkThreshold + 1_000
    private static let first = syntheticCards(count: count, prefix: "turn")

    /// Every card changed: its note, and for every third its number.
    private static func changed(_ cards: String) -> String {
        var text = ""
        for (index, card) in cards.components(separatedBy: "END:VCARD\r\n").dropLast().enumerated() {
            var card = card.replacingOccurrences(of: "NOTE:Generated", with: "NOTE:Changed")
            if index % 3 == 0 { card = card.replacingOccurrences(of: "TEL;TYPE=CELL:+1 555 ", with: "TEL;TYPE=WORK:+44 20 ") }
            text += card + "END:VCARD\r\n"
        }
        return text
    }

    private static let schema = "SELECT type || ' ' || name FROM sqlite_schema WHERE type IN ('index', 'trigger') AND sql IS NOT NULL ORDER BY 1"

    /// What a person sees of a book: its listing, section counts and the
    /// entries of a few searches, each by UID.
    private func seen(_ book: AddressBook) throws -> [String] {
        var seen = try book.database.prepare("SELECT uid || ' ' || sort_key || ' ' || position || ' ' || ifnull(number, '') || ' ' || ifnull(detail, '') FROM listing ORDER BY sort_key, id, position").map { $0.text(0) }
        seen += try book.database.prepare("SELECT sort_order || section || contacts FROM section_counts ORDER BY 1").map { $0.text(0) }
        for text in ["44 20", "turn 51", "person1@", "555 00012"] {
            let ids = try book.reader.contactIDs(search: SearchTerm(text), starredOnly: false)
            seen.append("\(text): \(ids.count)")
        }
        return seen
    }

    @Test func aReimportChangingMuchOfTheBookTurnsBulkAndEndsAsAFreshImportOfTheSameCards() throws {
        let book = try AddressBook.inMemory()
        #expect(try importText(Self.first, into: book).added == Self.count)
        let changed = Self.changed(Self.first)
        #expect(!AddressBook.isBulkImport(expectedCards: changed.utf8.count / Importer.typicalCardBytes, stored: Self.count),
                "the test must start row by row")

        #expect(try importText(changed, into: book).updated == Self.count)
        let fresh = try AddressBook.inMemory()
        #expect(try importText(changed, into: fresh).added == Self.count)
        #expect(try book.database.prepare(Self.schema).map { $0.text(0) } == fresh.database.prepare(Self.schema).map { $0.text(0) })
        #expect(try seen(book) == seen(fresh))
        #expect(try book.database.prepare("SELECT * FROM listing EXCEPT SELECT * FROM listing_rows").map { _ in 0 }.isEmpty)
        #expect(try book.database.scalar("PRAGMA integrity_check") == .text("ok"))
        #expect(try book.database.scalar("PRAGMA foreign_key_check") == .null)
        #expect(try searchIndexDifferences(book.database) == [])

        // One step back gives the first import's book, its triggers keeping the listing since.
        _ = try book.undo()
        let original = try AddressBook.inMemory()
        _ = try importText(Self.first, into: original)
        #expect(try seen(book) == seen(original))
        #expect(try book.database.prepare("SELECT * FROM listing EXCEPT SELECT * FROM listing_rows").map { _ in 0 }.isEmpty)
    }

    /// A strict import that turned bulk and then meets a bad card writes
    /// nothing: the schema, the triggers and the search index are as they
    /// were after the rollback.
    @Test func aStrictReimportThatTurnedBulkAndFailsKeepsTheBookAsItWas() throws {
        let book = try AddressBook.inMemory()
        _ = try importText(Self.first, into: book)
        _ = try book.reader.contactIDs(search: SearchTerm("person"), starredOnly: false)
        let schema = try book.database.prepare(Self.schema).map { $0.text(0) }
        let before = try seen(book)
        let bad = Self.changed(Self.first) + "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Never Ends\r\n"
        let summary = try importText(bad, into: book, options: ImportOptions(strict: true))
        #expect(summary.updated == Self.count && summary.skipped == 1 && !summary.committed)
        #expect(try book.database.prepare(Self.schema).map { $0.text(0) } == schema)
        #expect(try searchIndexDifferences(book.database) == [])
        #expect(try seen(book) == before)
    }

    @Test func aReimportChangingFewCardsStaysRowByRow() throws {
        let book = try AddressBook.inMemory()
        _ = try importText(Self.first, into: book)
        _ = try book.reader.contactIDs(search: SearchTerm("person"), starredOnly: false)
        let few = Self.changed(syntheticCards(count: 100, prefix: "turn"))
        #expect(try importText(few, into: book).updated == 100)
        #expect(try searchIndexDifferences(book.database) == [])
    }

    /// The point it turns at: past the threshold, and a twentieth of the book.
    @Test func aLargeBookTurnsLater() throws {
        let book = try AddressBook.inMemory()
        _ = try importText(Self.first, into: book)
        // 130,000 more rows made here: the changes are then under a twentieth of the book.
        try book.database.execute("""
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 130000)
            INSERT INTO contacts (uid, display_name, sort_key_family, sort_key_given, card, content_hash, created_at, updated_at)
            SELECT 'filler-' || i, 'Filler', 'Ffiller', 'Ffiller', '', 0, 0, 0 FROM n
            """)
        _ = try book.reader.contactIDs(search: SearchTerm("person"), starredOnly: false)
        #expect(try importText(Self.changed(Self.first), into: book).updated == Self.count)
    }
}
