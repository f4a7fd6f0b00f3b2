import Testing
@testable import SQLite

@Suite("Text bound without a copy")
struct TextParametersTests {
    @Test func everyRowKeepsItsOwnTextAcrossReusedBuffers() throws {
        let db = try Database.inMemory()
        try db.execute("CREATE TABLE t (id INTEGER, a TEXT, b TEXT, c TEXT)")
        let insert = try db.prepare("INSERT INTO t VALUES (?1, ?2, ?3, ?4)")
        var texts = TextParameters()
        let rows: [(String, String, [UInt8])] = [
            ("Åkesson 王伟 🙂", "", Array("plain".utf8)),
            (String(repeating: "long ", count: 2_000), "x", [0x43, 0x61, 0x66, 0xE9]),  // Latin-1 "Café"
            ("", "last", []),
        ]
        for (id, row) in rows.enumerated() {
            texts.removeAll()
            texts.set(2, row.0)
            texts.set(3, row.1)
            texts.set(4, utf8: row.2)
            try insert.bind(Int64(id), at: 1)
            try insert.run(texts)
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

    @Test func aFailedStepLeavesTheStatementReusable() throws {
        let db = try Database.inMemory()
        try db.execute("CREATE TABLE t (name TEXT UNIQUE)")
        let insert = try db.prepare("INSERT INTO t VALUES (?1)")
        var texts = TextParameters()
        texts.set(1, "once")
        try insert.run(texts)
        #expect(throws: SQLiteError.self) { try insert.run(texts) }
        texts.removeAll()
        texts.set(1, "twice")
        try insert.run(texts)
        #expect(try db.prepare("SELECT name FROM t ORDER BY name").map { $0.text(0) } == ["once", "twice"])
    }
}
