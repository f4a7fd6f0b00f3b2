import Foundation
import Testing
import TestSupport
@testable import Migrations
@testable import SQLite

@Suite("Embedded schema migrations")
struct SchemaMigrationsTests {
    @Test func everySQLFileInMigrationsIsRegisteredInOrder() throws {
        let files = Repository.migrationFiles
        #expect(!files.isEmpty)
        #expect(SchemaMigrations.all.map { $0.name + ".sql" } == files)
        for migration in SchemaMigrations.all {
            let number = Int(migration.name.prefix { $0.isNumber })
            #expect(number == migration.version, "\(migration.name) is registered as version \(migration.version)")
            let onDisk = try String(contentsOf: Repository.migrations.appendingPathComponent(migration.name + ".sql"),
                                    encoding: .utf8)
            #expect(migration.sql == onDisk, "the embedded \(migration.name) differs from the file")
        }
        // Increasing and unique; numbers are handed out per branch (0011 and
        // 0012 belong to CardDAV sync), so one branch alone may skip some.
        let versions = SchemaMigrations.all.map(\.version)
        #expect(versions == versions.sorted() && Set(versions).count == versions.count && versions.first == 1)
    }

    @Test func allMigrationsApplyToAFreshDatabase() throws {
        let db = try Database.inMemory()
        #expect(try SchemaMigrations.migrator.migrate(db) == SchemaMigrations.all.map(\.version))
        for table in ["contacts", "phone_numbers", "emails", "settings", "accounts", "sessions", "third_party_accounts"] {
            #expect(try db.scalar("SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name = ?", table) == .integer(1),
                    "missing table \(table)")
        }
        #expect(try db.scalar("PRAGMA foreign_key_check") == .null)
    }

    @Test func leanerRowsKeepEveryContactNumberAndCount() throws {
        let db = try Database.inMemory()
        try Migrator(migrations: Array(SchemaMigrations.all.prefix(4))).migrate(db)
        try db.execute("""
            INSERT INTO contacts (id, uid, display_name, sort_key_family, sort_key_given, card, content_hash,
                                  created_at, updated_at)
            VALUES (1, 'a', 'Ada Lovelace', 'Llovelace ada', 'Aada lovelace', 'card', 7, 0, 0),
                   (2, 'w', '王伟', '~王 伟', '~伟 王', 'card', 8, 0, 0)
            """)
        try db.execute("""
            INSERT INTO phone_numbers (contact_id, position, label, number, digits, digits_reversed)
            VALUES (1, 0, 'mobile', '+1 555 0100', '15550100', '00105551')
            """)
        let counts = "SELECT sort_order, section, contacts FROM section_counts ORDER BY 1, 2"
        let before = try db.prepare(counts).map { "\($0.text(0)) \($0.text(1)) \($0.int64(2))" }

        #expect(try SchemaMigrations.migrator.migrate(db) == SchemaMigrations.all.map(\.version).filter { $0 >= 5 })
        let columns = try db.prepare("SELECT name FROM pragma_table_xinfo('contacts') UNION ALL SELECT name FROM pragma_table_xinfo('phone_numbers')")
            .map { $0.text(0) }
        #expect(!columns.contains("section_family") && !columns.contains("section_given") && !columns.contains("digits"))
        #expect(try db.scalar("SELECT digits_reversed || ' ' || number FROM phone_numbers") == .text("00105551 +1 555 0100"))
        #expect(try db.prepare(counts).map { "\($0.text(0)) \($0.text(1)) \($0.int64(2))" } == before)
        // The triggers, made again, still keep the counts.
        try db.execute("UPDATE contacts SET sort_key_family = 'Bbyron ada' WHERE id = 1")
        try db.execute("DELETE FROM contacts WHERE id = 2")
        #expect(try db.prepare("SELECT sort_order || ' ' || section FROM section_counts WHERE contacts > 0 ORDER BY 1")
            .map { $0.text(0) } == ["family-first B", "given-first A"])
    }

    @Test func sourcesAreNamedOnceAndEveryContactKeepsItsOwn() throws {
        let db = try Database.inMemory()
        try Migrator(migrations: Array(SchemaMigrations.all.prefix(5))).migrate(db)
        try db.execute("""
            INSERT INTO contacts (id, uid, source, display_name, sort_key_family, sort_key_given, card, content_hash,
                                  created_at, updated_at)
            VALUES (1, 'a', '/home/ada/phone.vcf', 'Ada', 'Aada', 'Aada', 'card', 1, 0, 0),
                   (2, 'b', '/home/ada/phone.vcf', 'Bob', 'Bbob', 'Bbob', 'card', 2, 0, 0),
                   (3, 'c', '-', 'Cy', 'Ccy', 'Ccy', 'card', 3, 0, 0),
                   (4, 'd', NULL, 'Di', 'Ddi', 'Ddi', 'card', 4, 0, 0)
            """)
        try SchemaMigrations.migrator.migrate(db)
        #expect(try db.scalar("SELECT count(*) FROM sources") == .integer(2))
        let paths = try db.prepare("""
            SELECT c.uid || ' ' || coalesce(s.path, 'none') FROM contacts c LEFT JOIN sources s ON s.id = c.source_id
            ORDER BY c.id
            """).map { $0.text(0) }
        #expect(paths == ["a /home/ada/phone.vcf", "b /home/ada/phone.vcf", "c -", "d none"])
        #expect(try !db.prepare("SELECT name FROM pragma_table_info('contacts')").map { $0.text(0) }.contains("source"))
        #expect(try db.scalar("PRAGMA foreign_key_check") == .null)
    }

    @Test func listingIndexesKeepEveryContactAndCoverTheListing() throws {
        let db = try Database.inMemory()
        try Migrator(migrations: SchemaMigrations.all.filter { $0.version < 13 }).migrate(db)
        try db.execute("""
            INSERT INTO contacts (id, uid, display_name, given_name, family_name, sort_key_family, sort_key_given,
                                  card, content_hash, created_at, updated_at)
            VALUES (1, 'a', 'Ada Lovelace', 'Ada', 'Lovelace', 'Llovelace\u{1}ada', 'Aada\u{1}lovelace', 'card', 7, 0, 0),
                   (2, 'w', '王伟', '伟', '王', '~王\u{1}伟', '~伟\u{1}王', 'card', 8, 0, 0),
                   (3, 'g', 'Grace Hopper', 'Grace', 'Hopper', 'Hhopper\u{1}grace', 'Ggrace\u{1}hopper', 'card', 9, 0, 0)
            """)
        try db.execute("""
            INSERT INTO phone_numbers (contact_id, position, label, number, digits_reversed)
            VALUES (1, 0, 'mobile', '+1 555 0100', '00105551'), (1, 1, 'work', '+1 555 0101', '10105551')
            """)
        let listing = """
            SELECT c.id, c.uid, c.display_name, c.given_name, c.family_name, p.position, p.number
            FROM contacts c LEFT JOIN phone_numbers p ON p.contact_id = c.id ORDER BY c.SORT, c.id, p.position
            """
        func rows(_ sort: String) throws -> [String] {
            try db.prepare(listing.replacingOccurrences(of: "SORT", with: sort)).map { row in
                (0..<row.columnCount).map { row.isNull($0) ? "-" : row.text($0) }.joined(separator: " ")
            }
        }
        let before = (try rows("sort_key_family"), try rows("sort_key_given"))

        // Up to 0015: 0016 gives the indexes the search text instead (the test below).
        try Migrator(migrations: SchemaMigrations.all.filter { $0.version <= 15 }).migrate(db)
        #expect(try rows("sort_key_family") == before.0)
        #expect(try rows("sort_key_given") == before.1)
        for (plan, index) in try Self.plansBySortIndex(db, listing) {
            #expect(plan.contains("COVERING INDEX \(index)") && !plan.contains("TEMP B-TREE"), "\(plan)")
        }
        #expect(try db.scalar("PRAGMA integrity_check") == .text("ok"))
    }

    /// The query plan of `sql` with SORT as each sort key, beside the name of that key's index.
    private static func plansBySortIndex(_ db: Database, _ sql: String,
                                         _ values: [any SQLiteBindable] = []) throws -> [(plan: String, index: String)] {
        try [("sort_key_family", "contacts_by_family"), ("sort_key_given", "contacts_by_given")].map { sort, index in
            (try db.prepare("EXPLAIN QUERY PLAN " + sql.replacingOccurrences(of: "SORT", with: sort))
                .map(values) { $0.text(3) }.joined(separator: "; "), index)
        }
    }

    /// Migration 0016: a search's walk of a section's range tests each
    /// contact's search text in the index alone, and finds what it found.
    @Test func sortIndexesCarryTheSearchTextASearchRangeTests() throws {
        let db = try Database.inMemory()
        try Migrator(migrations: SchemaMigrations.all.filter { $0.version <= 15 }).migrate(db)
        try db.execute("""
            INSERT INTO contacts (id, uid, display_name, given_name, family_name, sort_key_family, sort_key_given,
                                  search_text, card, content_hash, created_at, updated_at)
            VALUES (1, 'a', 'Ada Lovelace', 'Ada', 'Lovelace', 'Llovelace\u{1}ada', 'Aada\u{1}lovelace',
                    'ada lovelace\u{1}analytical engines', 'card', 7, 0, 0),
                   (2, 'l', 'Linus Lee', 'Linus', 'Lee', 'Llee\u{1}linus', 'Llinus\u{1}lee', 'linus lee', 'card', 8, 0, 0),
                   (3, 'g', 'Grace Hopper', 'Grace', 'Hopper', 'Hhopper\u{1}grace', 'Ggrace\u{1}hopper',
                    'grace hopper', 'card', 9, 0, 0)
            """)
        let search = """
            SELECT id FROM contacts WHERE SORT >= ? AND SORT < ? AND instr(search_text, ?) > 0 ORDER BY SORT, id
            """
        func found(_ sort: String, _ low: String, _ high: String, _ text: String) throws -> [Int64] {
            try db.prepare(search.replacingOccurrences(of: "SORT", with: sort)).map([low, high, text]) { $0.int64(0) }
        }
        let before = [try found("sort_key_family", "L", "M", "l"), try found("sort_key_given", "A", "H", "a")]
        #expect(before == [[2, 1], [1, 3]])

        // Up to 0022: 0023 takes the text out again (the test below).
        try Migrator(migrations: SchemaMigrations.all.filter { $0.version <= 22 }).migrate(db)
        #expect([try found("sort_key_family", "L", "M", "l"), try found("sort_key_given", "A", "H", "a")] == before)
        for (plan, index) in try Self.plansBySortIndex(db, search, ["L", "M", "l"]) {
            #expect(plan.contains("COVERING INDEX \(index)") && !plan.contains("TEMP B-TREE"), "\(plan)")
        }
        #expect(try db.scalar("PRAGMA integrity_check") == .text("ok"))

        // Migration 0023: the same searches find the same contacts, the text read from the rows.
        try SchemaMigrations.migrator.migrate(db)
        #expect([try found("sort_key_family", "L", "M", "l"), try found("sort_key_given", "A", "H", "a")] == before)
        for (plan, _) in try Self.plansBySortIndex(db, search, ["L", "M", "l"]) { #expect(!plan.contains("COVERING"), "\(plan)") }
        #expect(try db.scalar("PRAGMA integrity_check") == .text("ok"))
    }

    /// Migration 0023: the sort-key indexes keep the order and the letters a
    /// one-letter search tests, covering, and no longer the search text.
    @Test func sortIndexesKeepTheLettersWithoutTheSearchText() throws {
        let db = try Database.inMemory()
        try Migrator(migrations: SchemaMigrations.all.filter { $0.version <= 22 }).migrate(db)
        try db.execute("""
            INSERT INTO contacts (id, uid, display_name, given_name, family_name, sort_key_family, sort_key_given,
                                  search_text, card, content_hash, created_at, updated_at, letters)
            VALUES (1, 'a', 'Ada Lovelace', 'Ada', 'Lovelace', 'Llovelace\u{1}ada', 'Aada\u{1}lovelace',
                    'ada lovelace', 'card', 7, 0, 0, 1),
                   (2, 'l', 'Linus Lee', 'Linus', 'Lee', 'Llee\u{1}linus', 'Llinus\u{1}lee', 'linus lee', 'card', 8, 0, 0, 2)
            """)
        func columns(_ index: String) throws -> [String] {
            try db.prepare("SELECT name FROM pragma_index_info(?) ORDER BY seqno").map([index]) { $0.text(0) }
        }
        #expect(try columns("contacts_by_family") == ["sort_key_family", "id", "search_text", "letters"])

        try SchemaMigrations.migrator.migrate(db)
        #expect(try columns("contacts_by_family") == ["sort_key_family", "id", "letters"])
        #expect(try columns("contacts_by_given") == ["sort_key_given", "id", "letters"])
        let letter = "SELECT id FROM contacts WHERE SORT >= 'A' AND SORT < 'M' AND letters & 1 != 0 ORDER BY SORT, id"
        for (plan, index) in try Self.plansBySortIndex(db, letter) {
            #expect(plan.contains("COVERING INDEX \(index)") && !plan.contains("TEMP B-TREE"), "\(plan)")
        }
        for sort in ["sort_key_family", "sort_key_given"] {
            #expect(try db.prepare(letter.replacingOccurrences(of: "SORT", with: sort)).map { $0.int64(0) } == [1])
        }
        #expect(try db.scalar("PRAGMA integrity_check") == .text("ok"))
    }

    @Test func listingAndLookupQueriesUseIndexesNotScans() throws {
        let db = try Database.inMemory()
        try SchemaMigrations.migrator.migrate(db)
        func plan(_ sql: String) throws -> String {
            try db.prepare("EXPLAIN QUERY PLAN " + sql).map { $0.text(3) }.joined(separator: "; ")
        }
        let page = try plan("SELECT id FROM contacts WHERE (sort_key_family, id) > ('M', 0) ORDER BY sort_key_family, id LIMIT 50")
        #expect(page.contains("USING") && page.contains("contacts_by_family") && !page.contains("TEMP B-TREE"), "\(page)")
        let lookup = try plan("SELECT contact_id FROM phone_numbers WHERE digits_reversed >= '5000555' AND digits_reversed < '5000556'")
        #expect(lookup.contains("phone_numbers_by_reversed_digits"), "\(lookup)")
    }
}

@Suite("Section counts")
struct SectionCountsTests {
    private func counts(_ db: Database) throws -> [String] {
        try db.prepare("SELECT sort_order || ' ' || section || ' ' || contacts FROM section_counts WHERE contacts > 0 ORDER BY 1")
            .map { $0.text(0) }
    }

    private func recounted(_ db: Database) throws -> [String] {
        try db.prepare("""
            SELECT 'family-first ' || \(sectionSQL("sort_key_family")) || ' ' || count(*) FROM contacts GROUP BY \(sectionSQL("sort_key_family"))
            UNION ALL SELECT 'given-first ' || \(sectionSQL("sort_key_given")) || ' ' || count(*) FROM contacts GROUP BY \(sectionSQL("sort_key_given"))
            ORDER BY 1
            """).map { $0.text(0) }
    }

    @Test func triggersKeepEachSectionsCountExact() throws {
        let db = try Database.inMemory()
        try SchemaMigrations.migrator.migrate(db)
        let insert = try db.prepare("""
            INSERT INTO contacts (uid, display_name, sort_key_family, sort_key_given, card, content_hash, created_at, updated_at)
            VALUES (?, ?, ?, ?, '', 0, 0, 0)
            """)
        try insert.run(["a", "Ada Lovelace", "Llovelace\u{1}ada", "Aada\u{1}lovelace"])
        try insert.run(["b", "Alan Turing", "Tturing\u{1}alan", "Aalan\u{1}turing"])
        try insert.run(["c", "王伟", "~王\u{1}伟", "~伟\u{1}王"])
        #expect(try counts(db) == recounted(db))
        try db.execute("UPDATE contacts SET sort_key_family = 'Kking\u{1}ada' WHERE uid = 'a'")
        try db.execute("UPDATE contacts SET display_name = 'Alan M. Turing' WHERE uid = 'b'")
        try db.execute("DELETE FROM contacts WHERE uid = 'c'")
        #expect(try counts(db) == recounted(db))
        #expect(try counts(db) == ["family-first K 1", "family-first T 1", "given-first A 2"])
    }
}
