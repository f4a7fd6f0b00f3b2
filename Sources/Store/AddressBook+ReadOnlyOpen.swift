#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Migrations
import SQLite

extension AddressBook {
    /// Opens a book that cannot be written (a read-only file system, a full
    /// disk) for a command that only reads (`OpenOptions.readsOnly`), so the contacts can still be
    /// listed, searched and exported. Nothing is written: no write-ahead
    /// log switch, no migration, no table a read would fill first (those
    /// reads go without it, see `tablesAreReady`); a write fails with
    /// `failure`, the reason the book could not be opened for writing.
    ///
    /// SQLite's read-only open needs the shared-memory file of the book's
    /// log (`-shm`), or room to make it in; where neither is there
    /// and no log is either, the file is opened as immutable: nothing else
    /// can be changing it on such a medium. A book whose schema is older than
    /// this phonebook's needs a migration, which cannot be written:
    /// `StoreError.needsUpgrade`.
    static func openForReading(file: String, as path: String, options: OpenOptions,
                               because failure: StoreError) throws(StoreError) -> AddressBook {
        guard options.readsOnly, !options.createsIfMissing, file != ":memory:" else { throw failure }
        let wait = BusyWait(timeout: options.lockTimeout, noticeAfter: OpenOptions.lockNoticeDelay,
                            notice: options.whileWaitingForLock)
        do {
            let migrator = SchemaMigrations.migrator
            func opened(_ mode: Database.Mode) throws -> Database {
                let database = try Database(path: file, mode: mode, busyWait: wait)
                try migrator.checkCompatible(database)  // the first read: where a missing -shm shows
                return database
            }
            let database: Database
            do {
                database = try opened(.readOnly)
            } catch let error as SQLiteError
                        where (error.isCannotOpen || error.isIOError || error.isDiskFull) && !hasLog(file) {
                database = try opened(.immutable)
            }
            guard try migrator.currentVersion(of: database) == migrator.latestVersion else {
                throw StoreError.needsUpgrade(path: path)
            }
            let book = AddressBook(database: database, path: path, lockTimeout: options.lockTimeout,
                                   loginThrottle: options.loginThrottle, sessionFolder: options.sessionFolder)
            book.readsOnlyBecause = failure
            return book
        } catch {
            throw StoreError(error, path: path, waited: options.lockTimeout)
        }
    }

    /// Whether a write-ahead log with something in it lies beside `file`:
    /// an immutable open would not read it.
    private static func hasLog(_ file: String) -> Bool {
        var status = stat()
        return stat(file + "-wal", &status) == 0 && status.st_size > 0
    }
}
