import Foundation
import Testing
import TestSupport
@testable import Migrations
@testable import SQLite

/// `Migrations/schema.sql` is the schema written down; the numbered
/// migrations are what builds it. These tests keep the two the same.
@Suite("The schema written down")
struct SchemaDocumentTests {
    @Test func aMigratedDatabaseMatchesSchemaSQL() throws {
        let migrated = try Database.inMemory()
        try SchemaMigrations.migrator.migrate(migrated)
        let documented = try Database.inMemory()
        try documented.executeScript(try String(contentsOf: Repository.schemaDocument, encoding: .utf8))

        let (expected, actual) = (try SchemaShape(of: documented), try SchemaShape(of: migrated))
        #expect(actual.tables == expected.tables, "tables (name, columns, WITHOUT ROWID)")
        for (table, columns) in expected.columns {
            #expect(actual.columns[table] == columns, "the columns of \(table): name, type, NOT NULL, default, key")
        }
        #expect(actual.columns.keys.sorted() == expected.columns.keys.sorted())
        #expect(actual.foreignKeys == expected.foreignKeys)
        #expect(actual.checks == expected.checks)
        #expect(actual.indexes == expected.indexes)
        #expect(actual.triggers == expected.triggers)
        #expect(actual.views == expected.views)
        #expect(actual.searchConfigurations == expected.searchConfigurations, "each FTS5 table's settings")
    }

    /// The comparison itself must see a difference: a migrated database
    /// with one more column, index or trigger is not the document.
    @Test func theComparisonSeesAColumnAnIndexAndATriggerAdded() throws {
        let documented = try Database.inMemory()
        try documented.executeScript(try String(contentsOf: Repository.schemaDocument, encoding: .utf8))
        let before = try SchemaShape(of: documented)

        try documented.execute("ALTER TABLE emails ADD COLUMN verified INTEGER NOT NULL DEFAULT 0")
        let withColumn = try SchemaShape(of: documented)
        #expect(withColumn.columns["emails"] != before.columns["emails"])

        try documented.execute("CREATE INDEX emails_by_address ON emails (address)")
        #expect(try SchemaShape(of: documented).indexes != withColumn.indexes)

        try documented.execute("CREATE TRIGGER t AFTER DELETE ON emails BEGIN SELECT 1; END")
        #expect(try SchemaShape(of: documented).triggers != withColumn.triggers)

        try documented.execute("INSERT INTO search_details_index (search_details_index, rank) VALUES ('automerge', 2)")
        #expect(try SchemaShape(of: documented).searchConfigurations != withColumn.searchConfigurations)
    }
}

/// What makes two schemas the same, read from SQLite's own pragmas rather
/// than the stored CREATE text (ALTER TABLE edits that text in place, so a
/// migrated table's SQL keeps old comments and line breaks).
private struct SchemaShape {
    var tables: [String] = []
    var columns: [String: [String]] = [:]
    var foreignKeys: [String] = []
    var checks: [String] = []
    var indexes: [String] = []
    var triggers: [String] = []
    var views: [String] = []
    /// Each FTS5 table's settings (its `_config` rows: hash size, merging), "table key=value".
    var searchConfigurations: [String] = []

    init(of db: Database) throws {
        tables = try db.prepare("""
            SELECT name || ' ' || ncol || ' ' || wr || ' ' || strict FROM pragma_table_list
            WHERE schema = 'main' AND name NOT LIKE 'sqlite_%' ORDER BY name
            """).map { $0.text(0) }
        for table in tables.map({ String($0.prefix { $0 != " " }) }) {
            columns[table] = try db.prepare("""
                SELECT name || ' ' || type || ' ' || "notnull" || ' ' || ifnull(dflt_value, '-') || ' ' || pk
                    || ' ' || hidden FROM pragma_table_xinfo(?) ORDER BY cid
                """).map([table]) { $0.text(0) }
            foreignKeys += try db.prepare("""
                SELECT ? || '.' || "from" || ' -> ' || "table" || '.' || ifnull("to", '?') || ' ' || on_delete
                    || ' ' || on_update FROM pragma_foreign_key_list(?)
                """).map([table, table]) { $0.text(0) }
            let sql = try db.prepare("SELECT sql FROM sqlite_schema WHERE type = 'table' AND name = ?")
                .first([table]) { $0.text(0) } ?? ""
            checks += Self.checkConstraints(in: sql).map { "\(table): \($0)" }
        }
        foreignKeys.sort()
        checks.sort()
        // Indexes by what they are (table, columns, unique, partial clause), not by their text.
        indexes = try db.prepare("""
            SELECT s.name, s.tbl_name, l."unique", l.partial, ifnull(s.sql, '') FROM sqlite_schema s
            JOIN pragma_index_list(s.tbl_name) l ON l.name = s.name
            WHERE s.type = 'index' ORDER BY s.name
            """).map { row in
                let name = row.text(0)
                let keys = try db.prepare("SELECT ifnull(name, '<expr>') || ' ' || desc FROM pragma_index_xinfo(?) WHERE key = 1 ORDER BY seqno")
                    .map([name]) { $0.text(0) }
                let partial = row.bool(3) ? Self.normalized(row.text(4)).components(separatedBy: " WHERE ").last ?? "" : ""
                return "\(name) on \(row.text(1)) (\(keys.joined(separator: ", "))) unique=\(row.int(2)) \(partial)"
            }
        triggers = try db.prepare("SELECT sql FROM sqlite_schema WHERE type = 'trigger' ORDER BY name")
            .map { Self.normalized($0.text(0)) }
        views = try db.prepare("SELECT sql FROM sqlite_schema WHERE type = 'view' ORDER BY name")
            .map { Self.normalized($0.text(0)) }
        // An FTS5 table keeps its settings in its shadow table `NAME_config`.
        let searchTables = try db.prepare("""
            SELECT v.name FROM sqlite_schema v JOIN sqlite_schema c ON c.name = v.name || '_config'
            WHERE v.type = 'table' AND v.sql LIKE 'CREATE VIRTUAL TABLE %' ORDER BY v.name
            """).map { $0.text(0) }
        for table in searchTables {
            searchConfigurations += try db.prepare("SELECT k || '=' || v FROM \"\(table)_config\" ORDER BY k")
                .map { "\(table) \($0.text(0))" }
        }
    }

    /// SQL without `--` comments and with every run of white space one space.
    static func normalized(_ sql: String) -> String {
        sql.split(separator: "\n").map { line in line.range(of: "--").map { line[..<$0.lowerBound] } ?? line }
            .joined(separator: " ")
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// Each `CHECK (…)` of a CREATE TABLE, with its balanced parentheses.
    static func checkConstraints(in sql: String) -> [String] {
        let text = Array(normalized(sql))
        var found: [String] = []
        var index = 0
        while index + 5 < text.count {
            guard String(text[index..<index + 5]).uppercased() == "CHECK" else { index += 1; continue }
            var cursor = index + 5
            while cursor < text.count && text[cursor] == " " { cursor += 1 }
            var depth = 0
            let start = cursor
            repeat {
                if text[cursor] == "(" { depth += 1 } else if text[cursor] == ")" { depth -= 1 }
                cursor += 1
            } while depth > 0 && cursor < text.count
            found.append(String(text[start..<cursor]))
            index = cursor
        }
        return found
    }
}
