/// One numbered schema change, applied once and recorded.
public struct Migration: Sendable, Equatable {
    /// The number in the file name; migrations run in ascending order.
    public let version: Int
    /// The file name without its extension, e.g. "0001_contacts".
    public let name: String
    public let sql: String

    public init(version: Int, name: String, sql: String) {
        self.version = version
        self.name = name
        self.sql = sql
    }
}

/// Why a database cannot be brought to the schema this binary knows.
public enum MigrationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The database was migrated by a newer phonebook; it is left untouched.
    case schemaTooNew(found: Int, supported: Int)
    /// The file is a SQLite database of some other program; it is left untouched.
    case foreignDatabase
    /// A migration's SQL failed; its transaction was rolled back.
    case failed(version: Int, name: String, error: SQLiteError)

    public var description: String {
        switch self {
        case let .schemaTooNew(found, supported):
            return "the database has schema version \(found), newer than the \(supported) this phonebook knows; "
                + "upgrade phonebook (the database was left untouched)"
        case .foreignDatabase:
            return "the file is a SQLite database of another program, not a phonebook database (it was left untouched)"
        case let .failed(version, name, error):
            return "migration \(version) (\(name)) failed and was rolled back: \(error)"
        }
    }
}
