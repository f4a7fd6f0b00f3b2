import Foundation
import Testing
import TestSupport
@testable import SQLite

@Suite("Migrator")
struct MigratorTests {
    let v1 = Migration(version: 1, name: "0001_a", sql: "CREATE TABLE a (x);")
    let v2 = Migration(version: 2, name: "0002_b", sql: "CREATE TABLE b (y); INSERT INTO a VALUES (1);")

    @Test func appliesInOrderAndRecordsEach() throws {
        let db = try Database.inMemory()
        let applied = try Migrator(migrations: [v2, v1]).migrate(db)
        #expect(applied == [1, 2])
        #expect(try Migrator(migrations: [v1, v2]).currentVersion(of: db) == 2)
        #expect(try db.scalar("SELECT group_concat(name) FROM schema_migrations ORDER BY version") == .text("0001_a,0002_b"))
    }

    @Test func rerunningIsANoOp() throws {
        let db = try Database.inMemory()
        let migrator = Migrator(migrations: [v1, v2])
        try migrator.migrate(db)
        #expect(try migrator.migrate(db) == [])
        #expect(try db.scalar("SELECT count(*) FROM a") == .integer(1))
    }

    @Test func laterMigrationRunsOnAnOlderDatabase() throws {
        let db = try Database.inMemory()
        try Migrator(migrations: [v1]).migrate(db)
        #expect(try Migrator(migrations: [v1, v2]).migrate(db) == [2])
    }

    @Test func failedMigrationLeavesThePreviousSchemaIntact() throws {
        let db = try Database.inMemory()
        try Migrator(migrations: [v1]).migrate(db)
        let broken = Migration(version: 2, name: "0002_broken",
                               sql: "CREATE TABLE b (y); INSERT INTO a VALUES (1); INSERT INTO nowhere VALUES (1);")
        let error = #expect(throws: MigrationError.self) { try Migrator(migrations: [v1, broken]).migrate(db) }
        guard case let .failed(version, _, sqlite)? = error else {
            Issue.record("expected a failed migration, got \(String(describing: error))")
            return
        }
        #expect(version == 2)
        #expect(sqlite.sql == "INSERT INTO nowhere VALUES (1);")
        #expect(try Migrator(migrations: [v1]).currentVersion(of: db) == 1)
        #expect(try db.scalar("SELECT count(*) FROM sqlite_schema WHERE name = 'b'") == .integer(0))
        #expect(try db.scalar("SELECT count(*) FROM a") == .integer(0))
    }

    @Test func newerSchemaIsRefusedAndTheFileIsUntouched() throws {
        try withTemporaryDirectory { folder in
            let path = folder.appendingPathComponent("new.sqlite3").path
            do {
                let db = try Database(path: path)
                try Migrator(migrations: [v1, v2]).migrate(db)
            }
            let before = try Data(contentsOf: URL(fileURLWithPath: path))
            let db = try Database(path: path)
            #expect(throws: MigrationError.schemaTooNew(found: 2, supported: 1)) {
                try Migrator(migrations: [v1]).migrate(db)
            }
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        }
    }

    @Test func anotherProgramsDatabaseIsRefused() throws {
        let db = try Database.inMemory()
        try db.execute("CREATE TABLE someone_elses (x)")
        #expect(throws: MigrationError.foreignDatabase) { try Migrator(migrations: [v1]).migrate(db) }
        #expect(try db.scalar("SELECT count(*) FROM sqlite_schema WHERE name = 'schema_migrations'") == .integer(0))
    }
}
