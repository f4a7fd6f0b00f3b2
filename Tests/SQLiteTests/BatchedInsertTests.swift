import Testing
@testable import SQLite

@Suite("Rows inserted several to a statement")
struct BatchedInsertTests {
    @Test(arguments: [0, 1, 3, 4, 5, 11])
    func everyRowLandsOnceInOrderWhateverTheCount(count: Int) throws {
        let db = try Database.inMemory()
        try db.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT, note TEXT, raw TEXT)")
        let rows = try BatchedInsert(db, table: "t", columns: ["id", "name", "note", "raw"], rowsPerStatement: 4)
        for index in 0..<count {
            try rows.addRow { row in
                row.add(Int64(index))
                row.add(index % 2 == 0 ? "Åsa 王 \(index)" : "")
                if index % 3 == 0 { row.addNull() } else { row.add("note \(index)") }
                row.add(utf8: [0x43, 0x61, 0x66, 0xE9, UInt8(0x30 + index % 10)])  // Latin-1, kept as is
            }
        }
        #expect(rows.pendingRows == count % 4, "full statements are written as soon as they fill")
        try rows.flush()
        #expect(rows.pendingRows == 0)
        let stored = try db.prepare("SELECT id, name, typeof(name), note, raw FROM t ORDER BY id").map { row in
            (row.int64(0), row.text(1), row.text(2), row.optionalText(3), row.blob(4))
        }
        #expect(stored.map(\.0) == (0..<count).map(Int64.init))
        for (index, row) in stored.enumerated() {
            #expect(row.1 == (index % 2 == 0 ? "Åsa 王 \(index)" : ""))
            #expect(row.2 == "text")
            #expect(row.3 == (index % 3 == 0 ? nil : "note \(index)"))
            #expect(row.4 == [0x43, 0x61, 0x66, 0xE9, UInt8(0x30 + index % 10)])
        }
    }

    @Test func aRejectedRowFailsTheFlushAndLeavesTheInserterUsable() throws {
        let db = try Database.inMemory()
        try db.execute("CREATE TABLE t (name TEXT UNIQUE)")
        let rows = try BatchedInsert(db, table: "t", columns: ["name"], rowsPerStatement: 4)
        try rows.addRow { $0.add("twice") }
        try rows.addRow { $0.add("twice") }
        #expect(throws: SQLiteError.self) { try rows.flush() }
        #expect(rows.pendingRows == 0, "the failed rows are dropped, not retried")
        try rows.addRow { $0.add("after") }
        try rows.flush()
        #expect(try db.prepare("SELECT name FROM t ORDER BY name").map { $0.text(0) } == ["after", "twice"])
    }
}

@Suite("One row of values bound without a copy")
struct PendingRowsStatementTests {
    @Test func everyRunKeepsItsOwnValuesAcrossAReusedBuffer() throws {
        let db = try Database.inMemory()
        try db.execute("CREATE TABLE t (id INTEGER, a TEXT, b TEXT, c TEXT)")
        let insert = try db.prepare("INSERT INTO t VALUES (?1, ?2, ?3, ?4)")
        var values = PendingRows(columns: 4)
        let rows: [(String, String, [UInt8])] = [
            ("Åkesson 王伟 🙂", "", Array("plain".utf8)),
            (String(repeating: "long ", count: 2_000), "x", [0x43, 0x61, 0x66, 0xE9]),  // Latin-1 "Café"
            ("", "last", []),
        ]
        for (id, row) in rows.enumerated() {
            values.removeAll()
            values.add(Int64(id))
            values.add(row.0)
            values.add(row.1)
            values.add(utf8: row.2)
            try insert.run(values)
        }
        let stored = try db.prepare("SELECT a, b, typeof(b), c, typeof(c) FROM t ORDER BY id").map { row in
            (row.text(0), row.text(1), row.text(2), row.blob(3), row.text(4))
        }
        #expect(stored.count == rows.count)
        for (row, want) in zip(stored, rows) {
            #expect(row.0 == want.0)
            #expect(row.1 == want.1)
            #expect(row.2 == "text", "an empty value is text, never NULL")
            #expect(row.3 == want.2, "bytes are stored exactly as given, even when not UTF-8")
            #expect(row.4 == "text")
        }
    }

    @Test func aFailedRunLeavesTheStatementReusable() throws {
        let db = try Database.inMemory()
        try db.execute("CREATE TABLE t (name TEXT UNIQUE)")
        let insert = try db.prepare("INSERT INTO t VALUES (?1)")
        var values = PendingRows(columns: 1)
        values.add("once")
        try insert.run(values)
        #expect(throws: SQLiteError.self) { try insert.run(values) }
        values.removeAll()
        values.add("twice")
        try insert.run(values)
        #expect(try db.prepare("SELECT name FROM t ORDER BY name").map { $0.text(0) } == ["once", "twice"])
    }
}
