import Accounts
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Store
import SyncState

/// What the settings screen's account and sync rows are built from: who is
/// logged in, whether any account exists yet, the services connected (and
/// when those with a server last synced), and until when the logged-in
/// account's vault stays unlocked.
public struct AccountState: Sendable, Equatable {
    /// Our account's user name while logged in; nil when logged out.
    public var loggedInUser: String?
    /// Whether any account exists: without one the screen offers "Create Account" instead of "Log In".
    public var hasAccount: Bool
    /// The connected third-party services, by name, sorted.
    public var connectedServices: [String]
    /// The connected services with a server or a vdir to sync with, in the same order.
    public var syncs: [ServiceSync]
    /// When the vault locks again, in seconds since 1970; nil while it is locked.
    public var vaultUnlockedUntil: Int64?
    /// When this state was read, in seconds since 1970: "until 14:30" means today's 14:30 from here.
    public var readAt: Int64

    public init(loggedInUser: String? = nil, hasAccount: Bool = false, connectedServices: [String] = [],
                syncs: [ServiceSync] = [], vaultUnlockedUntil: Int64? = nil, readAt: Int64 = 0) {
        self.loggedInUser = loggedInUser
        self.hasAccount = hasAccount || loggedInUser != nil
        self.connectedServices = connectedServices
        self.syncs = syncs
        self.vaultUnlockedUntil = vaultUnlockedUntil
        self.readAt = readAt
    }

    /// The state of `book` now.
    public static func read(from book: AddressBook, now: Int64 = AddressBook.currentTime()) throws -> AccountState {
        let auth = try book.authState(now: now)
        let until: Int64? = if case let .unlocked(_, until) = auth.vault { until } else { nil }
        return AccountState(loggedInUser: auth.loggedInUser, hasAccount: !(try book.accountNames().isEmpty),
                            connectedServices: auth.connectedServices,
                            syncs: try syncs(of: auth.connectedServices, in: book),
                            vaultUnlockedUntil: until, readAt: now)
    }

    /// Those of `services` connected to a server or a vdir (a token alone
    /// has nothing to sync with), each with its last sync: a small read per service.
    private static func syncs(of services: [String], in book: AddressBook) throws -> [ServiceSync] {
        try services.compactMap { service in
            guard let name = try? ServiceName(service),
                  try book.vdirFolder(service: name) != nil || book.thirdPartyAccount(name)?.serverURL != nil else {
                return nil
            }
            return ServiceSync(service: service, lastSyncedAt: try book.lastSync(service: service))
        }
    }

    /// When `sync` last synced, in words: "synced 14:32" (today, in
    /// `timeZone`, or local time when nil), "synced 2031-05-02 09:05"
    /// (another day), or "never synced".
    public func syncText(_ sync: ServiceSync, timeZone: TimeZone? = nil) -> String {
        guard let at = sync.lastSyncedAt else { return "never synced" }
        return "synced " + moment(at, timeZone: timeZone)
    }

    /// The vault's state in words: "unlocked until 14:30" (today, in
    /// `timeZone`, or local time when nil), "unlocked until 2031-05-02 09:05"
    /// (another day), or "locked".
    public func vaultText(timeZone: TimeZone? = nil) -> String {
        guard let until = vaultUnlockedUntil, until > readAt else { return "locked" }
        return "unlocked until " + moment(until, timeZone: timeZone)
    }

    /// `seconds` since 1970 as a clock time, "14:30", on the day this state
    /// was read (in `timeZone`, or local time when nil), else with its date,
    /// "2031-05-02 09:05".
    func moment(_ seconds: Int64, timeZone: TimeZone?) -> String {
        let end = Self.clock(seconds, in: timeZone), read = Self.clock(readAt, in: timeZone)
        let time = "\(Self.padded(end.hour, 2)):\(Self.padded(end.minute, 2))"
        guard (end.year, end.month, end.day) != (read.year, read.month, read.day) else { return time }
        return "\(Self.padded(end.year, 4))-\(Self.padded(end.month, 2))-\(Self.padded(end.day, 2)) \(time)"
    }

    /// The calendar date and time of `seconds` since 1970 in `timeZone`, or
    /// in local time through the C library when nil: FoundationEssentials
    /// alone knows no zone but GMT as `.current` (phonebook leaves the rest
    /// of Foundation unloaded for its start-up).
    private static func clock(_ seconds: Int64, in timeZone: TimeZone?)
        -> (year: Int, month: Int, day: Int, hour: Int, minute: Int) {
        if let timeZone {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = timeZone
            let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute],
                                                from: Date(timeIntervalSince1970: TimeInterval(seconds)))
            return (parts.year ?? 0, parts.month ?? 0, parts.day ?? 0, parts.hour ?? 0, parts.minute ?? 0)
        }
        var time = time_t(seconds), local = tm()
        localtime_r(&time, &local)
        return (Int(local.tm_year) + 1900, Int(local.tm_mon) + 1, Int(local.tm_mday), Int(local.tm_hour),
                Int(local.tm_min))
    }

    /// `number` with leading zeros to `width` digits.
    private static func padded(_ number: Int, _ width: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
