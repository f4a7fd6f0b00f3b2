import Contacts
import Foundation
@testable import Reading
import Testing
import TestSupport
@testable import Migrations
@testable import SQLite
@testable import Store

/// The trigram index a search of three characters or more goes through
/// (migration 0014, `SearchIndex`): it finds what the scan of every contact
/// finds, it is built by the first search, and a bulk import leaves it to the next.
@Suite("The search index")
struct SearchIndexTests {
    /// Texts at the index's edges: a family name the display name leaves out,
    /// ASCII addresses in capitals, non-ASCII ones (folded into the search
    /// text), LIKE's wildcards and FTS5's quote in the data, numbers.
    private func book() throws -> AddressBook {
        let book = try AddressBook.inMemory()
        let writer = try ContactWriter(book, now: 0)
        try writer.insert(SampleBook.record("ada", "Dr. Ada King", "Ada", "Lovelace", organization: "Analytical Engines",
                                            phones: [("mobile", "+1 555 0100")],
                                            emails: [("work", "Ada.King@Engines.EXAMPLE")]))
        try writer.insert(SampleBook.record("jose", "José Núñez", "José", "Núñez",
                                            emails: [("home", "josé.núñez@exämple.org"), ("work", "JN@Example.org")]))
        try writer.insert(SampleBook.record("zoe", "Zoë Quist", "Zoë", "Quist", phones: [("home", "555-0177")],
                                            emails: [("home", "zq@example.net")]))
        try writer.insert(SampleBook.record("under", "Una \"Quotes\" O'Brien", "Una", "O'Brien",
                                            emails: [("work", "first_last@example.org"), ("home", "100%\\sure@x.org")]))
        try writer.insert(SampleBook.record("wei", "王伟", "伟", "王", organization: "北京大学"))
        return book
    }

    private func query(_ text: String) -> EntryQuery {
        EntryQuery(sortOrder: .familyFirst, displayOrder: .givenFirst, search: SearchTerm(text))
    }

    /// The UIDs of the entries `query` lists, its search tested on every contact, in list order.
    private func scanned(_ query: EntryQuery, in book: AddressBook) throws -> [String] {
        try joinedEntries(book, query).map(\.uid)
    }

    @Test func theIndexFindsExactlyWhatTheScanOfEveryContactFinds() throws {
        let book = try book()
        #expect(try Set(book.reader.entries(query("lovelace"), limit: 10).map(\.uid)) == ["ada"])

        let texts = ["lovelace", "ada", "engines.example", "ADA.KING@", "analytical", "jose.nunez@exa",
                     "josé.núñez@exämple", "jn@example", "zq@", "zoe", "example", "nobody", "first_last",
                     "100%\\", "%\\s", "\"quotes\"", "o'brien", "s\" o", "北京大", "555", "0100",
                     "ada 555", "ple.org", "xample"]
        var found = 0
        for text in texts {
            let query = query(text)
            #expect(SearchIndex.phrase(try #require(query.search).folded) != nil, "\(text)")
            let indexed = try book.reader.entries(query, limit: 1_000).map(\.uid)
            #expect(indexed == (try scanned(query, in: book)), "\(text)")
            found += indexed.isEmpty ? 0 : 1
        }
        #expect(found == texts.count - 1, "every text but \"nobody\" finds someone")
        // Each section's count is its contacts the search found, however they were found.
        for text in ["a", "ad", "zq", "5", "01", "é", "北", "%", "_", "lovelace"] {
            var sections: [String: Set<ContactID>] = [:]
            for entry in try joinedEntries(book, query(text)) {
                sections[SortKey.sectionTitle(ofRawKey: entry.key.sortKey), default: []].insert(entry.contactID)
            }
            #expect(try book.reader.contactCountsBySection(query(text)) == sections.mapValues(\.count), "\(text)")
        }
        #expect(try book.reader.emailEntries(query("example.org")).map(\.email.address)
                == ["josé.núñez@exämple.org", "JN@Example.org", "first_last@example.org", "100%\\sure@x.org"],
                "every address of each contact one of them matches")
    }

    /// A search of two characters asks the index for every trigram starting
    /// with them (`SearchIndex.pairQuery`): it finds what the scan finds,
    /// the two at the very end of a search text included (each document
    /// ends with one more character), a quote, letters outside ASCII, and
    /// no trigram at all.
    @Test func aPairFindsExactlyWhatTheScanFinds() throws {
        let book = try book()
        let texts = ["ad", "ce", "da", "rg", "\" ", "s\"", "o'", "北京", "学", "55", "77", "ex", ".n", "zz", "%\\", "伟"]
        var viaIndex = 0, found = 0
        for text in texts {
            let search = try #require(query(text).search)
            guard SearchIndex.isPair(search.folded) else { continue }
            viaIndex += 1
            let scanned = try scanned(query(text), in: book)
            #expect(try book.reader.entries(query(text), limit: 100).map(\.uid) == scanned, "\(text)")
            let pair = try SearchIndex.pairQuery(search.folded, in: book.database)
            // Digits are in the numbers, not the search text: no trigram holds them.
            #expect((pair == nil) == ["zz", "55", "77"].contains(text), "\(text): \(pair ?? "no trigram")")
            found += scanned.isEmpty ? 0 : 1
        }
        #expect(viaIndex == texts.count - 3, "all but the single characters (a trailing space is trimmed)")
        #expect(found == viaIndex - 1, "all but \"zz\" find someone")
        // The last two characters of a text begin a trigram only with the document's extra one.
        let adaText = try #require(try book.database.prepare("SELECT search_text FROM contacts WHERE uid = 'ada'")
            .first { $0.text(0) })
        let last = String(adaText.suffix(2))
        #expect(try book.reader.entries(query(last), limit: 100).map(\.uid).contains("ada"), "\(last) ends \(adaText)")
    }

    /// An index built before 0020 holds documents without the extra last
    /// character: the migrations empty it and fill it again as today's
    /// triggers write it.
    @Test func theMigrationsRebuildAnIndexOfTheOldDocuments() throws {
        let db = try Database.inMemory()
        try Migrator(migrations: SchemaMigrations.all.filter { $0.version < 20 }).migrate(db)
        let book = OldSchema.book(on: db)
        try OldSchema.seedingWithTodaysWriter(db) { try SampleBook.seed(book) }
        // The index as the code before 0020 built it: each document the search text alone.
        try db.execute("INSERT INTO search_index (rowid, text) SELECT id, search_text FROM contacts ORDER BY id")
        try db.execute("""
            CREATE TRIGGER search_index_contact_insert AFTER INSERT ON contacts BEGIN
                INSERT INTO search_index (rowid, text) VALUES (NEW.id, NEW.search_text);
            END
            """)
        // Built, as that code said it: by its trigger's presence.
        #expect(try db.scalar("SELECT count(*) FROM sqlite_schema WHERE type = 'trigger' AND name = 'search_index_contact_insert'")
                == .integer(1))
        try SchemaMigrations.migrator.migrate(db)
        #expect(try searchIndexDifferences(db) == [], "filled again from the rows")
        let text = try #require(try db.prepare("SELECT search_text FROM contacts ORDER BY id").first { $0.text(0) })
        let last = String(text.suffix(2))
        let scanned = try scanned(query(last), in: book)
        #expect(!scanned.isEmpty)
        #expect(try book.reader.entries(query(last), limit: 100).map(\.uid) == scanned)
    }

    /// Migration 0037: a populated book's search indexes write their
    /// trigrams out in 16 MB segments from then on (SQLite's default is
    /// 1 MB), and find what they found.
    @Test func migration37SetsTheSearchIndexesHashSizeOfAPopulatedBook() throws {
        let (db, old) = try OldSchema.sampleBook(before: 37)
        let hashSize = { try db.prepare("SELECT v FROM search_index_config WHERE k = 'hashsize'").first { $0.int64(0) } }
        let detailsHashSize = {
            try db.prepare("SELECT v FROM search_details_index_config WHERE k = 'hashsize'").first { $0.int64(0) }
        }
        #expect(try hashSize() == nil && detailsHashSize() == nil, "the default before")
        let before = try old.reader.entries(query("ada"), limit: 100).map(\.uid)
        #expect(!before.isEmpty)

        try SchemaMigrations.migrator.migrate(db)
        #expect(try hashSize() == 16 << 20)
        #expect(try detailsHashSize() == 16 << 20)
        #expect(try searchIndexDifferences(db) == [])
        #expect(try old.reader.entries(query("ada"), limit: 100).map(\.uid) == before)
        _ = try old.importing(expectedCards: 10_000, now: 1) { writer in
            try writer.insert(SampleBook.record("g-hopper", "Grace Hopper", "Grace", "Hopper", emails: [("work", "grace@cobol.example")]))
        }
        #expect(try searchIndexDifferences(db) == [], "a bulk fill under the new size")
        #expect(try old.reader.entries(query("cobol"), limit: 10).map(\.uid) == ["g-hopper"])
    }

    @Test func anotherProgramsWriteIsSeenByTheSameSearchRepeated() throws {
        try withTemporaryDirectory { folder in
            let path = folder.appendingPathComponent("book.sqlite3").path
            // One reader, which keeps the search it found between reads.
            let browsing = BookReader(try AddressBook.open(at: path))
            let writing = try AddressBook.open(at: path)
            _ = try writing.add(SampleBook.record("ada", "Ada Lovelace", "Ada", "Lovelace"))
            #expect(try browsing.entries(query("lovelace"), limit: 10).map(\.uid) == ["ada"])
            _ = try writing.add(SampleBook.record("byron", "Lord Byron", "George", "Byron",
                                                  emails: [("home", "lovelace.father@example.org")]))
            #expect(try browsing.entries(query("lovelace"), limit: 10).map(\.uid) == ["byron", "ada"], "in family-name order")
            try writing.remove(try writing.contactIDs(named: "ada"))
            #expect(try browsing.entries(query("lovelace"), limit: 10).map(\.uid) == ["byron"])
            #expect(try browsing.contactCountsBySection(query("lovelace")) == ["B": 1])
        }
    }

    @Test func aSearchOfOneCharacterScans() throws {
        #expect(SearchIndex.phrase("zo") == nil && SearchIndex.isPair("zo"))
        #expect(SearchIndex.phrase("王伟") == nil && SearchIndex.isPair("王伟"), "characters, not bytes")
        #expect(!SearchIndex.isPair("北") && !SearchIndex.isPair("abc") && !SearchIndex.isPair("a\0"))
        #expect(SearchIndex.phrase("a\"b") == "\"a\"\"b\"")
        let book = try book()
        #expect(try book.reader.entries(query("北"), limit: 10).map(\.uid) == ["wei"])
        #expect(try book.reader.entries(query("zo"), limit: 10).map(\.uid) == ["zoe"])
    }

    @Test func aBulkImportFillsTheIndexAgainBeforeItEnds() throws {
        let book = try book()
        _ = try book.importing(expectedCards: 10_000, now: 1) { writer in
            try writer.insert(SampleBook.record("grace", "Grace Hopper", "Grace", "Hopper",
                                                emails: [("work", "grace@navy.example")]))
        }
        #expect(try searchIndexDifferences(book.database) == [])
        #expect(try book.database.scalar("SELECT count(*) FROM search_index WHERE search_index MATCH '\"navy\"'")
                == .integer(1), "the imported contact is in the index")
        #expect(try book.reader.entries(query("navy"), limit: 10).map(\.uid) == ["grace"])
        #expect(try book.reader.entries(query("lovelace"), limit: 10).map(\.uid) == ["ada"])
    }

    @Test func theTriggersKeepTheIndexInStepWithWritesThroughTheStore() throws {
        let book = try book()
        _ = try book.reader.entries(query("ada"), limit: 1)
        let ada = try #require(try book.contactIDs(named: "ada").first)
        let added = try book.add(SampleBook.record("grace", "Grace Hopper", "Grace", "Hopper",
                                                   emails: [("work", "grace@navy.example")]))
        #expect(try searchIndexDifferences(book.database) == [], "add")
        try book.replace(ada, with: SampleBook.record("ada", "Ada Byron", "Ada", "Byron",
                                                      emails: [("home", "ada@byron.example")]))
        #expect(try searchIndexDifferences(book.database) == [], "edit")
        #expect(try book.reader.entries(query("lovelace"), limit: 10).isEmpty)
        #expect(try book.reader.entries(query("byron.ex"), limit: 10).map(\.uid) == ["ada"])
        try book.remove([added])
        #expect(try searchIndexDifferences(book.database) == [], "remove, its emails gone by the cascade")
        #expect(try book.reader.entries(query("navy"), limit: 10).isEmpty)
        _ = try book.undo()
        #expect(try searchIndexDifferences(book.database) == [], "undo of the remove")
        #expect(try book.reader.entries(query("navy"), limit: 10).map(\.uid) == ["grace"])
        _ = try book.undo()
        _ = try book.undo()
        #expect(try searchIndexDifferences(book.database) == [], "undo of the edit and the add")
        #expect(try book.reader.entries(query("lovelace"), limit: 10).map(\.uid) == ["ada"])
        #expect(try book.reader.entries(query("navy"), limit: 10).isEmpty)
        #expect(try book.database.scalar("PRAGMA integrity_check") == .text("ok"))
    }

    /// A document's rowid holds the family name's first characters
    /// (`SearchIndex.contactOfDocument`): a new family name moves it, and the
    /// contact is found once, under its new name only.
    @Test func aNewFamilyNameMovesTheDocument() throws {
        let book = try book()
        _ = try book.reader.entries(query("ada"), limit: 1)
        let id = try ContactWriter(book, now: 0).insert(SampleBook.record("x", "Xena Warrior", "Xena", "Warrior"))
        let documents = { try book.database.prepare("SELECT document FROM contacts WHERE id = ?")
            .first([id]) { $0.int64(0) } }
        let before = try #require(try documents())
        try book.replace(id, with: SampleBook.record("x", "Xena Amazon", "Xena", "Amazon"))
        let after = try #require(try documents())
        #expect(before != after && before & SearchIndex.contactBits == after & SearchIndex.contactBits)
        #expect(try searchIndexDifferences(book.database) == [])
        #expect(try book.reader.entries(query("xena"), limit: 10).map(\.uid) == ["x"])
        #expect(try book.reader.entries(query("warrior"), limit: 10).isEmpty)
        _ = try book.undo()
        #expect(try searchIndexDifferences(book.database) == [])
        #expect(try book.reader.entries(query("warrior"), limit: 10).map(\.uid) == ["x"])
    }

    @Test func theComparisonSeesAnIndexOutOfStep() throws {
        let book = try book()
        _ = try book.reader.entries(query("ada"), limit: 1)
        let id = try ContactWriter(book, now: 0).insert(SampleBook.record("x", "Xena", "Xena", ""))
        #expect(try searchIndexDifferences(book.database) == [])
        try book.database.execute("DROP TRIGGER search_index_contact_update")
        try book.replace(id, with: SampleBook.record("x", "Xena", "Xena", "", emails: [("work", "xena@w.example")]))
        // The index names a document by its rowid: the contact's id under its family name's first characters.
        let document = try #require(try book.database.prepare(
            "SELECT document FROM contacts WHERE id = ?").first([id]) { $0.int64(0) })
        #expect(document & SearchIndex.contactBits == id && document != id)
        #expect(try searchIndexDifferences(book.database).contains { $0.hasPrefix("missing search_index 'w.e' \(document) ") })
    }

    private func lastContactID(_ book: AddressBook) throws -> Int64 {
        try book.database.prepare("SELECT max(id) FROM contacts").first { $0.int64(0) } ?? 0
    }

    @Test func migration14LeavesAPopulatedBookFindingWhatItFoundBefore() throws {
        let db = try Database.inMemory()
        try Migrator(migrations: SchemaMigrations.all.filter { $0.version < 14 }).migrate(db)
        try db.execute("""
            INSERT INTO contacts (id, uid, display_name, given_name, family_name, sort_key_family, sort_key_given,
                                  search_text, card, content_hash, created_at, updated_at)
            VALUES (1, 'a', 'Ada Lovelace', 'Ada', 'Lovelace', 'Llovelace\u{1}ada', 'Aada\u{1}lovelace',
                    'ada lovelace\u{1}analytical engines', 'card', 7, 0, 0),
                   (2, 'w', '王伟', '伟', '王', '~王\u{1}伟', '~伟\u{1}王', '王伟', 'card', 8, 0, 0),
                   (3, 'g', 'Grace Hopper', 'Grace', 'Hopper', 'Hhopper\u{1}grace', 'Ggrace\u{1}hopper',
                    'grace hopper', 'card', 9, 0, 0)
            """)
        try db.execute("""
            INSERT INTO emails (contact_id, position, label, address)
            VALUES (1, 0, 'work', 'Ada@Engines.example'), (3, 0, 'work', 'grace@navy.example'),
                   (3, 1, 'home', 'amazing.grace@home.example')
            """)
        // What the scan found then, in the SQL it ran (today's tests the letters of migration 0017 first).
        let scanned = try ["engines", "hopper", "王伟", "grace@", ".example"].map { text in
            let folded = try #require(SearchTerm(text)).folded
            return try db.prepare("""
                SELECT uid FROM contacts WHERE instr(search_text, ?1) > 0
                    OR id IN (SELECT contact_id FROM emails WHERE address LIKE '%' || ?1 || '%')
                ORDER BY sort_key_family, id
                """).map([folded]) { $0.text(0) }
        }

        try SchemaMigrations.migrator.migrate(db)
        let book = OldSchema.book(on: db)
        #expect(try book.schemaVersion() >= 14)
        #expect(try searchIndexDifferences(db) == [], "the migrations fill it")
        let found = try ["engines", "hopper", "王伟", "grace@", ".example"].map { text in
            try book.reader.contactIDs(search: SearchTerm(text), starredOnly: false).map { id in
                try db.prepare("SELECT uid FROM contacts WHERE id = ?").first([id]) { $0.text(0) } ?? ""
            }
        }
        #expect(found == scanned)
        #expect(found == [["a"], ["g"], ["w"], ["g"], ["g", "a"]])
    }
}
