import Contacts
@testable import Reading
import Testing
import TestSupport
@testable import Migrations
@testable import SQLite
@testable import Store

/// The counts of each letter or digit by section (migration 0019,
/// `LetterCounts`): kept exact by the triggers through every write and
/// filled again by a bulk import in its own transaction; a letter's counts
/// are read from them.
@Suite("Letter counts")
struct LetterCountsTests {
    private func book() throws -> AddressBook {
        let book = try AddressBook.inMemory()
        try SampleBook.seed(book)
        let writer = try ContactWriter(book, now: 0)
        try writer.insert(SampleBook.record("lc-jose", "José Núñez", "José", "Núñez",
                                            emails: [("home", "josé.núñez@exämple.org"), ("work", "QX@EXAMPLE.ORG")]))
        try writer.insert(SampleBook.record("lc-wei", "王伟", "伟", "王", phones: [("home", "+86 10 6275 1234")]))
        try writer.insert(SampleBook.record("lc-lone", "Λώρα", "Λώρα", ""))
        return book
    }

    /// The counts as the contacts' rows say, for every order, section and
    /// bit, worked out here from the sort keys and letters alone.
    private func truth(_ book: AddressBook) throws -> [String: Int] {
        var counts: [String: Int] = [:]
        try book.database.prepare("SELECT sort_key_family, sort_key_given, letters FROM contacts").forEachRow { row in
            let letters = row.int64(2)
            for (order, key) in [("family-first", row.text(0)), ("given-first", row.text(1))] {
                let section = SortKey.sectionTitle(ofRawKey: key)
                for bit in 0..<36 where letters & (1 << Int64(bit)) != 0 {
                    counts["\(order) \(section) \(bit)", default: 0] += 1
                }
            }
        }
        return counts
    }

    private func stored(_ book: AddressBook) throws -> [String: Int] {
        var counts: [String: Int] = [:]
        try book.database.prepare("SELECT sort_order, section, letter, contacts FROM letter_counts WHERE contacts > 0")
            .forEachRow { counts["\($0.text(0)) \($0.text(1)) \($0.int(2))"] = $0.int(3) }
        return counts
    }

    private func letter(_ text: String, _ order: NameOrder = .familyFirst) -> EntryQuery {
        EntryQuery(sortOrder: order, displayOrder: .givenFirst, search: SearchTerm(text))
    }

    @Test func theTriggersKeepThemThroughEveryWrite() throws {
        let book = try book()
        #expect(try stored(book) == truth(book), "written")
        #expect(try truth(book).count > 40)

        let added = try book.add(SampleBook.record("lc-grace", "Grace Hopper", "Grace", "Hopper",
                                                   phones: [("work", "+1 555 0199")], emails: [("work", "gh@navy.example")]))
        #expect(try stored(book) == truth(book), "add")
        let jose = try #require(try book.contactIDs(named: "lc-jose").first)
        // A new family name moves the contact to another section; new emails give it other letters.
        try book.replace(jose, with: SampleBook.record("lc-jose", "José Abad", "José", "Abad",
                                                       emails: [("home", "vwxyz@example.org")]))
        #expect(try stored(book) == truth(book), "edit")
        try book.replace(jose, with: SampleBook.record("lc-jose", "José Abad", "José", "Abad", organization: "Kite",
                                                       emails: [("home", "vwxyz@example.org")]))
        #expect(try stored(book) == truth(book), "edit of letters alone")
        try book.remove([added])
        #expect(try stored(book) == truth(book), "remove")
        _ = try book.undo()
        #expect(try stored(book) == truth(book), "undo of the remove")
        _ = try book.undo()
        _ = try book.undo()
        _ = try book.undo()
        #expect(try stored(book) == truth(book), "undo of the edits and the add")
        #expect(try book.database.scalar("PRAGMA integrity_check") == .text("ok"))
    }

    @Test func aLettersCountsAreReadFromThem() throws {
        let book = try book()
        let counts = try NameOrder.allCases.map { try book.reader.contactCountsBySection(letter("e", $0)) }
        let e = try truth(book).filter { $0.key.hasPrefix("family-first ") && $0.key.hasSuffix(" 4") }
        #expect(counts[0] == Dictionary(uniqueKeysWithValues: e.map { (String($0.key.split(separator: " ")[1]), $0.value) }))
        #expect(counts[0].values.reduce(0, +) > 3)
        // Read from the table: a count changed there is what a search says.
        try book.database.execute("UPDATE letter_counts SET contacts = 999 WHERE sort_order = 'family-first' AND letter = 4")
        #expect(try book.reader.contactCountsBySection(letter("e")).values.allSatisfy { $0 == 999 })
        #expect(try book.reader.contactCountsBySection(letter("e", .givenFirst)) == counts[1])
    }

    @Test func aBulkImportFillsThemAgainBeforeItEnds() throws {
        let book = try book()
        _ = try book.importing(expectedCards: 10_000, now: 1) { writer in
            try writer.insert(SampleBook.record("lc-grace", "Grace Hopper", "Grace", "Hopper",
                                                emails: [("work", "grace@navy.example")]))
        }
        #expect(try stored(book) == truth(book))
        #expect(try book.reader.contactCountsBySection(letter("g"))["H"] == 2, "the seed's Grace Hopper and the one imported")
    }

    /// A populated book at 0018 comes out of the migrations with its counts taken.
    @Test func theMigrationsCountAPopulatedBookOfTheOldShape() throws {
        let db = try Database.inMemory()
        try Migrator(migrations: SchemaMigrations.all.filter { $0.version < 19 }).migrate(db)
        let book = OldSchema.book(on: db)
        try OldSchema.seedingWithTodaysWriter(db) { try SampleBook.seed(book) }
        try SchemaMigrations.migrator.migrate(db)
        #expect(try db.scalar("SELECT count(*) FROM letter_bits") == .integer(36))
        #expect(try stored(book) == truth(book))
        #expect(try truth(book).count > 20)
    }
}
