import Testing
import TestSupport
@testable import SQLite
@testable import Store

/// `AddressBook.importing`: one scope owning how an import writes
/// (foreign keys, the transaction, the bulk write's fills, the writer).
@Suite("The import scope")
struct ImportScopeTests {
    /// More numbers than a batched statement holds: they reach their table
    /// before their contact does, which only a scope with foreign keys off allows.
    private let manyNumbers = (0..<40).map { ("mobile", "555-01\($0)") }

    private func enqueue(_ uid: String, id: Int64, phones: [(String, String)] = [], with writer: ContactWriter) throws {
        let record = SampleBook.record(uid, "Ada \(uid)", "Ada", uid, phones: phones)
        try writer.enqueue(record, keys: ContactKeys(record), id: id)
    }

    private func indexesAndTriggers(_ book: AddressBook) throws -> [String] {
        try book.database.prepare("""
            SELECT type || ' ' || name || ' ' || sql FROM sqlite_schema
            WHERE type IN ('index', 'trigger') AND sql IS NOT NULL ORDER BY 1
            """).map { $0.text(0) }
    }

    @Test func enqueuedContactsLandWithTheirNumbersWhenTheScopeEnds() throws {
        let book = try AddressBook.inMemory()
        let foreignKeysInside = try book.importing(expectedCards: 1, now: 7) { writer in
            try enqueue("ada", id: 1, phones: manyNumbers, with: writer)
            return try book.database.scalar("PRAGMA foreign_keys")
        }
        #expect(foreignKeysInside == .integer(0))
        #expect(try book.database.scalar("PRAGMA foreign_keys") == .integer(1), "enforcement is back on")
        #expect(try book.database.scalar("PRAGMA foreign_key_check") == .null)
        #expect(try book.database.scalar("SELECT count(*) FROM phone_numbers") == .integer(40))
        #expect(try book.database.scalar("SELECT created_at FROM contacts WHERE uid = 'ada'") == .integer(7))
        #expect(try book.database.scalar("SELECT contacts FROM section_counts WHERE sort_order = 'family-first'")
                == .integer(1), "a small import keeps its triggers")
    }

    @Test func aThrowInsideWritesNothingAndLeavesTheSchemaWhole() throws {
        struct Refused: Error {}
        let book = try AddressBook.inMemory()
        let schema = try indexesAndTriggers(book)
        for expectedCards in [1, 50_000] {
            #expect(throws: Refused.self) {
                try book.importing(expectedCards: expectedCards, now: 0) { writer in
                    try enqueue("ada", id: 1, phones: manyNumbers, with: writer)
                    try writer.insert(SampleBook.record("grace", "Grace Hopper", "Grace", "Hopper"))
                    throw Refused()
                }
            }
            #expect(try book.database.scalar("SELECT count(*) FROM contacts") == .integer(0))
            #expect(try book.database.scalar("SELECT count(*) FROM phone_numbers") == .integer(0))
            #expect(try indexesAndTriggers(book) == schema)
            #expect(book.database.firesTriggers, "the triggers are on again after the failed import")
            #expect(try book.database.scalar("PRAGMA foreign_keys") == .integer(1))
        }
    }

    @Test func aBulkImportMakesItsTablesIndexesAgainFromTheirStoredSQLAndKeepsTheTriggers() throws {
        let book = try AddressBook.inMemory()
        let schema = try indexesAndTriggers(book)
        let inside = try book.importing(expectedCards: 50_000, now: 0) { writer in
            for index in 0..<3 {
                try enqueue("bulk-\(index)", id: Int64(index + 1), phones: [("home", "555-\(index)")], with: writer)
            }
            try writer.update(id: 1, with: SampleBook.record("bulk-0", "Zed Zola", "Zed", "Zola"))
            #expect(!book.database.firesTriggers, "the triggers are off while it writes")
            return try indexesAndTriggers(book)
        }
        #expect(inside.filter { $0.hasPrefix("trigger ") } == schema.filter { $0.hasPrefix("trigger ") },
                "the triggers stay in the schema")
        let setAside = Set(schema).subtracting(inside)
        #expect(setAside.contains { $0.hasPrefix("index contacts_by_uid ") }, "\(setAside)")
        #expect(setAside.contains { $0.hasPrefix("index phone_numbers_by_reversed_digits ") }, "\(setAside)")
        #expect(!setAside.contains { $0.hasPrefix("index contacts_starred ") }, "a partial index stays")
        #expect(try indexesAndTriggers(book) == schema, "each index is made again from the SQL it was made with")
        #expect(book.database.firesTriggers)
        let counted = try book.database.prepare(
            "SELECT section || contacts FROM section_counts WHERE sort_order = 'family-first' ORDER BY 1")
            .map { $0.text(0) }
        #expect(counted == ["B2", "Z1"], "the counts are taken again at the end")
    }

    @Test func aSmallImportKeepsItsIndexes() throws {
        let book = try AddressBook.inMemory()
        let schema = try indexesAndTriggers(book)
        let inside = try book.importing(expectedCards: AddressBook.bulkThreshold, now: 0) { _ in
            try indexesAndTriggers(book)
        }
        #expect(inside == schema)
    }

    @Test func onlyAnImportLargerThanTheBookAndTheThresholdIsBulk() {
        let threshold = AddressBook.bulkThreshold
        #expect(!AddressBook.isBulkImport(expectedCards: threshold, stored: 0))
        #expect(AddressBook.isBulkImport(expectedCards: threshold + 1, stored: 0))
        #expect(!AddressBook.isBulkImport(expectedCards: threshold * 2, stored: threshold * 2))
        #expect(AddressBook.isBulkImport(expectedCards: threshold * 2 + 1, stored: threshold * 2))
    }
}
