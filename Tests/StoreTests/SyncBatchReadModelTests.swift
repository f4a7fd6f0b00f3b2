@testable import Accounts
import Credentials
@testable import SyncState
import Testing
import TestSupport
@testable import SQLite
@testable import Store

/// A sync batch that only adds contacts (every batch of a first download)
/// writes them with the connection's triggers off and brings the read
/// models and section counts up to date for exactly those contacts, in the
/// batch's transaction (`AddressBook.addingContacts`).
@Suite("A sync batch of new cards")
struct SyncBatchReadModelTests {
    /// A seeded book with a service connected, syncing a collection with the default book.
    private func connectedBook() throws -> (AddressBook, SyncCollection) {
        let book = try AddressBook.inMemory()
        try SampleBook.seed(book)
        try book.connect(service: ServiceName("dav"), user: UserName("ada"), serverURL: nil,
                         credential: .passwordCommand(try #require(PasswordCommand("echo secret"))))
        try book.mapCollection(service: "dav", url: "https://dav.example.org/b/", name: nil, to: book.defaultBookID())
        return (book, try #require(try book.syncCollections(service: "dav").first))
    }

    /// Names in every kind of section (a letter, an accented or other
    /// script's first letter, a digit, none), some with an organization, a
    /// note (the details' index), numbers and emails, or none of them.
    private func record(_ index: Int) -> ContactRecord {
        let families = ["Lovelace", "Ölander", "王", "Λώρα", "42nd Street", "", "hopper", "Zuse"]
        let family = families[index % families.count]
        let given = index % 5 == 0 ? "" : "Given\(index)"
        let display = [given, family].filter { !$0.isEmpty }.joined(separator: " ")
        return SampleBook.record("batch-\(index)", display.isEmpty ? "Firm \(index)" : display, given, family,
                                 organization: index % 3 == 0 ? "Firm \(index)" : "",
                                 note: index % 4 == 0 ? "" : "Met at stand \(index)",
                                 phones: (0..<(index % 4)).map { ("mobile", "+1 555 \(index)0\($0)") },
                                 emails: (0..<(index % 3)).map { ("work", "p\(index).\($0)@example.org") })
    }

    /// Every eleventh card a group card (KIND:group): in no section, no
    /// listing and no search, with the triggers or without them.
    private func card(_ index: Int) -> ContactRecord {
        var record = record(index)
        if index % 11 == 10 {
            record.isGroup = true
            record.phones = []  // the card reader keeps none for a group card
            record.emails = []
            record.members = ["batch-\(index - 1)", "batch-\(index - 2)"]
        }
        return record
    }

    private func commits(_ range: Range<Int>) -> [SyncCommit] {
        range.map { index in
            SyncCommit(change: .add(card(index)), item: SyncItem(
                uid: "batch-\(index)", href: "/b/batch-\(index).vcf", etag: "\"\(index)\"", baseHash: "h\(index)",
                baseCard: [1], localHash: 1, contactID: nil))
        }
    }

    /// Counts every contact, number and email written from now on while
    /// the schema's triggers fire on this connection: a trigger of the
    /// test's beside them (a TEMP one fires whatever the setting).
    private func countTriggerFirings(_ book: AddressBook) throws {
        try book.database.execute("CREATE TABLE test_fired (name TEXT)")
        for table in ["contacts", "phone_numbers", "emails"] {
            try book.database.execute("""
                CREATE TRIGGER test_fired_\(table) AFTER INSERT ON \(table) BEGIN
                    INSERT INTO test_fired VALUES ('\(table)');
                END
                """)
        }
    }

    /// `record(index)` under the UID of card `uid`: a new version of it.
    private func record(_ index: Int, as uid: Int) -> ContactRecord {
        var record = record(index)
        record.uid = "batch-\(uid)"
        return record
    }

    @Test func aBatchOfNewCardsFiresNoTriggerAndLeavesEveryReadModelAsTheTriggersWould() throws {
        let (book, collection) = try connectedBook()
        try countTriggerFirings(book)
        try book.commitSync(collection, batch: commits(0..<300), summary: "300 added, 0 changed, 0 removed")
        #expect(try book.database.scalar("SELECT count(*) FROM test_fired") == .integer(0), "written with the triggers off")
        #expect(book.database.firesTriggers, "the triggers are on again")
        #expect(try book.database.scalar("SELECT count(*) FROM contacts WHERE uid LIKE 'batch-%'") == .integer(300))
        #expect(try readModelDifferences(book.database) == [])
        #expect(try book.syncItems(collection).count == 300)

        // Later writes, with the triggers, keep them in step from there.
        let ids = try (0..<4).map { try #require(try book.contactIDs(named: "batch-\($0)").first) }
        try book.commitSync(collection, SyncCommit(change: .replace(ids[0], record(101, as: 0))))
        try book.commitSync(collection, SyncCommit(change: .remove(ids[1]), forget: "batch-1"))
        try book.replace(ids[2], with: record(7, as: 2))
        try book.remove([ids[3]])
        #expect(try readModelDifferences(book.database) == [], "after edits and removals")
        try book.commitSync(collection, batch: commits(300..<310), summary: "10 added, 0 changed, 0 removed")
        #expect(try readModelDifferences(book.database) == [], "after a second batch")
        for _ in 0..<6 { _ = try book.undo() }
        #expect(try book.database.scalar("SELECT count(*) FROM contacts WHERE uid LIKE 'batch-%'") == .integer(0))
        #expect(try readModelDifferences(book.database) == [], "after every change is undone")
        #expect(try book.database.scalar("PRAGMA integrity_check") == .text("ok"))
    }

    /// With a second book holding the same UIDs and group cards, filled by
    /// a bulk import (the read models filled again after it), a batch into
    /// the default book, a move and a copy leave every read model as the
    /// triggers would: the listing's rows with their books, no group card's.
    @Test func withSeveralBooksABatchABulkImportAMoveAndACopyAgreeWithTheTriggers() throws {
        let (book, collection) = try connectedBook()
        let work = try book.createBook(BookName("work"))
        _ = try book.importing(into: work.id, expectedCards: 10_000, now: 1) { writer in
            for index in 0..<300 { try writer.insert(card(index)) }
        }
        #expect(try readModelDifferences(book.database) == [], "after a bulk import into a second book")
        try book.commitSync(collection, batch: commits(0..<300), summary: "300 added, 0 changed, 0 removed")
        #expect(try book.database.scalar("SELECT count(DISTINCT book_id) FROM contacts WHERE uid LIKE 'batch-%'")
                    == .integer(2))
        #expect(try book.database.scalar("SELECT count(*) FROM listing WHERE uid = 'batch-10'") == .integer(0))
        #expect(try readModelDifferences(book.database) == [], "after a batch beside the second book")

        let other = try book.createBook(BookName("other"))
        let grace = try #require(try book.contactIDs(named: "grace").first)
        try book.move([grace], to: other)
        try book.copy([try #require(try book.contactIDs(named: "ada").first)], to: other)
        #expect(try readModelDifferences(book.database) == [], "after a move and a copy")
        try book.removeBook("work", withContacts: true)
        #expect(try readModelDifferences(book.database) == [], "after a book's removal")
        for _ in 0..<4 { _ = try book.undo() }
        #expect(try readModelDifferences(book.database) == [], "after every change is undone")
    }

    @Test func aBatchThatFailsMidwayWritesNothingAndLeavesTheTriggersOn() throws {
        let (book, collection) = try connectedBook()
        let before = try book.database.scalar("SELECT count(*) FROM contacts")
        // The last card's UID is taken here by the time it comes.
        let taken = commits(0..<50) + [SyncCommit(change: .add(record(3)))]
        #expect(throws: JournalError.self) {
            try book.commitSync(collection, batch: taken, summary: "51 added, 0 changed, 0 removed")
        }
        #expect(book.database.firesTriggers, "the triggers are on again after the failed batch")
        #expect(try book.database.scalar("SELECT count(*) FROM contacts") == before)
        #expect(try book.syncItems(collection).isEmpty)
        _ = try book.add(record(60))
        #expect(try readModelDifferences(book.database) == [], "a later add, through the triggers")
    }
}
