import CSQLite

/// Inserts rows into one table several to a statement.
///
/// Every sqlite3_step pays a few thousand instructions around the row it
/// writes (opening a cursor, halting, resetting): eight rows a step save a
/// third of the work of inserting each, 32 another eighth. Rows wait here
/// until there are enough for a full statement or until `flush()`; their
/// text is bound without a copy (see `PendingRows`).
///
/// Rows reach the table later than they are added, so a row that refers to
/// another (a foreign key) must not be checked on the spot: insert with
/// enforcement off or deferred to the commit.
public final class BatchedInsert {
    private let full: Statement
    private let single: Statement
    private let rowsPerStatement: Int
    private var pending: PendingRows

    /// Prepares the statements inserting into `table`'s `columns`, in that order.
    public init(_ database: Database, table: String, columns names: [String],
                rowsPerStatement: Int = 32) throws(SQLiteError) {
        precondition(!names.isEmpty && rowsPerStatement > 0)
        let head = "INSERT INTO \(table) (\(names.joined(separator: ", "))) VALUES "
        let row = "(" + Array(repeating: "?", count: names.count).joined(separator: ", ") + ")"
        full = try database.prepare(head + Array(repeating: row, count: rowsPerStatement).joined(separator: ", "))
        single = try database.prepare(head + row)
        self.rowsPerStatement = rowsPerStatement
        pending = PendingRows(columns: names.count, capacity: rowsPerStatement)
    }

    /// Rows added and not written yet.
    public var pendingRows: Int { pending.rows }

    /// Adds a row, its columns' values set by `fill` in order; writes a full
    /// statement's worth. (One closure per row rather than a call per value:
    /// each call into a class checks exclusive access at run time.)
    public func addRow(_ fill: (inout PendingRows) -> Void) throws(SQLiteError) {
        fill(&pending)
        precondition(pending.isWholeRows, "a row needs exactly one value per column")
        if pending.rows == rowsPerStatement { try flush() }
    }

    /// Writes every pending row.
    public func flush() throws(SQLiteError) {
        let rows = pending.rows
        guard rows > 0 else { return }
        defer { pending.removeAll() }
        var row = 0
        while rows - row >= rowsPerStatement {
            try pending.write(rows: row..<row + rowsPerStatement, with: full)
            row += rowsPerStatement
        }
        while row < rows {
            try pending.write(rows: row..<row + 1, with: single)
            row += 1
        }
    }
}

/// Rows of parameters waiting for a statement: their values, row after row,
/// and the text those values point into.
///
/// SQLite copies a string bound as SQLITE_TRANSIENT: a malloc, a memcpy and
/// a free per value, a sixth of an import's writer thread. The text here is
/// bound as SQLITE_STATIC instead, which is sound only while the buffer
/// stays put: binding and stepping happen inside one borrow of it.
public struct PendingRows {
    private let columns: Int
    private var values: [Value] = []
    private var bytes: [UInt8] = []

    private enum Value {
        case null
        case integer(Int64)
        case text(start: Int, count: Int)
    }

    /// Room for `capacity` rows of `columns` values before any allocation.
    public init(columns: Int, capacity: Int = 1) {
        self.columns = columns
        values.reserveCapacity(columns * capacity)
        bytes.reserveCapacity(1024 * capacity)
    }

    var rows: Int { values.count / columns }
    var isWholeRows: Bool { values.count % columns == 0 }

    /// The next column's value: text.
    public mutating func add(_ text: String) {
        let start = bytes.count
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
        values.append(.text(start: start, count: bytes.count - start))
    }

    /// The next column's value: UTF-8 text (or bytes that only claim to be,
    /// stored exactly as given).
    public mutating func add(utf8 text: some Collection<UInt8>) {
        let start = bytes.count
        bytes.append(contentsOf: text)
        values.append(.text(start: start, count: bytes.count - start))
    }

    /// The next column's value: an integer.
    public mutating func add(_ integer: Int64) {
        values.append(.integer(integer))
    }

    /// The next column's value: NULL.
    public mutating func addNull() {
        values.append(.null)
    }

    /// Forgets every value, keeping the memory for the next rows.
    public mutating func removeAll() {
        values.removeAll(keepingCapacity: true)
        bytes.removeAll(keepingCapacity: true)
    }

    /// Binds `rows` to `statement`'s parameters in order and runs it once.
    func write(rows: Range<Int>, with statement: Statement) throws(SQLiteError) {
        let result: Result<Void, SQLiteError> = bytes.withUnsafeBufferPointer { buffer in
            do throws(SQLiteError) {
                try bind(rows: rows, to: statement, from: buffer)
                defer { sqlite3_reset(statement.handle) }
                while try statement.step() {}
                return .success(())
            } catch {
                return .failure(error)
            }
        }
        try result.get()
    }

    private func bind(rows: Range<Int>, to statement: Statement,
                      from buffer: UnsafeBufferPointer<UInt8>) throws(SQLiteError) {
        let empty: StaticString = ""
        var index: Int32 = 1
        for position in rows.lowerBound * columns..<rows.upperBound * columns {
            switch values[position] {
            case .null:
                try statement.check(sqlite3_bind_null(statement.handle, index))
            case .integer(let integer):
                try statement.check(sqlite3_bind_int64(statement.handle, index, integer))
            case .text(let start, let count):
                // A null pointer would bind NULL; an empty value must stay text.
                let pointer = count == 0 ? UnsafeRawPointer(empty.utf8Start) : UnsafeRawPointer(buffer.baseAddress! + start)
                try statement.check(sqlite3_bind_text64(statement.handle, index, pointer.assumingMemoryBound(to: CChar.self),
                                                        sqlite3_uint64(count), SQLITE_STATIC, UInt8(SQLITE_UTF8)))
            }
            index += 1
        }
    }
}

extension Statement {
    /// Binds `row`, one row of values for the parameters in order (`?1`,
    /// `?2`, …), runs the statement to completion and rewinds it.
    public func run(_ row: PendingRows) throws(SQLiteError) {
        precondition(row.rows == 1 && row.isWholeRows, "a statement runs with exactly one row of values")
        try row.write(rows: 0..<1, with: self)
    }
}
