import ArgumentParser
import FoundationEssentials
import Reporting
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Store

/// `--db PATH`, shared by every command of both executables.
public struct DatabaseOptions: ParsableArguments {
    public init() {}

    @Option(name: .customLong("db"), help: ArgumentHelp(
        "The database file (default: $PHONEBOOK_DB, else $XDG_DATA_HOME/phonebook/phonebook.sqlite3).",
        valueName: "path"))
    public var path: String?

    /// The path the options and the environment choose.
    public var resolvedPath: String {
        DatabaseLocation.resolve(explicit: path, environment: ProcessInfo.processInfo.environment)
    }

    /// Opens and migrates the database for a command that writes, creating
    /// it when missing, or fails with a message for the user.
    public func open() throws -> AddressBook {
        try open(creating: true)
    }

    /// Opens the database for a command that only reads: when there is
    /// none, nothing is created and the failure says how to make one (exit 66).
    public func openExisting() throws -> AddressBook {
        try open(creating: false)
    }

    /// Opens the database for a command that only reads, as `openExisting`;
    /// where it cannot be written (a read-only file system, a full disk) it
    /// is opened read-only, and read without the tables a read would fill first.
    public func openForReading() throws -> AddressBook {
        var (path, options) = location(creating: false)
        options.readsOnly = true
        return try AddressBook.open(at: path, options: options)
    }

    /// The database when there is one; nil, creating nothing, when there is none.
    public func openIfPresent() throws -> AddressBook? {
        do {
            return try openExisting()
        } catch StoreError.noDatabase {
            return nil
        }
    }

    /// Runs `write` on the database, or on a new one built whole beside the
    /// path and put in place when `write` returns, so no other program sees
    /// it half-made (`NewBook`; an import's first run). Interrupted while
    /// the new book is built, it is removed and one line says `what` ("the
    /// import") was interrupted; the process ends by the signal (130 for Control-C).
    public func writingNewOrExisting<T>(interrupting what: String, _ write: (AddressBook) throws -> T) throws -> T {
        let (path, options) = location(creating: true)
        // On a terminal the line first erases an import's progress bar, the line it would land on.
        let erase = isatty(STDERR_FILENO) == 1 ? "\r\u{1B}[2K" : ""
        return try NewBook.writing(at: path, options: options, interrupted:
            erase + "phonebook: \(path): \(what) was interrupted; nothing was written, no address book was made", write)
    }

    /// The environment is read once: each `ProcessInfo.processInfo.environment`
    /// builds a dictionary of every variable anew (350,000 instructions with
    /// 35 variables, callgrind), and opening would read it four times, 7%
    /// of a `list --limit 50` on an empty book.
    private func open(creating: Bool) throws -> AddressBook {
        let (path, options) = location(creating: creating)
        return try AddressBook.open(at: path, options: options)
    }

    private func location(creating: Bool) -> (path: String, options: OpenOptions) {
        let environment = ProcessInfo.processInfo.environment
        let path = DatabaseLocation.resolve(explicit: self.path, environment: environment)
        return (path, OpenOptions(
            createsIfMissing: creating,
            lockTimeout: LockTimeout.chosen(environment: environment),
            whileWaitingForLock: {
                StandardError.write("phonebook: waiting for the address book at \(path): another program is writing to it")
            },
            sessionFolder: .resolve(environment: environment)))
    }
}

/// How long a write waits for another program's lock: `OpenOptions.defaultLockTimeout`,
/// unless `PHONEBOOK_LOCK_TIMEOUT` (seconds) says otherwise; the tests set it
/// to see the give-up path without waiting half a minute.
enum LockTimeout {
    static let environmentVariable = "PHONEBOOK_LOCK_TIMEOUT"

    static func chosen(environment: [String: String]) -> Duration {
        guard let text = environment[environmentVariable], let seconds = Double(text),
              seconds.isFinite, seconds >= 0 else { return OpenOptions.defaultLockTimeout }
        return .milliseconds(Int64(min(seconds, 86_400) * 1000))
    }
}
