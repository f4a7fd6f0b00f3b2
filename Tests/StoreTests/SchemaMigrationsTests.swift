import Foundation
import Testing
import TestSupport
@testable import Migrations
@testable import SQLite

@Suite("Embedded schema migrations")
struct SchemaMigrationsTests {
    @Test func everySQLFileInMigrationsIsRegisteredInOrder() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Repository.migrations.path)
            .filter { $0.hasSuffix(".sql") }.sorted()
        #expect(!files.isEmpty)
        #expect(SchemaMigrations.all.map { $0.name + ".sql" } == files)
        for migration in SchemaMigrations.all {
            let number = Int(migration.name.prefix { $0.isNumber })
            #expect(number == migration.version, "\(migration.name) is registered as version \(migration.version)")
            let onDisk = try String(contentsOf: Repository.migrations.appendingPathComponent(migration.name + ".sql"),
                                    encoding: .utf8)
            #expect(migration.sql == onDisk, "the embedded \(migration.name) differs from the file")
        }
        #expect(SchemaMigrations.all.map(\.version) == Array(1...SchemaMigrations.all.count))
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
            SELECT 'family-first ' || section_family || ' ' || count(*) FROM contacts GROUP BY section_family
            UNION ALL SELECT 'given-first ' || section_given || ' ' || count(*) FROM contacts GROUP BY section_given
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
