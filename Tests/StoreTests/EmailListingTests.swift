import Contacts
@testable import Reading
import Testing
import TestSupport
@testable import Migrations
@testable import SQLite
@testable import Store

/// The email listing (migration 0021, `EmailListing`): kept equal to the
/// join of contacts and emails by its triggers through every write, filled
/// again by a bulk import in its own transaction; a mail query reads the
/// same addresses from it as from the join, in every order.
@Suite("The email listing")
struct EmailListingTests {
    private func book() throws -> AddressBook {
        let book = try AddressBook.inMemory()
        try SampleBook.seed(book)
        let writer = try ContactWriter(book, now: 0)
        try writer.insert(SampleBook.record("el-jose", "José Núñez", "José", "Núñez",
                                            emails: [("home", "josé.núñez@exämple.org"), ("work", "QX@EXAMPLE.ORG")]))
        try writer.insert(SampleBook.record("el-wei", "王伟", "伟", "王", emails: [("home", "wei@example.cn")]))
        try writer.insert(SampleBook.record("el-org", "Kite Works", "", "", organization: "Kite Works",
                                            emails: [("work", "hello@kite.example"), ("other", "kite@example.org")]))
        return book
    }

    private func id(_ uid: String, in book: AddressBook) throws -> ContactID {
        try #require(try book.contactIDs(named: uid).first)
    }

    /// A mail query's lines (name, label, address), as it reads them from the email listing.
    private func mailLines(_ book: AddressBook, _ query: EntryQuery) throws -> [String] {
        try book.reader.emailEntries(query, namingContacts: false)
            .map { "\($0.name) | \($0.email.label) | \($0.email.address)" }
    }

    /// The same lines from the join of contacts and emails, the search tested on every contact.
    private func joinLines(_ book: AddressBook, _ query: EntryQuery) throws -> [String] {
        let filter = ContactFilter(query, search: query.search.map { .scan($0) } ?? .none)
        let kept = filter.conditions(on: "c")
        return try book.database.prepare("""
            SELECT \(ContactSQL.nameSQL(query.displayOrder)), e.label, e.address
            FROM contacts c JOIN emails e ON e.contact_id = c.id
            WHERE \(ContactSQL.personKey("c.\(filter.sortColumn)"))\(kept.text)
            ORDER BY c.\(filter.sortColumn), c.id, e.position
            """).map(kept.values) { "\($0.text(0)) | \($0.text(1)) | \($0.text(2))" }
    }

    /// A mail query's: a search of the names.
    private func query(_ search: String?, _ sort: NameOrder = .familyFirst,
                       _ display: NameOrder = .givenFirst) -> EntryQuery {
        EntryQuery(sortOrder: sort, displayOrder: display, search: search.flatMap { SearchTerm($0, scope: .names) })
    }

    /// The table equals a fresh fill, and a mail query reads from it what the join gives.
    private func expectInStep(_ book: AddressBook, _ comment: Comment,
                              sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(try emailListingDifferences(book.database) == [], comment, sourceLocation: sourceLocation)
        for query in [query(nil), query("example"), query(nil, .givenFirst, .familyFirst)] {
            #expect(try mailLines(book, query) == joinLines(book, query), comment, sourceLocation: sourceLocation)
        }
    }

    @Test func theTriggersKeepItThroughEveryWrite() throws {
        let book = try book()
        #expect(try book.database.scalar("SELECT count(*) FROM email_listing")
                == book.database.scalar("SELECT count(*) FROM emails"))
        #expect(try book.database.scalar("SELECT count(*) FROM email_listing") != .integer(0))
        try expectInStep(book, "written")

        let added = try book.add(SampleBook.record("el-grace", "Grace Hopper", "Grace", "Hopper",
                                                   emails: [("work", "gh@navy.example"), ("home", "grace@example.com")]))
        try expectInStep(book, "add")
        let jose = try id("el-jose", in: book)
        try book.replace(jose, with: SampleBook.record("el-jose", "José Abad", "José", "Abad",
                                                       emails: [("home", "vwxyz@example.org")]))
        try expectInStep(book, "edit: a new name, an email fewer")
        try book.replace(jose, with: SampleBook.record("el-jose", "José Abad", "José", "Abad", organization: "Kite",
                                                       emails: [("home", "vwxyz@example.org")]))
        try expectInStep(book, "edit of what the listing does not hold")
        try book.replace(try id("el-org", in: book), with: SampleBook.record("el-org", "Kite Works", "", ""))
        try expectInStep(book, "edit: every email gone")
        try book.merge([try id("el-wei", in: book)], into: added,
                       record: SampleBook.record("el-grace", "Grace Hopper", "Grace", "Hopper",
                                                 emails: [("work", "gh@navy.example"), ("home", "wei@example.cn")]))
        try expectInStep(book, "merge")
        try book.remove([added])
        try expectInStep(book, "remove")
        for step in 1...6 {
            _ = try book.undo()
            try expectInStep(book, "undo \(step)")
        }
        #expect(try book.database.scalar("PRAGMA integrity_check") == .text("ok"))
    }

    /// No writer changes an email or a name in place today; the triggers are there for the one that will.
    @Test func rowsWrittenInPlaceKeepItInStep() throws {
        let book = try book()
        _ = try mailLines(book, query(nil))
        let (jose, org) = (try id("el-jose", in: book), try id("el-org", in: book))
        let steps: [(sql: String, what: Comment)] = [
            ("UPDATE emails SET address = 'new@example.org', position = 7 WHERE contact_id = \(jose) AND position = 0",
             "an email changed and moved"),
            ("UPDATE emails SET contact_id = \(org), position = position + 10 WHERE contact_id = \(jose)",
             "every email moved to another contact"),
            ("UPDATE contacts SET display_name = 'Kite', sort_key_family = 'Kkite2' WHERE id = \(org)",
             "a contact renamed in place"),
            ("UPDATE contacts SET note = 'x', given_name = given_name WHERE id = \(org)", "a contact's other columns"),
            ("DELETE FROM emails WHERE contact_id = \(org) AND position = 1", "one email deleted"),
            ("DELETE FROM contacts WHERE id = \(org)", "a contact deleted, its emails by the cascade"),
        ]
        for step in steps {
            try book.database.execute(step.sql)
            try expectInStep(book, step.what)
        }
    }

    /// The comparison itself sees a table out of step.
    @Test func theComparisonSeesARowMissingOrExtra() throws {
        let book = try book()
        _ = try mailLines(book, query(nil))
        try book.database.execute("DROP TRIGGER email_listing_after_email_delete")
        try book.database.execute("DELETE FROM emails WHERE address = 'wei@example.cn'")
        #expect(try emailListingDifferences(book.database).count == 1)
        try book.database.execute("DELETE FROM email_listing WHERE address = 'hello@kite.example'")
        let differences = try emailListingDifferences(book.database)
        #expect(differences.count == 2)
        #expect(differences.contains { $0.hasPrefix("missing ") && $0.hasSuffix("hello@kite.example") })
        #expect(differences.contains { $0.hasPrefix("extra ") && $0.hasSuffix("wei@example.cn") })
    }

    @Test func aMailQueryReadsWhatTheJoinGivesForEverySearch() throws {
        let book = try book()
        let searches: [String?] = [nil, "e", "ex", "example", "EXAMPLE.ORG", "núñez", "nunez", "555", "王", "kite", "zzz"]
        for search in searches {
            for (sort, display) in [(NameOrder.familyFirst, NameOrder.givenFirst), (.givenFirst, .familyFirst)] {
                let query = query(search, sort, display)
                #expect(try mailLines(book, query) == joinLines(book, query), "\(search ?? "every address")")
            }
        }
        #expect(try mailLines(book, query("example")).count > 5)
        #expect(try mailLines(book, query(nil, .familyFirst, .familyFirst)).contains("Núñez José | home | josé.núñez@exämple.org"))
    }

    /// What the query reads is the table: a row changed there shows.
    @Test func aMailQueryReadsTheTableOnceBuilt() throws {
        let book = try book()
        _ = try mailLines(book, query(nil))
        try book.database.execute("UPDATE email_listing SET label = 'from the listing'")
        #expect(try mailLines(book, query("example")).allSatisfy { $0.contains(" | from the listing | ") })
        #expect(try mailLines(book, query(nil)).allSatisfy { $0.contains(" | from the listing | ") })
        // A search of one letter picks contacts by their letters, and reads their addresses there too.
        let letter = try mailLines(book, query("e"))
        #expect(!letter.isEmpty && letter.allSatisfy { $0.contains(" | from the listing | ") })
    }

    @Test func aBulkImportFillsItAgainBeforeItEnds() throws {
        let book = try book()
        _ = try book.importing(expectedCards: 10_000, now: 1) { writer in
            try writer.insert(SampleBook.record("el-grace", "Grace Hopper", "Grace", "Hopper",
                                                emails: [("work", "grace@navy.example")]))
            // Inside the import the triggers are gone: the rows are not listed yet.
            #expect(try book.database.scalar("SELECT count(*) FROM email_listing WHERE address = 'grace@navy.example'")
                    == .integer(0))
        }
        #expect(try book.database.scalar("SELECT count(*) FROM email_listing WHERE address = 'grace@navy.example'")
                == .integer(1))
        try expectInStep(book, "filled by the import")
        // Its triggers are back with the others.
        _ = try book.add(SampleBook.record("el-ada", "Ada Lovelace", "Ada", "Lovelace", emails: [("home", "ada@example.org")]))
        #expect(try mailLines(book, query("ada")).contains { $0.hasSuffix("ada@example.org") })
        try expectInStep(book, "an add after it")
    }

    /// An import's writer may write a contact's emails before the contact
    /// (`ContactWriter.enqueue`): the contact's own trigger adds them.
    @Test func emailsWrittenBeforeTheirContactAreListed() throws {
        let book = try book()
        _ = try mailLines(book, query(nil))
        let emails = (0..<40).map { ("work", "ada\($0)@example.org") }
        _ = try book.importing(expectedCards: 1, now: 1) { writer in
            let record = SampleBook.record("el-ada", "Ada Byron", "Ada", "Byron", emails: emails)
            try writer.enqueue(record, keys: ContactKeys(record), id: 900)
        }
        #expect(try book.database.scalar("SELECT count(*) FROM email_listing WHERE document & \(SearchIndex.contactBits) = 900") == .integer(40))
        try expectInStep(book, "after the import")
    }

    /// A populated book at 0020 comes out of the migrations with the table filled.
    @Test func theMigrationsFillItForAPopulatedBookOfTheOldShape() throws {
        let db = try Database.inMemory()
        try Migrator(migrations: SchemaMigrations.all.filter { $0.version < 21 }).migrate(db)
        let book = OldSchema.book(on: db)
        try OldSchema.seedingWithTodaysWriter(db) { try SampleBook.seed(book) }
        try SchemaMigrations.migrator.migrate(db)
        #expect(try db.scalar("SELECT count(*) FROM email_listing") == db.scalar("SELECT count(*) FROM emails"))
        #expect(try mailLines(book, query("example")).count > 2)
        try expectInStep(book, "after the migrations")
    }
}
