/// Why the address book could not be opened or used, worded for a person.
public enum StoreError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No database at the path, and the command only reads: nothing was created.
    case noDatabase(path: String)
    /// The path exists but is not a SQLite database; it was not touched.
    case notADatabase(path: String)
    /// SQLite reports the file damaged; it was not repaired or overwritten.
    /// SQLite's own words are left out: for a damaged schema they quote the
    /// garbage it holds (SQL and raw bytes), which says nothing to a person.
    case corrupt(path: String)
    /// The file or its folder cannot be opened or created.
    case cannotOpen(path: String, reason: String)
    /// A database from a newer phonebook; it was not touched.
    case schemaTooNew(path: String, found: Int, supported: Int)
    /// A SQLite database belonging to another program; it was not touched.
    case foreignDatabase(path: String)
    /// Another program held a lock on the database for longer than the wait.
    case busy(path: String, waited: Duration)
    /// The disk (or the file system's quota) is full.
    case diskFull(path: String)
    /// The file, its folder or its file system cannot be written.
    case readOnly(path: String)
    /// The operating system refused a read or write: `reason` is its own words.
    case ioError(path: String, reason: String)
    /// The book's schema is older than this phonebook's, and the migration
    /// that brings it forward cannot be written (a read-only file system, a
    /// full disk); it was left as it is.
    case needsUpgrade(path: String)
    /// The path names another file than the one opened, or none: the book
    /// was replaced or removed while this process had it open. Nothing was
    /// written to either.
    case replaced(path: String)
    /// Any other failure of the database, with SQLite's own words (never the SQL).
    case failed(path: String, reason: String)

    /// Every failure met while writing leaves the database as it was: a
    /// statement or transaction that fails is rolled back whole.
    static let unchanged = "nothing was written, the address book is as before"

    public var description: String {
        switch self {
        case let .noDatabase(path):
            return "no address book at \(path); import vCards to make one: phonebook import FILE"
        case let .notADatabase(path):
            return "\(path): not a phonebook database (not a SQLite file); it was left untouched"
        case let .corrupt(path):
            return "\(path): the database is damaged; it was left as it is"
        case let .cannotOpen(path, reason):
            return "\(path): cannot open the database: \(Self.printable(reason))"
        case let .schemaTooNew(path, found, supported):
            return "\(path): the database has schema version \(found), newer than the \(supported) "
                + "this phonebook knows; upgrade phonebook (the database was left untouched)"
        case let .foreignDatabase(path):
            return "\(path): a SQLite database of another program, not a phonebook database; it was left untouched"
        case let .busy(path, waited):
            return "\(path): gave up after waiting \(Self.seconds(waited)) for another program to finish "
                + "writing to the address book; \(Self.unchanged)"
        case let .diskFull(path):
            return "\(path): the disk is full; \(Self.unchanged)"
        case let .readOnly(path):
            return "\(path): the address book cannot be written (the file or its file system is read-only); "
                + Self.unchanged
        case let .ioError(path, reason):
            return "\(path): an input/output error on the address book (\(Self.printable(reason))); \(Self.unchanged)"
        case let .needsUpgrade(path):
            return "\(path): this address book needs upgrading, which cannot be written here; "
                + "copy it somewhere writable (it was left as it is)"
        case let .replaced(path):
            return "\(path): the address book was replaced or removed while phonebook had it open; nothing was written"
        case let .failed(path, reason):
            return "\(path): the database failed: \(Self.printable(reason))"
        }
    }

    /// SQLite's words on one line with no control characters: a message
    /// can quote bytes of a damaged file, which a terminal must not see raw.
    static func printable(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value) {
                result += "\\x" + String(scalar.value, radix: 16, uppercase: true)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// "30 s", "1.5 s".
    private static func seconds(_ duration: Duration) -> String {
        let milliseconds = duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
        return milliseconds % 1000 == 0 ? "\(milliseconds / 1000) s" : "\(Double(milliseconds) / 1000) s"
    }
}
