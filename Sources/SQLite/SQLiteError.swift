import CSQLite

/// A failed SQLite call: the extended result code, SQLite's own message taken
/// at the point of failure, and the SQL. Bound values are never included:
/// they are personal data.
public struct SQLiteError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The extended result code (for example 2067, SQLITE_CONSTRAINT_UNIQUE).
    public let code: Int32
    /// `sqlite3_errmsg` at the point of failure.
    public let message: String
    /// The statement that failed, when there was one.
    public let sql: String?
    /// The operating system's errno behind an I/O failure (`sqlite3_system_errno`), 0 when none.
    public let systemErrno: Int32
    /// The file of the connection that failed (`sqlite3_db_filename`), so a
    /// message can name it; nil when there is none (an in-memory database).
    public let file: String?

    public init(code: Int32, message: String, sql: String? = nil, systemErrno: Int32 = 0, file: String? = nil) {
        self.code = code
        self.message = message
        self.sql = sql
        self.systemErrno = systemErrno
        self.file = file
    }

    /// The primary result code (the low byte of the extended one).
    public var primaryCode: Int32 { code & 0xFF }

    public var isBusy: Bool { primaryCode == SQLITE_BUSY || primaryCode == SQLITE_LOCKED }
    public var isNotADatabase: Bool { primaryCode == SQLITE_NOTADB }
    public var isCorrupt: Bool { primaryCode == SQLITE_CORRUPT }
    public var isConstraintViolation: Bool { primaryCode == SQLITE_CONSTRAINT }
    public var isCannotOpen: Bool { primaryCode == SQLITE_CANTOPEN }
    public var isReadOnly: Bool { primaryCode == SQLITE_READONLY }
    public var isDiskFull: Bool { primaryCode == SQLITE_FULL }
    public var isIOError: Bool { primaryCode == SQLITE_IOERR }

    public var description: String {
        let name = String(cString: sqlite3_errstr(code))
        var text = "SQLite error \(code) (\(name)): \(message)"
        if let sql { text += " [in: \(sql)]" }
        return text
    }
}

extension SQLiteError {
    /// The error of the last call on `handle`.
    init(handle: OpaquePointer?, code: Int32, sql: String?) {
        let message = handle.map { String(cString: sqlite3_errmsg($0)) }
            ?? String(cString: sqlite3_errstr(code))
        let file = handle.flatMap { sqlite3_db_filename($0, "main") }.map { String(cString: $0) }
        self.init(code: code, message: message, sql: sql, systemErrno: handle.map(sqlite3_system_errno) ?? 0,
                  file: file?.isEmpty == false ? file : nil)
    }
}
