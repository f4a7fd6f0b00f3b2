import FoundationEssentials
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Migrations
import SQLite

/// The address book on disk: contacts, their numbers and emails, settings
/// and auth state, in one SQLite database brought to the current schema.
public final class AddressBook {
    /// The connection; other modules' queries go through the store's methods.
    package let database: Database
    /// The path it was opened from.
    public let path: String
    /// The file the connection has open (`path`, or a new book's private
    /// file) and which file that was at the open: checked before each write.
    let openedFile: OpenedFile?
    /// How long a write waits for another program's lock, for the message when it gives up.
    let lockTimeout: Duration
    /// What a wrong password costs: the pause before it is reported.
    package let loginThrottle: LoginThrottle
    /// The time a journaled change is stamped with (Unix seconds); tests set a clock of their own.
    public var clock: () -> Int64 = { Int64(Date().timeIntervalSince1970) }
    /// Where the session's ticket is kept between commands; nil for an
    /// in-memory database, whose session lives in memory (`SessionTicketInMemory`).
    package let sessionFolder: SessionFolder?
    /// The session ticket's keeper (Accounts' `SessionTicketKeeper`), made
    /// at first use (its file's name needs the database's uid).
    package var sessionKeeper: AnyObject?
    /// Why this connection only reads (`openForReading`): what a write
    /// then fails with, before it is tried. Nil for a connection that writes.
    var readsOnlyBecause: StoreError?
    /// Whether this connection only reads (`readsOnlyBecause`).
    public var onlyReads: Bool { readsOnlyBecause != nil }
    /// The book is a new book's private file (`NewBook`), synced whole when
    /// it is put in place, never by SQLite as it is written.
    let writesPrivateFile: Bool
    /// Starts the disk writing a file's changed pages (`Database.startWriteback`);
    /// a test records the calls instead.
    var startWriteback: @Sendable (String) -> Void = { Database.startWriteback(of: $0) }

    /// Opens the database at `path` and migrates it; creates it when missing
    /// unless `options` say the command only reads.
    ///
    /// A file that is not a phonebook database, a damaged one, or one from a
    /// newer phonebook is refused with a `StoreError` and left byte-for-byte
    /// as it was. A missing one, for a command that only reads, is
    /// `StoreError.noDatabase`, and nothing is created.
    public static func open(at path: String, options: OpenOptions = OpenOptions()) throws(StoreError) -> AddressBook {
        if options.checksFile { try DatabaseFile.prepare(path: path, creating: options.createsIfMissing) }
        return try open(file: path, as: path, options: options, journal: .writeAheadLog)
    }

    /// How a connection journals its writes (SQLite's journal mode; not the undo journal of `Journal/`).
    enum JournalMode {
        /// A book's own file: a write-ahead log, so readers never wait for a writer.
        case writeAheadLog
        /// A new book's private file, which no other program opens until it
        /// is whole (`NewBook`): the journal is in memory, for a rollback
        /// only, and nothing is synced until the file is put in place.
        case privateFile
    }

    /// Opens the database in `file` as the book at `path` (the name its
    /// errors give) and migrates it.
    static func open(file: String, as path: String, options: OpenOptions,
                     journal: JournalMode) throws(StoreError) -> AddressBook {
        let wait = BusyWait(timeout: options.lockTimeout, noticeAfter: OpenOptions.lockNoticeDelay,
                            notice: options.whileWaitingForLock)
        do {
            let database = try Database(path: file, mode: .readWrite, busyWait: wait)
            // A large sort's runs (a bulk import's indexes and listing, a
            // listing rebuilt for a new order) hold the book's data: they go in
            // its private folder, on its disk, so a full disk is the book's and
            // a full /tmp fails nothing.
            Database.keepTemporaryFiles(in: DatabaseFile.folder(of: file))
            let migrator = SchemaMigrations.migrator
            try migrator.checkCompatible(database)
            switch journal {
            case .writeAheadLog:
                if !database.isWriteAheadLog {
                    try database.enableWriteAheadLog()
                }
                // With WAL, NORMAL never corrupts; a power cut can lose only the
                // last commits, and it saves an fsync of the whole log per import.
                try database.execute("PRAGMA synchronous = NORMAL")
            case .privateFile:
                try database.execute("PRAGMA journal_mode = MEMORY")
                try database.execute("PRAGMA synchronous = OFF")
            }
            try migrator.migrateMarkingNewBook(database)
            return AddressBook(database: database, path: path, lockTimeout: options.lockTimeout,
                               loginThrottle: options.loginThrottle, sessionFolder: options.sessionFolder,
                               writesPrivateFile: journal == .privateFile, openedFile: OpenedFile(file))
        } catch let error as SQLiteError where error.isCannotOpen && DatabaseFile.isUnwritable(path: file) {
            return try openForReading(file: file, as: path, options: options, because: .readOnly(path: path))
        } catch {
            let failure = StoreError(error, path: path, waited: options.lockTimeout)
            switch failure {
            case .readOnly, .diskFull, .ioError, .cannotOpen:
                return try openForReading(file: file, as: path, options: options, because: failure)
            default:
                throw failure
            }
        }
    }

    /// An address book on an in-memory database, for tests; `loginThrottle`
    /// lets them record a wrong password's pause instead of waiting it out.
    /// Its session key stays in memory unless `sessionFolder` names a folder.
    public static func inMemory(loginThrottle: LoginThrottle = LoginThrottle(),
                                sessionFolder: SessionFolder? = nil) throws -> AddressBook {
        let database = try Database.inMemory()
        try SchemaMigrations.migrator.migrateMarkingNewBook(database)
        return AddressBook(database: database, path: ":memory:", lockTimeout: OpenOptions.defaultLockTimeout,
                           loginThrottle: loginThrottle, sessionFolder: sessionFolder)
    }

    init(database: Database, path: String, lockTimeout: Duration, loginThrottle: LoginThrottle,
         sessionFolder: SessionFolder?, writesPrivateFile: Bool = false,
         openedFile: OpenedFile? = nil) {
        self.database = database
        self.openedFile = openedFile
        self.writesPrivateFile = writesPrivateFile
        self.path = path
        self.lockTimeout = lockTimeout
        self.loginThrottle = loginThrottle
        self.sessionFolder = sessionFolder
    }

    /// The highest migration applied.
    public func schemaVersion() throws -> Int {
        try SchemaMigrations.migrator.currentVersion(of: database)
    }

    /// The version of the SQLite library in use.
    public static var sqliteVersion: String { sqliteLibraryVersion }

    /// Runs `body` in one write transaction: all of it lands, or none. A
    /// failure of the database comes out as a `StoreError` for a person.
    public func transaction<T>(_ body: () throws -> T) throws -> T {
        try writing { try database.inTransaction(.immediate, body) }
    }

    /// Runs a write, turning a failure of SQLite (disk full, read-only, locked)
    /// into a `StoreError` that says what happened and never shows the SQL.
    /// Writes nothing when the path no longer names the file opened (one
    /// stat a write; `FileIdentity`).
    package func writing<T>(_ body: () throws -> T) throws -> T {
        if let readsOnlyBecause { throw readsOnlyBecause }
        if let openedFile, !openedFile.isInPlace {
            openedFile.removeLogOfReplacedFile()
            throw StoreError.replaced(path: path)
        }
        do {
            return try body()
        } catch let error as SQLiteError {
            throw StoreError(error, path: path, waited: lockTimeout)
        }
    }
}

extension Migrator {
    /// Migrates `database`; a new one (no migration applied before) is then
    /// marked as derived with today's card reading: it holds no rows of an
    /// older one, and nothing is read again at its next open.
    func migrateMarkingNewBook(_ database: Database) throws {
        let isNew = try currentVersion(of: database) == 0
        try migrate(database)
        if isNew { try database.setCardReadingRevision(AddressBook.currentCardReadingRevision) }
    }
}

extension Database {
    var isWriteAheadLog: Bool {
        (try? scalar("PRAGMA journal_mode")) == .text("wal")
    }
}

extension StoreError {
    /// A failure of SQLite that left the store untranslated (a read meeting a
    /// damaged page, say), in the words a person is told and naming the file
    /// it met; nil for any other error.
    public init?(untranslated error: any Error) {
        guard let error = error as? SQLiteError else { return nil }
        self.init(error, path: error.file ?? "the address book", waited: OpenOptions.defaultLockTimeout)
    }

    /// Translates a lower layer's failure into what the user is told;
    /// `waited` is how long a lock was waited for.
    init(_ error: any Error, path: String, waited: Duration) {
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
                self = StoreError(sqlite, path: path, waited: waited)
            }
        case let error as SQLiteError where error.isNotADatabase:
            self = .notADatabase(path: path)
        case let error as SQLiteError where error.isCorrupt:
            self = .corrupt(path: path)
        case let error as SQLiteError where error.isBusy:
            self = .busy(path: path, waited: waited)
        case let error as SQLiteError where error.isDiskFull || (error.isIOError && error.systemErrno == ENOSPC):
            self = .diskFull(path: path)
        case let error as SQLiteError where error.isReadOnly:
            self = .readOnly(path: path)
        case let error as SQLiteError where error.isIOError:
            // errno says more than SQLite's "disk I/O error": "File too large", "Input/output error".
            let reason = error.systemErrno != 0 ? String(cString: strerror(error.systemErrno)) : error.message
            self = .ioError(path: path, reason: reason)
        case let error as SQLiteError where error.isCannotOpen:
            self = .cannotOpen(path: path, reason: error.message)
        case let error as SQLiteError:
            self = .failed(path: path, reason: error.message)
        default:
            self = .failed(path: path, reason: "\(error)")
        }
    }
}

extension AddressBook {
    /// Stops the book's statements while set, from any thread (see
    /// `Interrupter`): a browser's worker sets it when a newer search makes
    /// the one it runs stale, and clears it before the next.
    public var interrupter: Interrupter { database.interrupter }
}

/// SQLite's, named here so the book's users need not import SQLite.
public typealias Interrupter = SQLite.Interrupter

extension AddressBook {
    /// Runs `body`, which only reads, in one read transaction: every read
    /// sees the book as of one moment, and the statements share one lock
    /// instead of each taking and releasing its own (`list --limit 50` on
    /// 100k contacts, 27 sections: 703 system calls against 433, fcntl 224
    /// against 44).
    public func reading<T>(_ body: () throws -> T) throws -> T {
        try database.reading(body)
    }
}
