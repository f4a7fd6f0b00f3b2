import FoundationEssentials
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// A book made by a write that finds none: built whole in a private file
/// beside its path, then given the book's name in one step (a hard link,
/// which fails rather than replace a book another program made meanwhile).
///
/// No other program opens the private file, so it needs no write-ahead
/// log: a book's own file writes every page twice, into the log and then
/// into the file at the checkpoint. A first import of 100k contacts takes
/// 1.34-1.46 s this way against 1.77-2.15 s through the log (three rounds
/// each, alternating with baseline.c at 0.73-0.87 s).
///
/// Until the name is given, the book does not exist for other programs: a
/// `list` says there is none to read, as it did before the import began.
/// A write that fails, or a process killed midway, leaves no book; the
/// private file of a process that is gone is removed by the next new book.
public enum NewBook {
    /// Runs `write` on a new book when there is none at `path`, and puts it
    /// at `path` when `write` returns; when there is one already, or another
    /// program makes one meanwhile, runs `write` on that book instead
    /// (opened as `AddressBook.open` opens it, so `write` may run twice).
    ///
    /// `write` must not keep the book it is given: the file is put in place
    /// once its connection has closed. Interrupted while the new book is
    /// built, the process removes its private file, writes `interrupted`
    /// to standard error when given, and ends by the signal (`InterruptedNewBook`).
    public static func writing<T>(at path: String, options: OpenOptions = OpenOptions(), interrupted: String? = nil,
                                  _ write: (AddressBook) throws -> T) throws -> T {
        guard options.createsIfMissing, options.checksFile,
              let file = PrivateFile(beside: path, interrupted: interrupted) else {
            return try write(try AddressBook.open(at: path, options: options))
        }
        defer {
            file.remove()
            InterruptedNewBook.disarm()
        }
        var book: AddressBook? = try AddressBook.open(file: file.path, as: path, options: options, journal: .privateFile)
        let result = try write(book!)
        // The file is given its name in the mode every book has.
        try book!.writing { try book!.database.enableWriteAheadLog() }
        precondition(isKnownUniquelyReferenced(&book), "a new book's writer kept its book")
        book = nil  // closes the connection: SQLite checkpoints and removes the log it just made
        InterruptedNewBook.disarm()  // from here on the book may be in place: an interruption leaves it
        guard try file.publish(as: path) else {
            return try write(try AddressBook.open(at: path, options: options))
        }
        return result
    }

    /// The private file: `NAME.new-PID` beside the book's `NAME`.
    struct PrivateFile {
        let path: String

        /// Makes the file (and the book's folder) when neither the book nor
        /// a write-ahead log of its name is there; nil otherwise, or when the
        /// folder cannot take it: the book's own path then says what is wrong.
        /// From before it is made, an interruption removes it (`InterruptedNewBook`).
        init?(beside bookPath: String, interrupted: String?) {
            guard bookPath != ":memory:", !Self.exists(bookPath), !Self.exists(bookPath + "-wal") else { return nil }
            path = bookPath + ".new-\(getpid())"
            Self.removeLeftovers(beside: bookPath)
            Self.removeWithItsLog(path)  // a file of a process that had this number before
            InterruptedNewBook.arm(file: path, notice: interrupted)
            do {
                try DatabaseFile.prepare(path: path, creating: true)
            } catch {
                InterruptedNewBook.disarm()
                return nil
            }
        }

        /// Gives the file the book's name, once it is on disk; false when a
        /// book is there already (another program made it meanwhile), or
        /// when the file system makes no hard links (FAT): the write then
        /// goes straight to the book's own path.
        func publish(as bookPath: String) throws(StoreError) -> Bool {
            // Written unsynced (`AddressBook.JournalMode.privateFile`): its pages
            // must be on disk before a name that others open points at them.
            try Self.sync(path, for: bookPath)
            guard link(path, bookPath) == 0 else { return false }
            // The name itself is made durable too; the book is in place either way.
            try? Self.sync(DatabaseFile.folder(of: bookPath), for: bookPath)
            return true
        }

        /// Removes the private name; after `publish` the book keeps its own.
        func remove() {
            Self.removeWithItsLog(path)
        }

        /// Removes the private files of processes that are gone: a new book
        /// killed while it was built.
        private static func removeLeftovers(beside bookPath: String) {
            let folder = DatabaseFile.folder(of: bookPath)
            let prefix = String(bookPath.split(separator: "/").last ?? "") + ".new-"
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
            for name in names where name.hasPrefix(prefix) {
                guard let pid = pid_t(name.dropFirst(prefix.count)), pid > 0 else { continue }
                if kill(pid, 0) != 0 && errno == ESRCH {
                    removeWithItsLog(folder + "/" + name)
                }
            }
        }

        private static func removeWithItsLog(_ path: String) {
            for suffix in ["", "-wal", "-shm", "-journal"] {
                unlink(path + suffix)
            }
        }

        private static func exists(_ path: String) -> Bool {
            var status = stat()
            return lstat(path, &status) == 0 || errno != ENOENT
        }

        private static func sync(_ path: String, for bookPath: String) throws(StoreError) {
            let descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0, fsync(descriptor) == 0 || errno == EINVAL else {
                let reason = String(cString: strerror(errno))
                if descriptor >= 0 { close(descriptor) }
                throw .ioError(path: bookPath, reason: reason)
            }
            close(descriptor)
        }
    }
}
