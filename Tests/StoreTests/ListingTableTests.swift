import Foundation
import Contacts
@testable import Reading
import Testing
import TestSupport
@testable import Migrations
@testable import SQLite
@testable import Store

/// The listing table (migration 0015, `Listing`): after every kind of write
/// it holds exactly the entries the join of contacts and phone_numbers
/// gives, in the orders of the settings, and the list reads it.
@Suite("The listing table")
struct ListingTableTests {
    /// The sample book.
    private func book() throws -> AddressBook {
        let book = try AddressBook.inMemory()
        try SampleBook.seed(book)
        return book
    }

    private func query(_ settings: AppSettings) -> EntryQuery {
        EntryQuery(sortOrder: settings.sortOrder, displayOrder: settings.displayOrder)
    }

    /// Every entry read from the listing, and from the join it replaces.
    private func bothReads(_ book: AddressBook, _ query: EntryQuery) throws -> (listing: [PhoneEntry], join: [PhoneEntry]) {
        (try book.reader.entries(query, limit: -1), try joinedEntries(book, query))
    }

    /// Whether the listing is in `query`'s orders.
    private func holdsOrders(of query: EntryQuery, _ database: Database) throws -> Bool {
        try Listing.orders(in: database) == (query.sortOrder, query.displayOrder)
    }

    /// The listing equals the join in the orders of the settings, and the
    /// book's own reads go through it.
    /// `byTheWriter`: the last write went through `ContactWriter`, which
    /// keeps each contact's letters (`SearchLetters`); a raw write of an
    /// email or number in place (no writer makes one) leaves them.
    private func expectListingMatchesJoin(_ book: AddressBook, _ comment: Comment, byTheWriter: Bool = true,
                                          sourceLocation: SourceLocation = #_sourceLocation) throws {
        let query = query(try book.appSettings())
        let (listing, join) = try bothReads(book, query)
        #expect(listing == join, comment, sourceLocation: sourceLocation)
        #expect(try listedDetails(book) == details(book), comment, sourceLocation: sourceLocation)
        #expect(try holdsOrders(of: query, book.database), comment, sourceLocation: sourceLocation)
        let listed = try listedLetters(book)
        #expect(listed.allSatisfy { $0.listed == $0.contact }, comment, sourceLocation: sourceLocation)
        if byTheWriter {
            #expect(listed.map(\.contact) == (try letters(book)), comment, sourceLocation: sourceLocation)
        }
    }

    /// The letters each listing row carries, and its contact's own, in list order.
    private func listedLetters(_ book: AddressBook) throws -> [(listed: Int64, contact: Int64)] {
        try book.database.prepare("""
            SELECT l.letters, (SELECT letters FROM contacts WHERE id = l.id)
            FROM listing l ORDER BY l.sort_key, l.id, l.position
            """).map([]) { ($0.int64(0), $0.int64(1)) }
    }

    /// The same rows' letters as their contacts' search texts, emails and numbers give them now (`SearchLetters`).
    private func letters(_ book: AddressBook) throws -> [Int64] {
        let db = book.database
        let emails = try db.prepare("SELECT address FROM emails WHERE contact_id = ?")
        let digits = try db.prepare("SELECT digits_reversed FROM phone_numbers WHERE contact_id = ?")
        return try db.prepare("""
            SELECT l.id, (SELECT search_text FROM contacts WHERE id = l.id)
            FROM listing l ORDER BY l.sort_key, l.id, l.position
            """).map([]) { row in
                let id = row.int64(0)
                let letters = SearchLetters.of(searchText: row.text(1), emails: try emails.map([id]) { $0.text(0) },
                                               reversedDigits: try digits.map([id]) { $0.text(0) })
                return letters
            }
    }

    /// Each listing row's contact and detail, in list order.
    private func listedDetails(_ book: AddressBook) throws -> [String] {
        try book.database.prepare("SELECT id, ifnull(detail, '-') FROM listing ORDER BY sort_key, id, position")
            .map([]) { "\($0.int64(0)) \($0.text(1))" }
    }

    /// The same rows' details as the contacts and emails give them now (`ContactSQL.detailSQL`).
    private func details(_ book: AddressBook) throws -> [String] {
        try book.database.prepare("""
            SELECT l.id, ifnull((SELECT \(ContactSQL.detailSQL) FROM contacts c WHERE c.id = l.id), '-')
            FROM listing l ORDER BY l.sort_key, l.id, l.position
            """).map([]) { "\($0.int64(0)) \($0.text(1))" }
    }

    private func id(_ uid: String, in book: AddressBook) throws -> ContactID {
        try #require(try book.contactIDs(named: uid).first)
    }

    @Test func everyJournaledWriteAndItsUndoKeepTheListingEqualToTheJoin() throws {
        let book = try book()
        try expectListingMatchesJoin(book, "seeded")
        let added = try book.add(SampleBook.record("mary", "Mary Somerville", "Mary", "Somerville"))
        try expectListingMatchesJoin(book, "add without a number")
        try book.replace(added, with: SampleBook.record("mary", "Mary Fairfax", "Mary", "Fairfax",
                                                       phones: [("home", "555-0300"), ("work", "555-0301")]))
        try expectListingMatchesJoin(book, "edit: new name, first numbers")
        try book.replace(try id("ada", in: book), with: SampleBook.record("ada", "Ada Lovelace", "Ada", "Lovelace",
                                                                         phones: [("home", "+44 20 7946 0005")]))
        try expectListingMatchesJoin(book, "edit: a number fewer")
        try book.replace(try id("alan", in: book), with: SampleBook.record("alan", "Alan Turing", "Alan", "Turing"))
        try expectListingMatchesJoin(book, "edit: every number gone")
        try book.replace(try id("grace", in: book), with: SampleBook.record("grace-hopper", "Grace Hopper", "Grace",
                                                                           "Hopper", phones: [("work", "555-0400")]))
        try expectListingMatchesJoin(book, "edit: a new UID and a first number")
        try book.setStarred(true, contact: try id("wang", in: book))
        try expectListingMatchesJoin(book, "star")
        try book.merge([try id("anna", in: book)], into: try id("bjorn", in: book),
                       record: SampleBook.record("bjorn", "Björn Andersson", "Björn", "Andersson",
                                                 phones: [("mobile", "+46 70 123 45 67"), ("home", "070-555 12 12")]))
        try expectListingMatchesJoin(book, "merge")
        try book.remove([try id("jose", in: book), try id("zoe", in: book)])
        try expectListingMatchesJoin(book, "remove")
        for step in 1...8 {
            _ = try book.undo()
            try expectListingMatchesJoin(book, "undo \(step)")
        }
        #expect(try book.database.scalar("PRAGMA integrity_check") == .text("ok"))
    }

    /// The detail: the organization, else the first email,
    /// else none; kept through edits, undos and emails written in place.
    @Test func organizationsAndEmailsEditedOrUndoneKeepEachDetail() throws {
        let book = try book()
        let (jose, grace) = (try id("jose", in: book), try id("grace", in: book))
        func detail(_ id: ContactID) throws -> [String] {
            try listedDetails(book).filter { $0.hasPrefix("\(id) ") }.map { String($0.dropFirst("\(id) ".count)) }
        }
        #expect(try detail(jose) == ["jose@example.es"] && detail(grace) == ["US Navy"])
        let record = { (organization: String, emails: [(String, String)]) in
            SampleBook.record("jose", "José Núñez", "José", "Núñez", organization: organization,
                              phones: [("mobile", "+34 600 111 222"), ("work", "555-0123")], emails: emails)
        }
        try book.replace(jose, with: record("", [("home", "nunez@example.org"), ("work", "jose@example.es")]))
        try expectListingMatchesJoin(book, "another first email")
        #expect(try detail(jose) == ["nunez@example.org", "nunez@example.org"], "one detail a row")
        try book.replace(jose, with: record("Iberia", [("work", "jose@example.es")]))
        try expectListingMatchesJoin(book, "an organization before the emails")
        #expect(try detail(jose) == ["Iberia", "Iberia"])
        try book.replace(jose, with: record("", []))
        try expectListingMatchesJoin(book, "neither")
        #expect(try detail(jose) == ["-", "-"])
        try book.replace(grace, with: SampleBook.record("grace", "Grace Hopper", "Grace", "Hopper",
                                                        emails: [("work", "grace@example.mil")]))
        try expectListingMatchesJoin(book, "an organization gone, the email stays")
        #expect(try detail(grace) == ["grace@example.mil"])
        for step in 1...4 {
            _ = try book.undo()
            try expectListingMatchesJoin(book, "undo \(step)")
        }
        #expect(try detail(jose) == ["jose@example.es"] && detail(grace) == ["US Navy"])

        // No writer changes an email in place today; the triggers are there for the one that will.
        try book.database.execute("INSERT INTO emails VALUES (\(jose), -1, 'home', 'first@example.es')")
        try expectListingMatchesJoin(book, "an email put first", byTheWriter: false)
        #expect(try detail(jose) == ["first@example.es"])
        try book.database.execute("UPDATE emails SET position = 9 WHERE contact_id = \(jose) AND position = -1")
        try expectListingMatchesJoin(book, "that email moved last", byTheWriter: false)
        try book.database.execute("DELETE FROM emails WHERE contact_id = \(grace)")
        try expectListingMatchesJoin(book, "an email deleted under an organization", byTheWriter: false)
        try book.database.execute("UPDATE emails SET contact_id = \(grace) WHERE contact_id = \(jose)")
        try expectListingMatchesJoin(book, "every email moved to another contact", byTheWriter: false)
        #expect(try detail(jose) == ["-"] && detail(grace) == ["US Navy"])
        try book.database.execute("UPDATE contacts SET organization = '' WHERE id = \(grace)")
        try expectListingMatchesJoin(book, "an organization emptied in place", byTheWriter: false)
        #expect(try detail(grace) == ["jose@example.es"])
        try book.database.execute("DELETE FROM emails WHERE contact_id = \(grace)")
        try expectListingMatchesJoin(book, "every email deleted", byTheWriter: false)
        #expect(try detail(grace) == ["-"])
    }

    @Test func theComparisonSeesAListingOutOfStep() throws {
        let book = try book()
        try book.database.execute("DROP TRIGGER listing_after_number_delete")
        try book.replace(try id("alan", in: book), with: SampleBook.record("alan", "Alan Turing", "Alan", "Turing"))
        let (listing, join) = try bothReads(book, query(AppSettings()))
        #expect(listing != join)
        #expect(listing.count == join.count + 1, "the two numbers stay, where the join has one entry without")
    }

    /// No writer updates a number in place today; the trigger is there for the one that will.
    @Test func aNumberUpdatedInPlaceOrMovedToAnotherContactKeepsTheListingEqualToTheJoin() throws {
        let book = try book()
        let (ada, grace, alan) = (try id("ada", in: book), try id("grace", in: book), try id("alan", in: book))
        try book.database.execute("UPDATE phone_numbers SET number = '555-9999', position = 5 WHERE contact_id = \(ada) AND position = 0")
        try expectListingMatchesJoin(book, "a number and its position changed", byTheWriter: false)
        try book.database.execute("UPDATE phone_numbers SET contact_id = \(grace) WHERE contact_id = \(alan)")
        try expectListingMatchesJoin(book, "every number of one contact moved to one that had none", byTheWriter: false)
    }

    @Test func aRolledBackWriteLeavesTheListingAsItWas() throws {
        let book = try book()
        let before = try book.reader.entries(query(AppSettings()), limit: 100)
        struct Abandon: Error {}
        #expect(throws: Abandon.self) {
            try book.transaction {
                let writer = try ContactWriter(book, now: 1)
                try writer.insert(SampleBook.record("mary", "Mary Somerville", "Mary", "Somerville",
                                                    phones: [("home", "555-0300")]))
                try writer.delete(ids: [try id("ada", in: book)])
                throw Abandon()
            }
        }
        try expectListingMatchesJoin(book, "rolled back")
        #expect(try book.reader.entries(query(AppSettings()), limit: 100) == before)
    }

    @Test func importsSmallAndBulkKeepTheListingEqualToTheJoin() throws {
        let book = try book()
        _ = try book.importing(expectedCards: 2, now: book.clock()) { writer in
            try writer.insert(SampleBook.record("mary", "Mary Somerville", "Mary", "Somerville",
                                                phones: [("home", "555-0300")]))
            try writer.replace(id: try id("ada", in: book), with: SampleBook.record(
                "ada", "Ada King", "Ada", "King", phones: [("work", "555-0005")]))
        }
        try expectListingMatchesJoin(book, "an import row by row (triggers)")
        _ = try book.importing(expectedCards: 10_000, now: book.clock()) { writer in
            for index in 0..<50 {
                try writer.insert(SampleBook.record("bulk-\(index)", "Bulk \(index)", "Bulk", "\(index)",
                                                    phones: index % 3 == 0 ? [] : [("mobile", "555-1\(index)")]))
            }
            try writer.replace(id: try id("alan", in: book), with: SampleBook.record(
                "alan", "Alan Turing", "Alan", "Turing", phones: [("mobile", "555-0199")]))
            try writer.delete(ids: [try id("wang", in: book)])
        }
        try expectListingMatchesJoin(book, "a bulk import (filled in its own transaction)")
        try book.replace(try id("bulk-1", in: book), with: SampleBook.record("bulk-1", "Bulk One", "Bulk", "One"))
        try expectListingMatchesJoin(book, "an edit after the bulk import")
        _ = try book.undo()
        _ = try book.undo()
        try expectListingMatchesJoin(book, "the bulk import undone")
    }

    @Test func aNewSortOrDisplayOrderRebuildsTheListingInThatOrder() throws {
        let book = try book()
        let defaults = query(AppSettings())
        try book.setSetting(.sortOrder, "given-first")
        try expectListingMatchesJoin(book, "given-first sort")
        #expect(try !holdsOrders(of: defaults, book.database))
        #expect(throws: StoreError.self, "a page in orders the listing does not hold") {
            try book.reader.entries(defaults, limit: 100)
        }
        try book.setSetting(.displayOrder, "family-first")
        try expectListingMatchesJoin(book, "given-first sort, family-first names")
        #expect(try book.reader.entries(query(try book.appSettings()), limit: 100).map(\.name).contains("Lovelace Ada"))
        _ = try book.add(SampleBook.record("mary", "Mary Somerville", "Mary", "Somerville", phones: [("home", "555-0300")]))
        try expectListingMatchesJoin(book, "an add in the other orders")
        _ = try book.importing(expectedCards: 10_000, now: book.clock()) { writer in
            try writer.insert(SampleBook.record("caroline", "Caroline Herschel", "Caroline", "Herschel",
                                                phones: [("home", "555-0500")]))
        }
        try expectListingMatchesJoin(book, "a bulk import in the other orders")
        try book.setSetting(.sortOrder, "family-first")
        try expectListingMatchesJoin(book, "family-first sort again")
        try book.removeSetting(SettingKey.displayOrder.rawValue)
        try expectListingMatchesJoin(book, "display order back to its default")
        #expect(try holdsOrders(of: defaults, book.database))
    }

    /// Another program's new order, committed between two reads of this
    /// connection: a page asked in the old orders fails, saying to try
    /// again, rather than listing the new order under the old one's sections.
    @Test func anotherProgramsNewOrderIsSeenByTheNextRead() throws {
        try withTemporaryDirectory { folder in
            let path = folder.appendingPathComponent("book.sqlite3").path
            try SampleBook.seed(try AddressBook.open(at: path))
            let book = try AddressBook.open(at: path)
            var sectionA = query(AppSettings())
            sectionA.section = "A"
            #expect(try book.reader.entries(sectionA, limit: 100) == joinedEntries(book, sectionA))
            try AddressBook.open(at: path).setSetting(.sortOrder, "given-first")
            #expect(throws: StoreError.self) { try book.reader.entries(sectionA, limit: 100) }
            sectionA.sortOrder = .givenFirst
            #expect(try book.reader.entries(sectionA, limit: 100) == joinedEntries(book, sectionA))
        }
    }

    @Test func pagesFromTheListingAreThePagesOfTheJoinEitherWay() throws {
        let book = try AddressBook.inMemory()
        try SampleBook.seedLarge(book, count: 300)
        for section in [nil, "L", "#", "Q"] as [String?] {
            var query = query(AppSettings())
            query.section = section
            let all = try bothReads(book, query).join
            var forward: [PhoneEntry] = [], key: EntryKey?
            repeat {
                let page = try book.reader.entries(query, after: key, limit: 7)
                forward += page
                key = page.last?.key
                if page.isEmpty { break }
            } while true
            #expect(forward == all, "forward, section \(section ?? "all")")
            var backward: [PhoneEntry] = []
            key = nil
            repeat {
                let page = try book.reader.entries(query, before: key, limit: 7)
                backward = page + backward
                key = page.first?.key
                if page.isEmpty { break }
            } while true
            #expect(backward == all, "backward, section \(section ?? "all")")
        }
    }

    /// From a book at 0014, before any listing.
    @Test func migration15ListsAPopulatedBookExactlyAsBefore() throws {
        for sortOrder in ["family-first", "given-first"] {
            let db = try Database.inMemory()
            try Migrator(migrations: SchemaMigrations.all.filter { $0.version < 15 }).migrate(db)
            let old = OldSchema.book(on: db)
            try OldSchema.seedingWithTodaysWriter(db) {
                try SampleBook.seed(old)
                _ = try old.add(SampleBook.record("nobody", "Nobody Numberless", "Nobody", "Numberless"))
                try old.setStarred(true, contact: try id("grace", in: old))
            }
            try db.execute("INSERT INTO settings VALUES ('sort-order', '\(sortOrder)', 0)")
            let query = query(try old.appSettings())
            let starred = EntryQuery(sortOrder: query.sortOrder, displayOrder: query.displayOrder, starredOnly: true)
            // Read by the join at version 14 (the listing is not there yet).
            let before = try joinedEntries(old, query)
            let starredBefore = try joinedEntries(old, starred)
            #expect(before.count == 13 && starredBefore.count == 3)

            try SchemaMigrations.migrator.migrate(db)
            let book = OldSchema.book(on: db)
            #expect(try book.schemaVersion() >= 15)
            #expect(try holdsOrders(of: query, db))
            #expect(try book.reader.entries(query, limit: 1_000) == before, "\(sortOrder)")
            #expect(try book.reader.entries(starred, limit: 1_000) == starredBefore)
            #expect(try bothReads(book, query).listing == before)
            #expect(try db.scalar("SELECT count(*) FROM listing") == .integer(13))
            #expect(try listedDetails(book) == details(book))
        }
    }

    /// A book of namesakes at 0014 gets each contact's detail from 0015, and keeps them.
    @Test func migration15GivesAPopulatedBookItsDetails() throws {
        let db = try Database.inMemory()
        try Migrator(migrations: SchemaMigrations.all.filter { $0.version < 15 }).migrate(db)
        let old = OldSchema.book(on: db)
        try OldSchema.seedingWithTodaysWriter(db) {
            try old.transaction { try SampleBook.insertNamesakes(with: try ContactWriter(old, now: 1)) }
        }
        #expect(try db.scalar("SELECT count(*) FROM contacts") == .integer(4))
        try SchemaMigrations.migrator.migrate(db)
        let book = OldSchema.book(on: db)
        #expect(try listedDetails(book).map { $0.split(separator: " ", maxSplits: 1)[1] }
                == ["Acme", "Acme", "ann@example.com", "Acme", "-"])
        try expectListingMatchesJoin(book, "migrated")
        try book.replace(try id("home", in: book), with: SampleBook.record("home", "Ann Lee", "Ann", "Lee",
                                                                          organization: "Home Office"))
        try expectListingMatchesJoin(book, "edited after the migration")
    }
}

/// Set once from any thread: whether a book's lock notice was given.
private final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    func set() { lock.withLock { value = true } }
    var isSet: Bool { lock.withLock { value } }
}
