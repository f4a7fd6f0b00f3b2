import Foundation
import Store

/// What the settings screen's account rows are built from: who is logged
/// in, whether any account exists yet, the services connected, and until
/// when the logged-in account's vault stays unlocked.
public struct AccountState: Sendable, Equatable {
    /// Our account's user name while logged in; nil when logged out.
    public var loggedInUser: String?
    /// Whether any account exists: without one the screen offers "Create Account" instead of "Log In".
    public var hasAccount: Bool
    /// The connected third-party services, by name, sorted.
    public var connectedServices: [String]
    /// When the vault locks again, in seconds since 1970; nil while it is locked.
    public var vaultUnlockedUntil: Int64?
    /// When this state was read, in seconds since 1970: "until 14:30" means today's 14:30 from here.
    public var readAt: Int64

    public init(loggedInUser: String? = nil, hasAccount: Bool = false, connectedServices: [String] = [],
                vaultUnlockedUntil: Int64? = nil, readAt: Int64 = 0) {
        self.loggedInUser = loggedInUser
        self.hasAccount = hasAccount || loggedInUser != nil
        self.connectedServices = connectedServices
        self.vaultUnlockedUntil = vaultUnlockedUntil
        self.readAt = readAt
    }

    /// The state of `book` now.
    public static func read(from book: AddressBook, now: Int64 = AddressBook.currentTime()) throws -> AccountState {
        let auth = try book.authState(now: now)
        let until: Int64? = if case let .unlocked(_, until) = auth.vault { until } else { nil }
        return AccountState(loggedInUser: auth.loggedInUser, hasAccount: !(try book.accountNames().isEmpty),
                            connectedServices: auth.connectedServices, vaultUnlockedUntil: until, readAt: now)
    }

    /// The vault's state in words: "unlocked until 14:30" (today, in
    /// `timeZone`), "unlocked until 2031-05-02 09:05" (another day), or "locked".
    public func vaultText(timeZone: TimeZone = .current) -> String {
        guard let until = vaultUnlockedUntil, until > readAt else { return "locked" }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let end = Date(timeIntervalSince1970: TimeInterval(until))
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: end)
        let time = String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
        guard !calendar.isDate(end, inSameDayAs: Date(timeIntervalSince1970: TimeInterval(readAt))) else {
            return "unlocked until \(time)"
        }
        let day = String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
        return "unlocked until \(day) \(time)"
    }
}
