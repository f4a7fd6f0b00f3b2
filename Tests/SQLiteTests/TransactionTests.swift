import Testing
@testable import SQLite

struct Boom: Error, Equatable { let tag: Int }

@Suite("Scoped transactions")
struct TransactionTests {
    private func table() throws -> Database {
        let db = try Database.inMemory()
        try db.execute("CREATE TABLE t (x INTEGER)")
        return db
    }

    @Test func commitsWhenTheBodyReturns() throws {
        let db = try table()
        let value = try db.inTransaction { () throws -> Int in
            try db.execute("INSERT INTO t VALUES (1)")
            return 42
        }
        #expect(value == 42)
        #expect(db.isAutocommit)
        #expect(try db.scalar("SELECT count(*) FROM t") == .integer(1))
    }

    @Test func rollsBackAndRethrowsTheFirstError() throws {
        let db = try table()
        #expect(throws: Boom(tag: 1)) {
            try db.inTransaction {
                try db.execute("INSERT INTO t VALUES (1)")
                throw Boom(tag: 1)
            }
        }
        #expect(db.isAutocommit)
        #expect(try db.scalar("SELECT count(*) FROM t") == .integer(0))
    }

    @Test func rollsBackWhenSQLiteAbortedTheTransactionItself() throws {
        let db = try table()
        // An error inside the body after SQLite already rolled back must not
        // be masked by a failing ROLLBACK.
        #expect(throws: Boom(tag: 2)) {
            try db.inTransaction {
                try db.execute("INSERT INTO t VALUES (1)")
                try db.execute("ROLLBACK")
                throw Boom(tag: 2)
            }
        }
        #expect(db.isAutocommit)
    }

    @Test func nestedTransactionIsASavepoint() throws {
        let db = try table()
        try db.inTransaction {
            try db.execute("INSERT INTO t VALUES (1)")
            #expect(throws: Boom(tag: 3)) {
                try db.inTransaction {
                    try db.execute("INSERT INTO t VALUES (2)")
                    throw Boom(tag: 3)
                }
            }
            try db.inTransaction { try db.execute("INSERT INTO t VALUES (3)") }
        }
        #expect(try db.scalar("SELECT group_concat(x) FROM t") == .text("1,3"))
    }
}
