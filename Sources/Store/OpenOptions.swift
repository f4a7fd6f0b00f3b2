import FoundationEssentials
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// How `AddressBook.open` treats a missing database and another program's
/// lock, and how its logins pause after a wrong password.
public struct OpenOptions: Sendable {
    /// Create the database (and its folder) when none is at the path: true
    /// for commands that write, false for those that only read.
    public var createsIfMissing: Bool
    /// How long a write waits for another program's lock before giving up.
    public var lockTimeout: Duration
    /// Called once, on the waiting thread, when a wait for a lock has lasted a second.
    public var whileWaitingForLock: (@Sendable () -> Void)?
    /// The pause after a wrong password: the thread sleeps, unless a test records it.
    public var loginThrottle: LoginThrottle
    /// Where a login keeps the session's vault key: by default as the process's environment says.
    public var sessionFolder: SessionFolder
    /// Whether the file is checked (its header read) and made before SQLite
    /// opens it. False for another connection to a book this process has
    /// open already (a browser's worker threads): that one was checked, and
    /// closing the descriptor the check reads through would drop every POSIX
    /// lock the process holds on the file, so another program closing its
    /// connection would delete the write-ahead log under ours and lose our
    /// next writes (sqlite.org/howtocorrupt.html, 2.2).
    public var checksFile: Bool
    /// The command only reads: where the book cannot be written (a
    /// read-only file system, a full disk), it is opened for reading
    /// instead of refused (`AddressBook.openForReading`). False for a
    /// command that writes, which is told at once that it cannot.
    public var readsOnly: Bool

    public init(createsIfMissing: Bool = true, lockTimeout: Duration = Self.defaultLockTimeout,
                whileWaitingForLock: (@Sendable () -> Void)? = nil, loginThrottle: LoginThrottle = LoginThrottle(),
                sessionFolder: SessionFolder = .resolve(environment: ProcessInfo.processInfo.environment),
                checksFile: Bool = true, readsOnly: Bool = false) {
        self.createsIfMissing = createsIfMissing
        self.lockTimeout = lockTimeout
        self.whileWaitingForLock = whileWaitingForLock
        self.loginThrottle = loginThrottle
        self.sessionFolder = sessionFolder
        self.checksFile = checksFile
        self.readsOnly = readsOnly
    }

    /// Long enough for another import of a large book to finish (100k
    /// contacts take about 1.5 s), short enough that a lock left by a
    /// stuck program ends in a message rather than a hang.
    public static let defaultLockTimeout: Duration = .seconds(30)

    /// A wait this long is announced (docs/commands.md, "The address book file").
    public static let lockNoticeDelay: Duration = .seconds(1)

    /// For another connection to a book this process has open already (a
    /// browser's thread): never created, and not checked again (see `checksFile`).
    public static var anotherConnection: OpenOptions { OpenOptions(createsIfMissing: false, checksFile: false) }
}
