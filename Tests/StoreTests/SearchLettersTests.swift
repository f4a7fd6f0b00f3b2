import Contacts
@testable import Reading
import Testing
import TestSupport
@testable import Migrations
@testable import SQLite
@testable import Store

/// Each contact's letters (migration 0017, `SearchLetters`): a search of
/// one letter or digit finds the contacts by them alone, its pages walk the
/// listing testing them, and a longer scanned search tests them before the
/// text; each must find exactly what every place a search looks holds.
@Suite("Search letters")
struct SearchLettersTests {
    /// A letter only in a capitalized ASCII address (q, x), only in a
    /// non-ASCII one (ö's fold, ä), a digit only in a number, names folded
    /// from accents, a contact with nothing ASCII at all, LIKE's wildcards.
    private func book() throws -> AddressBook {
        let book = try AddressBook.inMemory()
        try SampleBook.seed(book)
        let writer = try ContactWriter(book, now: 0)
        try writer.insert(SampleBook.record("letters-jose", "José Núñez", "José", "Núñez",
                                            emails: [("home", "josé.núñez@exämple.org"), ("work", "QX@EXAMPLE.ORG")]))
        try writer.insert(SampleBook.record("letters-wei", "王伟", "伟", "王", phones: [("home", "+86 10 6275 1234")]))
        try writer.insert(SampleBook.record("letters-nils", "Nils Ødegård", "Nils", "Ødegård", organization: "Fjord & Co",
                                            emails: [("work", "first_last%@fjord.no")]))
        try writer.insert(SampleBook.record("letters-lone", "Λώρα", "Λώρα", ""))
        return book
    }

    /// What the scan of every place finds, in the SQL it ran before the
    /// letters: the search text, the emails (ASCII case ignored), the numbers' digits.
    private func everyPlace(_ text: String, in book: AddressBook) throws -> Set<ContactID> {
        let search = try #require(SearchTerm(text))
        var found = Set(try book.database.prepare("""
            SELECT id FROM contacts WHERE instr(search_text, ?1) > 0
            UNION SELECT contact_id FROM emails
                  WHERE instr(lower(address), lower(?1)) > 0
            """).map([search.folded]) { $0.int64(0) })
        if !search.digits.isEmpty {
            found.formUnion(try book.database.prepare(
                "SELECT contact_id FROM phone_numbers WHERE instr(digits_reversed, ?) > 0")
                .map([String(search.digits.reversed())]) { $0.int64(0) })
        }
        return found
    }

    private static let texts = (Array("abcdefghijklmnopqrstuvwxyz0123456789").map(String.init)
        + ["J", "Ö", "é", "@", ".", "_", "%", "&", "伟", "λ", "jo", "q@", "55", "a1", "6 2", "ja", "0.", "é1"])

    @Test(arguments: [NameOrder.familyFirst, .givenFirst])
    func aScannedSearchFindsExactlyWhatEveryPlaceHolds(sortOrder: NameOrder) throws {
        let book = try book()
        try book.setOrders(sortOrder, .givenFirst)
        let everyone = try book.reader.entries(EntryQuery(sortOrder: sortOrder, displayOrder: .givenFirst), limit: 10_000)
        var searchedByLetters = 0
        for text in Self.texts {
            let truth = try everyPlace(text, in: book)
            let search = try #require(SearchTerm(text))
            if SearchLetters.only(search) != nil { searchedByLetters += 1 }
            #expect(Set(try book.reader.contactIDs(search: search, starredOnly: false)) == truth, "\(text)")

            let query = EntryQuery(sortOrder: sortOrder, displayOrder: .givenFirst, search: search)
            let expected = everyone.filter { truth.contains($0.contactID) }
            #expect(try book.reader.entries(query, limit: 10_000).map(\.key) == expected.map(\.key), "\(text)")
            var bySection: [String: Set<ContactID>] = [:]
            for entry in expected { bySection[Self.section(entry), default: []].insert(entry.contactID) }
            #expect(try book.reader.contactCountsBySection(query) == bySection.mapValues(\.count), "\(text)")
            for (title, _) in bySection {
                #expect(try book.reader.entries(query.inSection(title), limit: 10_000).map(\.key)
                        == expected.filter { Self.section($0) == title }.map(\.key), "\(text) in \(title)")
            }
        }
        #expect(searchedByLetters == 39, "36 letters and digits, and three more folding to one")
    }

    /// A letter's pages are read from the listing testing each row's letters: no table of matches is filled.
    @Test func aLettersPagesAreReadFromTheListingTestingTheLetters() throws {
        let book = try book()
        let query = EntryQuery(sortOrder: .familyFirst, displayOrder: .givenFirst, search: SearchTerm("a"))
        #expect(try !book.reader.entries(query.inSection("L"), limit: 5).isEmpty)
        #expect(try book.database.scalar("SELECT count(*) FROM temp.sqlite_schema WHERE name = 'search_matches'")
                == .integer(0))
        #expect(try !book.reader.entries(EntryQuery(sortOrder: .familyFirst, displayOrder: .givenFirst,
                                                    search: SearchTerm("ad")), limit: 5).isEmpty)
        #expect(try book.database.scalar("SELECT count(*) FROM temp.sqlite_schema WHERE name = 'search_matches'")
                == .integer(1), "a longer search's matches are")
    }

    @Test func aContactsLettersAreThoseOfItsSearchTextEmailsAndNumbers() {
        func bits(_ characters: String) -> Int64 { characters.utf8.reduce(0) { $0 | SearchLetters.bit($1) } }
        #expect(SearchLetters.bit(UInt8(ascii: "a")) == 1 && SearchLetters.bit(UInt8(ascii: "9")) == 1 << 35)
        #expect(SearchLetters.bit(UInt8(ascii: "A")) == 0 && SearchLetters.bit(UInt8(ascii: "@")) == 0)
        let keys = ContactKeys(SampleBook.record("wei", "王伟", "伟", "王", phones: [("home", "+86 (10) 62-75")],
                                                 emails: [("work", "QX@Ex.ORG")]))
        #expect(keys.letters == bits("qxeorg" + "86106275"))
        // The search text as stored (folded), not its capitals: a search is folded too.
        #expect(SearchLetters.of(searchText: "Zoë", emails: [], reversedDigits: []) == bits("o"))
        #expect(SearchLetters.required("jo.5") == bits("jo5") && SearchLetters.required("伟") == 0)
        #expect(SearchLetters.only(SearchTerm("J")!) == bits("j") && SearchLetters.only(SearchTerm("é")!) == bits("e"))
        #expect(SearchLetters.only(SearchTerm("jo")!) == nil && SearchLetters.only(SearchTerm("@")!) == nil)
        // A digit's numbers are searched for that digit: its bit holds them too.
        #expect(SearchTerm("5")!.digits == "5" && SearchLetters.only(SearchTerm("5")!) == bits("5"))
    }

    /// A book at 0016 gets from the migration the letters today's writer
    /// gives (the migration says `SearchLetters` again in SQL), in its
    /// contacts, its listing and both sort-key indexes.
    @Test func migration17GivesAPopulatedBookTheLettersTheWriterWould() throws {
        let db = try Database.inMemory()
        try Migrator(migrations: SchemaMigrations.all.filter { $0.version < 17 }).migrate(db)
        let old = OldSchema.book(on: db)
        let records = [
            SampleBook.record("a", "Ada King", "Ada", "King", organization: "Analytical Engines",
                              phones: [("mobile", "+1 555 0100")], emails: [("work", "Ada.King@Engines.EXAMPLE")]),
            SampleBook.record("j", "José Núñez", "José", "Núñez",
                              emails: [("home", "josé.núñez@exämple.org"), ("work", "QX@EXAMPLE.ORG")]),
            SampleBook.record("w", "王伟", "伟", "王", phones: [("home", "+86 10 6275 1234"), ("fax", "(0)9")]),
            SampleBook.record("l", "Λώρα", "Λώρα", ""),
            SampleBook.record("u", "Una O'Brien", "Una", "O'Brien", emails: [("work", "first_last%@x.org")]),
        ]
        try OldSchema.seedingWithTodaysWriter(db) {
            let writer = try ContactWriter(old, now: 0)
            for record in records { try writer.insert(record) }
        }
        #expect(try db.scalar("SELECT count(*) FROM listing") == .integer(6))

        try SchemaMigrations.migrator.migrate(db)
        let stored = try db.prepare("SELECT uid, letters FROM contacts ORDER BY id").map { ($0.text(0), $0.int64(1)) }
        #expect(stored.map(\.0) == records.map(\.uid))
        #expect(stored.map(\.1) == records.map { ContactKeys($0).letters })
        #expect(stored.allSatisfy { $0.1 != 0 } == false, "Λώρα has no ASCII letter")
        #expect(try db.scalar("""
            SELECT count(*) FROM listing l JOIN contacts c ON c.id = l.id WHERE l.letters = c.letters
            """) == .integer(6))
        #expect(try db.prepare("SELECT * FROM listing EXCEPT SELECT * FROM listing_rows").map { _ in 0 }.isEmpty)
        for (sort, index) in [("sort_key_family", "contacts_by_family"), ("sort_key_given", "contacts_by_given")] {
            let plan = try db.prepare("""
                EXPLAIN QUERY PLAN SELECT id, substr(\(sort), 1, 1) FROM contacts INDEXED BY \(index)
                WHERE letters & 1 != 0
                """).map { $0.text(3) }.joined(separator: "; ")
            #expect(plan.contains("COVERING INDEX \(index)"), "\(plan)")
        }
        #expect(try db.scalar("PRAGMA integrity_check") == .text("ok"))
        // The writer and the trigger keep them from here.
        let book = OldSchema.book(on: db)
        try book.replace(try #require(try book.contactIDs(named: "l").first),
                         with: SampleBook.record("l", "Λώρα", "Λώρα", "", emails: [("home", "lora@z.example")]))
        #expect(try db.scalar("SELECT count(*) FROM listing WHERE letters = ?", ContactKeys(
            SampleBook.record("l", "Λώρα", "Λώρα", "", emails: [("home", "lora@z.example")])).letters) == .integer(1))
    }

    /// An undo puts back a contact as its journal entry captured it; one
    /// captured before migration 0017 has no letters, which are taken again.
    @Test func aContactPutBackFromAnEntryWithoutLettersGetsThemAgain() throws {
        let book = try AddressBook.inMemory()
        let record = SampleBook.record("q", "Quinn Xu", "Quinn", "Xu", phones: [("home", "+1 555 0100")],
                                       emails: [("work", "QZ@Example.ORG")])
        let id = try ContactWriter(book, now: 0).insert(record)
        var snapshot = try #require(try ContactSnapshot.capture(id, from: book.database))
        let column = try #require(snapshot.tables[0].columns.firstIndex(of: "letters"))
        snapshot.tables[0].columns.remove(at: column)
        for row in snapshot.tables[0].rows.indices { snapshot.tables[0].rows[row].remove(at: column) }
        var columns = ContactSnapshot.CurrentColumns()
        try book.transaction { try snapshot.restore(in: book.database, columns: &columns) }
        let expected = ContactKeys(record).letters
        #expect(expected != 0)
        #expect(try book.database.scalar("SELECT letters FROM contacts WHERE id = ?", id) == .integer(expected))
        #expect(try book.database.scalar("SELECT letters FROM listing WHERE id = ?", id) == .integer(expected))
        #expect(try book.reader.contactIDs(search: SearchTerm("z"), starredOnly: false) == [id])
    }

    private static func section(_ entry: PhoneEntry) -> String {
        let first = String(entry.key.sortKey.prefix(1))
        return first == "~" ? "#" : first
    }
}
