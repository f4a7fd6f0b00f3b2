import Testing
import TestSupport
@testable import Migrations
@testable import Reading
@testable import SQLite
@testable import Store

/// Migration 0033: several books in one database, every existing contact
/// in the default one, a UID unique per book; what 0032 made of group
/// cards (no listing row, no section, no search document) kept.
@Suite("Several books: the migration")
struct BooksMigrationTests {
    /// A book at 0032, with a UID-less card edited since (a former key)
    /// and a group card, comes out of the migrations with every card in the
    /// default book, its listing and former keys of that book, the group
    /// card still in no read model, and the same reads.
    @Test func theMigrationPutsAPopulatedBookOfTheOldShapeInTheDefaultBook() throws {
        let (db, old) = try OldSchema.sampleBook(before: 33) { old in
            let id = try old.add(SampleBook.record("phonebook-content:0042", "Una Keyless", "Una", "Keyless"))
            try old.replace(id, with: SampleBook.record("una-2", "Una Keyless", "Una", "Keyless"))
            _ = try old.add(SampleBook.groupCard("family", "Family", members: ["ada"]))
        }
        let query = EntryQuery(sortOrder: .familyFirst, displayOrder: .givenFirst)
        let before = try old.reader.entries(query, limit: 1_000)
        #expect(try db.scalar("SELECT count(*) FROM former_keys") == .integer(1))

        try SchemaMigrations.migrator.migrate(db)
        let book = OldSchema.book(on: db)
        let count = SampleBook.contacts.count + 1
        #expect(try book.books() == [Book(id: 1, name: "default", isDefault: true, contacts: count)])
        #expect(try db.scalar("SELECT count(*) FROM contacts WHERE book_id = 1") == .integer(Int64(count + 1)))
        #expect(try db.scalar("SELECT count(*) FROM listing WHERE book_id <> 1") == .integer(0))
        #expect(try db.scalar("SELECT count(*) FROM listing WHERE uid = 'family'") == .integer(0))
        #expect(try readModelDifferences(db) == [])
        #expect(try book.contactGroups(in: 1).map { "\($0.name) \($0.contacts)" } == ["Family 1"])
        #expect(try db.scalar("SELECT book_id || ' ' || key FROM former_keys") == .text("1 phonebook-content:0042"))
        #expect(try book.reader.entries(query, limit: 1_000) == before)
        // One book holds every contact: a read of it tests nothing.
        #expect(try book.bookFilter(1) == nil)
    }

    /// The same UID in two books, never twice in one; a lookup by UID is of one book.
    @Test func aUIDIsUniquePerBook() throws {
        let book = try AddressBook.inMemory()
        let work = try book.createBook(BookName("work"))
        let here = try book.add(SampleBook.record("ada", "Ada Lovelace", "Ada", "Lovelace"))
        let there = try book.add(SampleBook.record("ada", "Ada King", "Ada", "King"), to: work.id)
        #expect(here != there)
        #expect(throws: JournalError.uidInUse("ada")) {
            try book.add(SampleBook.record("ada", "Ada Byron", "Ada", "Byron"), to: work.id)
        }
        #expect(try book.contactID(uid: "ada", in: work.id) == there)
        #expect(try book.contactID(uid: "ada", in: 1) == here)
        #expect(try book.contactIDs(named: "ada") == [here, there])
        #expect(try book.bookFilter(work.id) == work.id)
        #expect(try readModelDifferences(book.database) == [])
    }

    /// A UID-less card's content key, given up by an edit, stays a key of
    /// its book: the same card edited in a second book keeps a key there
    /// too, and neither takes the other's.
    @Test func aFormerKeyNamesAContactWithinItsBook() throws {
        let book = try AddressBook.inMemory()
        let work = try book.createBook(BookName("work"))
        let key = "phonebook-content:00ff"
        let here = try book.add(SampleBook.record(key, "Una Keyless", "Una", "Keyless"))
        let there = try book.add(SampleBook.record(key, "Una Keyless", "Una", "Keyless"), to: work.id)
        try book.replace(here, with: SampleBook.record("una-here", "Una Keyless", "Una", "Keyless"))
        try book.replace(there, with: SampleBook.record("una-there", "Una Keyless", "Una", "Keyless"))
        var keys: [String: String] = [:]
        try book.forEachFormerKey(in: 1) { key, uid, _ in keys[key] = uid }
        #expect(keys == [key: "una-here"])
        keys = [:]
        try book.forEachFormerKey(in: work.id) { key, uid, _ in keys[key] = uid }
        #expect(keys == [key: "una-there"])
    }
}
