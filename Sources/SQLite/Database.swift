import CSQLite

/// One connection to a SQLite database.
///
/// Not `Sendable`: a connection belongs to one thread of work at a time. A
/// task that runs queries off the input loop opens a connection of its own.
public final class Database {
    let handle: OpaquePointer
    /// The path the connection was opened with (":memory:" for an in-memory database).
    public let path: String
    private var statementCache: [String: Statement] = [:]
    /// Registered with SQLite by address: it lives exactly as long as the connection.
    private let busyWaiter: BusyWaiter
    /// The connection's `interrupter`, once asked for; registered by address like `busyWaiter`.
    var installedInterrupter: Interrupter?

    /// How the file is opened.
    public enum Mode: Sendable {
        case readOnly
        /// Read-only, with SQLite told that no program changes the file
        /// (`immutable=1`): no lock and no shared-memory file, for a book on
        /// a medium where even those cannot be made. A write-ahead log
        /// beside the file is not read.
        case immutable
        case readWrite
        /// Read-write, creating the file when it is missing.
        case readWriteCreate
    }

    /// Opens `path` with foreign keys enforced and extended result codes.
    ///
    /// - Parameter busyTimeout: how long a statement waits for another
    ///   connection's write lock before failing with SQLITE_BUSY.
    public convenience init(path: String, mode: Mode = .readWriteCreate,
                            busyTimeout: Duration = .seconds(30)) throws(SQLiteError) {
        try self.init(path: path, mode: mode, busyWait: BusyWait(timeout: busyTimeout))
    }

    /// Runs `body` with every lock held by another connection failing at
    /// once (SQLITE_BUSY) instead of waiting: for work a command may skip,
    /// such as building a table that only makes its reads faster, which must
    /// not keep a reader waiting for another program's write.
    public func withoutWaiting<T>(_ body: () throws -> T) rethrows -> T {
        busyWaiter.waits = false
        defer { busyWaiter.waits = true }
        return try body()
    }

    /// Opens `path` with foreign keys enforced and extended result codes;
    /// a statement that meets another connection's lock waits as `busyWait` says.
    public init(path: String, mode: Mode, busyWait: BusyWait) throws(SQLiteError) {
        _ = Self.configureLibrary
        var flags = SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_EXRESCODE
        switch mode {
        case .readOnly: flags |= SQLITE_OPEN_READONLY
        case .immutable: flags |= SQLITE_OPEN_READONLY | SQLITE_OPEN_URI
        case .readWrite: flags |= SQLITE_OPEN_READWRITE
        case .readWriteCreate: flags |= SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
        }
        var connection: OpaquePointer?
        let name = mode == .immutable ? Self.immutableURI(path) : path
        let code = sqlite3_open_v2(name, &connection, flags, nil)
        guard code == SQLITE_OK, let connection else {
            let error = SQLiteError(handle: connection, code: code, sql: nil)
            sqlite3_close_v2(connection)
            throw error
        }
        self.handle = connection
        self.path = path
        sqlite3_extended_result_codes(connection, 1)
        busyWaiter = BusyWaiter(busyWait)
        busyWaiter.install(on: connection)
        // `contains(text, part)`, which searches use in place of `instr` (see shim.h).
        let registered = csqlite_register_contains(connection)
        guard registered == SQLITE_OK else { throw SQLiteError(handle: connection, code: registered, sql: nil) }
        try execute("PRAGMA foreign_keys = ON")
    }

    /// `path` as a `file:` URI with `immutable=1` (sqlite.org/uri.html):
    /// the characters a URI gives a meaning to, and bytes past ASCII, are escaped.
    private static func immutableURI(_ path: String) -> String {
        var escaped = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "%"), UInt8(ascii: "?"), UInt8(ascii: "#"), 0x80...:
                escaped += "%" + String(byte, radix: 16, uppercase: true)
            default:
                escaped.unicodeScalars.append(Unicode.Scalar(byte))
            }
        }
        // "file://" begins an authority: a path that starts with "//" follows an empty one.
        return (path.hasPrefix("//") ? "file://" : "file:") + escaped + "?immutable=1"
    }

    /// Process-wide settings, applied once before the first connection
    /// initializes the library (a lazy static runs exactly once).
    private static let configureLibrary: Void = {
        _ = csqlite_disable_memory_statistics()
    }()

    /// An in-memory database, for tests and scratch work.
    public static func inMemory() throws(SQLiteError) -> Database {
        try Database(path: ":memory:")
    }

    deinit {
        statementCache.removeAll()
        sqlite3_close_v2(handle)
    }

    // MARK: Statements

    /// Prepares a new statement; it finalizes itself when released.
    public func prepare(_ sql: String) throws(SQLiteError) -> Statement {
        try Statement(database: self, sql: sql)
    }

    /// A prepared statement kept for the life of the connection, reset and
    /// unbound: for statements run many times on a hot path.
    public func cachedStatement(_ sql: String) throws(SQLiteError) -> Statement {
        if let statement = statementCache[sql] {
            statement.reset()
            return statement
        }
        let statement = try prepare(sql)
        statementCache[sql] = statement
        return statement
    }

    /// Runs one statement with bound `values`, discarding any rows.
    public func execute(_ sql: String, _ values: any SQLiteBindable...) throws(SQLiteError) {
        try prepare(sql).run(values)
    }

    /// Runs every statement in `script` in turn (a migration file), so an
    /// error names the one statement that failed.
    public func executeScript(_ script: String) throws(SQLiteError) {
        var failure: SQLiteError?
        script.withCString { start in
            var cursor: UnsafePointer<CChar>? = start
            while let current = cursor, current.pointee != 0 {
                var statement: OpaquePointer?
                var tail: UnsafePointer<CChar>?
                let code = sqlite3_prepare_v2(handle, current, -1, &statement, &tail)
                let text = Self.statementText(from: current, to: tail)
                guard code == SQLITE_OK else {
                    failure = SQLiteError(handle: handle, code: code, sql: text)
                    return
                }
                cursor = tail
                guard let statement else { continue }  // only white space or a comment
                defer { sqlite3_finalize(statement) }
                var stepCode = sqlite3_step(statement)
                while stepCode == SQLITE_ROW { stepCode = sqlite3_step(statement) }
                guard stepCode == SQLITE_DONE else {
                    failure = SQLiteError(handle: handle, code: stepCode, sql: text)
                    return
                }
            }
        }
        if let failure { throw failure }
    }

    /// The statement's text for an error, without the line breaks and blanks around it.
    private static func statementText(from start: UnsafePointer<CChar>, to end: UnsafePointer<CChar>?) -> String {
        var count = 0
        if let end { count = end - start } else { while start[count] != 0 { count += 1 } }
        var first = 0
        func isSpace(_ byte: CChar) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D }
        while first < count && isSpace(start[first]) { first += 1 }
        while count > first && isSpace(start[count - 1]) { count -= 1 }
        return String(decoding: UnsafeRawBufferPointer(start: start + first, count: count - first), as: UTF8.self)
    }

    // MARK: State

    /// The rowid of the last successful INSERT on this connection.
    public var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    /// Rows changed by the last INSERT, UPDATE or DELETE.
    public var changes: Int { Int(sqlite3_changes64(handle)) }

    /// Rows this connection has inserted, changed or deleted since it opened, triggers' included.
    public var totalChanges: Int { Int(sqlite3_total_changes64(handle)) }

    /// False while a transaction is open.
    public var isAutocommit: Bool { sqlite3_get_autocommit(handle) != 0 }

    /// The single value of a one-row, one-column query (a PRAGMA, a count).
    public func scalar(_ sql: String, _ values: any SQLiteBindable...) throws -> SQLiteValue {
        let statement = try prepare(sql)
        return try statement.first(values) { row -> SQLiteValue in
            guard !row.isNull(0) else { return .null }
            switch sqlite3_column_type(statement.handle, 0) {
            case SQLITE_INTEGER: return .integer(row.int64(0))
            case SQLITE_FLOAT: return .real(row.double(0))
            case SQLITE_BLOB: return .blob(row.blob(0))
            default: return .text(row.text(0))
            }
        } ?? .null
    }

    /// Switches to write-ahead logging, so readers never block the writer.
    public func enableWriteAheadLog() throws {
        let mode = try scalar("PRAGMA journal_mode = WAL")
        guard mode == .text("wal") || path == ":memory:" else {
            throw SQLiteError(code: SQLITE_ERROR, message: "could not enable WAL mode", sql: "PRAGMA journal_mode = WAL")
        }
    }
}
