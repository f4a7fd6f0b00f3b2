/// Why the address book could not be opened or used, worded for a person.
public enum StoreError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The path exists but is not a SQLite database; it was not touched.
    case notADatabase(path: String)
    /// SQLite reports the file damaged; it was not repaired or overwritten.
    case corrupt(path: String, detail: String)
    /// The file or its folder cannot be opened or created.
    case cannotOpen(path: String, reason: String)
    /// A database from a newer phonebook; it was not touched.
    case schemaTooNew(path: String, found: Int, supported: Int)
    /// A SQLite database belonging to another program; it was not touched.
    case foreignDatabase(path: String)
    /// Another process held the write lock for longer than the busy timeout.
    case busy(path: String)

    public var description: String {
        switch self {
        case let .notADatabase(path):
            return "\(path): not a phonebook database (not a SQLite file); it was left untouched"
        case let .corrupt(path, detail):
            return "\(path): the database is damaged (\(detail)); it was left as it is"
        case let .cannotOpen(path, reason):
            return "\(path): cannot open the database: \(reason)"
        case let .schemaTooNew(path, found, supported):
            return "\(path): the database has schema version \(found), newer than the \(supported) "
                + "this phonebook knows; upgrade phonebook (the database was left untouched)"
        case let .foreignDatabase(path):
            return "\(path): a SQLite database of another program, not a phonebook database; it was left untouched"
        case let .busy(path):
            return "\(path): the database is locked by another phonebook process; try again"
        }
    }
}
