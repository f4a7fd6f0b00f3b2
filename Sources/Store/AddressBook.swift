import Migrations
import SQLite

/// The address book on disk: contacts, their numbers and emails, settings
/// and auth state, in one SQLite database brought to the current schema.
public final class AddressBook {
    /// The connection; other modules' queries go through the store's methods.
    let database: Database
    /// The path it was opened from.
    public let path: String

    /// Opens (creating when missing) the database at `path` and migrates it.
    ///
    /// A file that is not a phonebook database, a damaged one, or one from a
    /// newer phonebook is refused with a `StoreError` and left byte-for-byte
    /// as it was.
    public static func open(at path: String) throws(StoreError) -> AddressBook {
        try DatabaseFile.prepare(path: path)
        do {
            let database = try Database(path: path, mode: .readWrite)
            let migrator = SchemaMigrations.migrator
            try migrator.checkCompatible(database)
            if !database.isWriteAheadLog {
                try database.enableWriteAheadLog()
            }
            // With WAL, NORMAL never corrupts; a power cut can lose only the
            // last commits, and it saves an fsync of the whole log per import.
            try database.execute("PRAGMA synchronous = NORMAL")
            try migrator.migrate(database)
            return AddressBook(database: database, path: path)
        } catch {
            throw StoreError(error, path: path)
        }
    }

    /// An address book on an in-memory database, for tests.
    public static func inMemory() throws -> AddressBook {
        let database = try Database.inMemory()
        try SchemaMigrations.migrator.migrate(database)
        return AddressBook(database: database, path: ":memory:")
    }

    init(database: Database, path: String) {
        self.database = database
        self.path = path
    }

    /// The highest migration applied.
    public func schemaVersion() throws -> Int {
        try SchemaMigrations.migrator.currentVersion(of: database)
    }

    /// The version of the SQLite library in use.
    public static var sqliteVersion: String { sqliteLibraryVersion }

    /// Runs `body` in one write transaction: all of it lands, or none.
    public func transaction<T>(_ body: () throws -> T) throws -> T {
        try database.inTransaction(.immediate, body)
    }
}

extension Database {
    var isWriteAheadLog: Bool {
        (try? scalar("PRAGMA journal_mode")) == .text("wal")
    }
}

extension StoreError {
    /// Translates a lower layer's failure into what the user is told.
    init(_ error: any Error, path: String) {
        switch error {
        case let error as StoreError:
            self = error
        case let error as MigrationError:
            switch error {
            case let .schemaTooNew(found, supported):
                self = .schemaTooNew(path: path, found: found, supported: supported)
            case .foreignDatabase:
                self = .foreignDatabase(path: path)
            case let .failed(_, _, sqlite):
                self = StoreError(sqlite, path: path)
            }
        case let error as SQLiteError where error.isNotADatabase:
            self = .notADatabase(path: path)
        case let error as SQLiteError where error.isCorrupt:
            self = .corrupt(path: path, detail: error.message)
        case let error as SQLiteError where error.isBusy:
            self = .busy(path: path)
        case let error as SQLiteError:
            self = .cannotOpen(path: path, reason: error.message)
        default:
            self = .cannotOpen(path: path, reason: "\(error)")
        }
    }
}
