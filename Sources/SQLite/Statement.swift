import CSQLite

/// A prepared statement. It finalizes itself when released, so no caller can
/// leak one. It must not outlive the `Database` that prepared it: the
/// connection caches statements, so a strong reference back would be a
/// cycle that never closes the connection (and never checkpoints its WAL).
public final class Statement {
    let handle: OpaquePointer
    /// The connection this statement belongs to.
    public unowned let database: Database
    /// The SQL text, for error messages.
    public let sql: String

    init(database: Database, sql: String) throws(SQLiteError) {
        var statement: OpaquePointer?
        let code = sqlite3_prepare_v3(
            database.handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil)
        guard code == SQLITE_OK, let statement else {
            throw SQLiteError(handle: database.handle, code: code, sql: sql)
        }
        self.handle = statement
        self.database = database
        self.sql = sql
    }

    deinit {
        sqlite3_finalize(handle)
    }

    /// Each result column's index by its name (the SELECT's alias), read
    /// once for the statement and kept: a reader maps the columns it reads
    /// by name once (as GRDB's `Statement` does), then reads rows by index.
    private lazy var columnIndexes: [String: Int32] = {
        var indexes: [String: Int32] = [:]
        for index in 0..<sqlite3_column_count(handle) {
            if let name = sqlite3_column_name(handle, index) { indexes[String(cString: name)] = index }
        }
        return indexes
    }()

    /// The index of the result column named `name`; nil when the statement selects none.
    public func columnIndex(_ name: String) -> Int32? {
        columnIndexes[name]
    }

    /// Clears the previous run: resets the cursor and unbinds every parameter.
    public func reset() {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
    }

    /// Resets the cursor but keeps the bindings: for hot paths that bind
    /// every parameter again anyway, where clearing them is wasted work.
    public func rewind() {
        sqlite3_reset(handle)
    }

    /// The virtual-machine steps its runs have taken so far
    /// (`SQLITE_STMTSTATUS_VM_STEP`): a query's work, counted the same on any
    /// machine, so a test can tell a seek from a scan.
    public var virtualMachineSteps: Int {
        Int(sqlite3_stmt_status(handle, SQLITE_STMTSTATUS_VM_STEP, 0))
    }

    // MARK: Binding

    /// Binds `values` to parameters 1...n in order.
    public func bind(_ values: [any SQLiteBindable]) throws(SQLiteError) {
        for (offset, value) in values.enumerated() {
            try bind(value.sqliteValue, at: Int32(offset + 1))
        }
    }

    /// Binds one value to the 1-based parameter `index`.
    public func bind(_ value: SQLiteValue, at index: Int32) throws(SQLiteError) {
        let code: Int32
        switch value {
        case .null:
            code = sqlite3_bind_null(handle, index)
        case .integer(let int):
            code = sqlite3_bind_int64(handle, index, int)
        case .real(let double):
            code = sqlite3_bind_double(handle, index, double)
        case .text(let string):
            code = bindText(string, at: index)
        case .blob(let bytes):
            code = bytes.withUnsafeBytes { raw in
                guard let base = raw.baseAddress, raw.count > 0 else {
                    return sqlite3_bind_zeroblob(handle, index, 0)
                }
                return sqlite3_bind_blob64(handle, index, base, sqlite3_uint64(raw.count), SQLITE_TRANSIENT)
            }
        }
        try check(code)
    }

    /// Binds an integer without boxing: the import's hot path.
    public func bind(_ value: Int64, at index: Int32) throws(SQLiteError) {
        try check(sqlite3_bind_int64(handle, index, value))
    }

    /// Binds a string without boxing: the import's hot path.
    public func bind(_ value: String, at index: Int32) throws(SQLiteError) {
        try check(bindText(value, at: index))
    }

    /// Binds UTF-8 bytes as TEXT, copied by SQLite (so the buffer may go away).
    public func bindText(utf8 bytes: UnsafeRawBufferPointer, at index: Int32) throws(SQLiteError) {
        guard let base = bytes.baseAddress, bytes.count > 0 else {
            // A NULL pointer would bind NULL; an empty string must stay TEXT.
            try check(sqlite3_bind_text64(handle, index, "", 0, SQLITE_STATIC, UInt8(SQLITE_UTF8)))
            return
        }
        try check(sqlite3_bind_text64(handle, index, base.assumingMemoryBound(to: CChar.self),
                                      sqlite3_uint64(bytes.count), SQLITE_TRANSIENT, UInt8(SQLITE_UTF8)))
    }

    private func bindText(_ string: String, at index: Int32) -> Int32 {
        var string = string
        return string.withUTF8 { utf8 in
            guard let base = utf8.baseAddress, utf8.count > 0 else {
                return sqlite3_bind_text64(handle, index, "", 0, SQLITE_STATIC, UInt8(SQLITE_UTF8))
            }
            return sqlite3_bind_text64(handle, index, UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self),
                                       sqlite3_uint64(utf8.count), SQLITE_TRANSIENT, UInt8(SQLITE_UTF8))
        }
    }

    func check(_ code: Int32) throws(SQLiteError) {
        guard code == SQLITE_OK else { throw SQLiteError(handle: database.handle, code: code, sql: sql) }
    }

    // MARK: Stepping

    /// Advances to the next row; false when the statement is done.
    @discardableResult
    public func step() throws(SQLiteError) -> Bool {
        let code = sqlite3_step(handle)
        switch code {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default:
            let error = SQLiteError(handle: database.handle, code: code, sql: sql)
            sqlite3_reset(handle)
            throw error
        }
    }

    /// The row the last `step()` that returned true stopped at: valid until the next step or reset.
    public var row: Row { Row(statement: self) }

    /// Binds `values`, runs the statement to completion and resets it.
    public func run(_ values: [any SQLiteBindable] = []) throws(SQLiteError) {
        reset()
        try bind(values)
        defer { sqlite3_reset(handle) }
        while try step() {}
    }

    /// Binds `values` and calls `body` for each row; the row is only valid inside `body`.
    public func forEachRow(_ values: [any SQLiteBindable] = [], _ body: (Row) throws -> Void) throws {
        reset()
        try bind(values)
        defer { sqlite3_reset(handle) }
        while try step() {
            try body(Row(statement: self))
        }
    }

    /// Binds `values` and maps every row. Inlinable, so a caller's `T` is
    /// known where the rows are appended: unspecialized, each append looks
    /// the array's type up at run time (browse's first frame on 100k
    /// contacts: 27,421 lookups, 13.6 M of its 121 M instructions).
    @inlinable
    public func map<T>(_ values: [any SQLiteBindable] = [], _ transform: (Row) throws -> T) throws -> [T] {
        var result: [T] = []
        try forEachRow(values) { result.append(try transform($0)) }
        return result
    }

    /// Binds `values` and maps the first row, if any.
    public func first<T>(_ values: [any SQLiteBindable] = [], _ transform: (Row) throws -> T) throws -> T? {
        reset()
        try bind(values)
        defer { sqlite3_reset(handle) }
        guard try step() else { return nil }
        return try transform(Row(statement: self))
    }
}
