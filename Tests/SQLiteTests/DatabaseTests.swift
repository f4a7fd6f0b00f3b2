import Foundation
import Testing
import TestSupport
@testable import SQLite

@Suite("Database connection and statements")
struct DatabaseTests {
    @Test func bindsAndReadsEveryType() throws {
        let db = try Database.inMemory()
        try db.execute("CREATE TABLE t (i INTEGER, r REAL, s TEXT, b BLOB, n TEXT)")
        try db.execute("INSERT INTO t VALUES (?, ?, ?, ?, ?)",
                       Int64.max, 2.5, "Åkesson 王伟 🙂", [UInt8]([0, 1, 255]), String?.none)
        let row = try db.prepare("SELECT i, r, s, b, n, typeof(n) FROM t").first { row in
            (row.int64(0), row.double(1), row.text(2), row.blob(3), row.optionalText(4), row.text(5))
        }
        let values = try #require(row)
        #expect(values.0 == Int64.max)
        #expect(values.1 == 2.5)
        #expect(values.2 == "Åkesson 王伟 🙂")
        #expect(values.3 == [0, 1, 255])
        #expect(values.4 == nil)
        #expect(values.5 == "null")
    }

    /// A file's pages are started for the disk from its name, on any
    /// descriptor; a name that opens nothing says so.
    @Test func writebackIsStartedForTheDatabasesFileAndRefusedForAMissingOne() throws {
        try withTemporaryDirectory { folder in
            let path = folder.appendingPathComponent("book.sqlite3").path
            let db = try Database(path: path, mode: .readWriteCreate)
            try db.execute("CREATE TABLE t (x TEXT)")
            try db.execute("INSERT INTO t VALUES (?)", String(repeating: "x", count: 100_000))
            let file = try #require(db.fileName)
            #expect(URL(fileURLWithPath: file).lastPathComponent == "book.sqlite3")
            #expect(Database.startWriteback(of: file))
            #expect(!Database.startWriteback(of: folder.appendingPathComponent("missing.sqlite3").path))
        }
        #expect(try Database.inMemory().fileName == nil)
    }

    @Test func emptyStringStaysTextNotNull() throws {
        let db = try Database.inMemory()
        #expect(try db.scalar("SELECT typeof(?)", "") == .text("text"))
        let statement = try db.prepare("SELECT typeof(?)")
        try [UInt8]().withUnsafeBytes { try statement.bindText(utf8: $0, at: 1) }
        #expect(try statement.step())
        #expect(Row(statement: statement).text(0) == "text")
    }

    @Test func errorCarriesExtendedCodeMessageAndSQLButNotValues() throws {
        let db = try Database.inMemory()
        try db.execute("CREATE TABLE people (name TEXT UNIQUE)")
        try db.execute("INSERT INTO people VALUES (?)", "secret-555-0100")
        let error = #expect(throws: SQLiteError.self) {
            try db.execute("INSERT INTO people VALUES (?)", "secret-555-0100")
        }
        let failure = try #require(error)
        #expect(failure.code == 2067)  // SQLITE_CONSTRAINT_UNIQUE
        #expect(failure.isConstraintViolation)
        #expect(failure.message.contains("UNIQUE constraint failed: people.name"))
        #expect(failure.sql == "INSERT INTO people VALUES (?)")
        #expect(!failure.description.contains("secret"))
        #expect(!String(reflecting: failure).contains("secret"))
    }

    @Test func prepareErrorNamesTheSQL() throws {
        let db = try Database.inMemory()
        let error = #expect(throws: SQLiteError.self) { try db.prepare("SELEC 1") }
        #expect(error?.sql == "SELEC 1")
        #expect(error?.primaryCode == 1)
    }

    @Test func cachedStatementIsReusedAndReset() throws {
        let db = try Database.inMemory()
        let first = try db.cachedStatement("SELECT ?")
        try first.bind(.integer(7), at: 1)
        #expect(try first.step())
        let second = try db.cachedStatement("SELECT ?")
        #expect(first === second)
        // Reset and unbound: the old binding is gone.
        #expect(try second.first { $0.isNull(0) } == true)
    }

    @Test func scriptRunsEachStatementAndNamesTheOneThatFails() throws {
        let db = try Database.inMemory()
        try db.executeScript("""
            -- a comment first
            CREATE TABLE a (x);
            INSERT INTO a VALUES (1);  INSERT INTO a VALUES (2);
            """)
        #expect(try db.scalar("SELECT sum(x) FROM a") == .integer(3))
        let error = #expect(throws: SQLiteError.self) {
            try db.executeScript("INSERT INTO a VALUES (3);\nINSERT INTO missing VALUES (4);\nINSERT INTO a VALUES (5);")
        }
        #expect(error?.sql == "INSERT INTO missing VALUES (4);")
        #expect(try db.scalar("SELECT count(*) FROM a") == .integer(3))  // no transaction: 3 landed, 5 did not run
    }

    @Test func foreignKeysAreEnforced() throws {
        let db = try Database.inMemory()
        try db.executeScript("CREATE TABLE p (id INTEGER PRIMARY KEY); CREATE TABLE c (p INTEGER REFERENCES p(id));")
        #expect(throws: SQLiteError.self) { try db.execute("INSERT INTO c VALUES (42)") }
    }

    @Test func fileDatabaseUsesWriteAheadLogAndSeesOtherConnections() throws {
        try withTemporaryDirectory { folder in
            let path = folder.appendingPathComponent("wal.sqlite3").path
            let writer = try Database(path: path)
            try writer.enableWriteAheadLog()
            try writer.execute("CREATE TABLE t (x)")
            let reader = try Database(path: path, mode: .readOnly)
            try writer.inTransaction {
                try writer.execute("INSERT INTO t VALUES (1)")
                // A reader during an open write sees the state before it, without waiting.
                #expect(try reader.scalar("SELECT count(*) FROM t") == .integer(0))
            }
            #expect(try reader.scalar("SELECT count(*) FROM t") == .integer(1))
            #expect(FileManager.default.fileExists(atPath: path + "-wal"))
        }
    }

    @Test func busyWriterFailsWithBusyAfterTimeout() throws {
        try withTemporaryDirectory { folder in
            let path = folder.appendingPathComponent("busy.sqlite3").path
            let first = try Database(path: path)
            try first.enableWriteAheadLog()
            try first.execute("CREATE TABLE t (x)")
            let second = try Database(path: path, busyTimeout: .milliseconds(50))
            try first.execute("BEGIN IMMEDIATE")
            let error = #expect(throws: SQLiteError.self) { try second.execute("BEGIN IMMEDIATE") }
            #expect(error?.isBusy == true)
            try first.execute("COMMIT")
        }
    }

    @Test func openingAMissingFolderFailsWithCannotOpen() {
        let error = #expect(throws: SQLiteError.self) {
            try Database(path: "/nonexistent-folder-for-phonebook/x.sqlite3")
        }
        #expect(error?.isCannotOpen == true)
    }
}

@Suite("Connection lifetime")
struct ConnectionLifetimeTests {
    @Test func connectionWithCachedStatementsIsReleasedAndClosed() throws {
        weak var released: Database?
        try withTemporaryDirectory { folder in
            let path = folder.appendingPathComponent("close.sqlite3").path
            do {
                let db = try Database(path: path)
                try db.enableWriteAheadLog()
                try db.cachedStatement("CREATE TABLE t (x)").run()
                try db.cachedStatement("INSERT INTO t VALUES (1)").run()
                released = db
            }
            #expect(released == nil)
            // The last connection to close checkpoints and removes the WAL.
            #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
        }
    }
}
