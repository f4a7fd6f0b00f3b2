import Credentials

/// What a session keeps outside the book, in a file of the user's own: which
/// session of which book it is, and the session's random key. The key opens
/// the vault key sealed in that session's row of the book, and nothing
/// else; once the row is gone (logout, a new password, the timeout) the
/// ticket opens nothing, wherever a copy of it went.
struct SessionTicket: Sendable, Equatable {
    /// The `book_identity.uid` of the database it was made for.
    var databaseUID: [UInt8]
    /// The account logged in.
    var accountID: Int64
    /// The session's row in `sessions`.
    var sessionID: Int64
    /// The key the row's vault key is sealed under.
    var key: VaultKey

    /// The file's first bytes, naming its format.
    static let magic = Array("phonebook-session-2\n".utf8)
    static let uidLength = 16
    static let encodedLength = magic.count + uidLength + 8 + 8 + AESGCM.keyLength

    /// The file's bytes: magic, database uid, account id, session id (big-endian), key.
    /// Holds the key: the caller clears it once written (`clearKeyMaterial`).
    var encoded: [UInt8] {
        Self.magic + databaseUID + Self.bigEndian(accountID) + Self.bigEndian(sessionID) + key.bytes
    }

    /// Reads `encoded`'s form back; nil for anything else (a file of the
    /// earlier format, which held the vault key itself, among them).
    init?(encoded bytes: [UInt8]) {
        guard bytes.count == Self.encodedLength, bytes.starts(with: Self.magic) else { return nil }
        var rest = bytes.dropFirst(Self.magic.count)
        databaseUID = Array(rest.prefix(Self.uidLength))
        rest = rest.dropFirst(Self.uidLength)
        accountID = Self.integer(rest.prefix(8))
        sessionID = Self.integer(rest.dropFirst(8).prefix(8))
        guard let key = VaultKey(bytes: Array(rest.dropFirst(16))) else { return nil }
        self.key = key
    }

    init(databaseUID: [UInt8], accountID: Int64, sessionID: Int64, key: VaultKey) {
        self.databaseUID = databaseUID
        self.accountID = accountID
        self.sessionID = sessionID
        self.key = key
    }

    private static func bigEndian(_ value: Int64) -> [UInt8] {
        (0..<8).map { UInt8(truncatingIfNeeded: value >> (56 - 8 * $0)) }
    }

    private static func integer(_ bytes: ArraySlice<UInt8>) -> Int64 {
        bytes.reduce(0) { $0 << 8 | Int64($1) }
    }
}

/// Where a database's session ticket is kept between commands.
protocol SessionTicketKeeper: AnyObject {
    /// Whether anything is kept where the ticket goes, readable as one or not.
    var isPresent: Bool { get }
    /// The ticket, or nil when there is none (or none readable as one).
    func load() throws(VaultError) -> SessionTicket?
    /// Replaces the ticket.
    func save(_ ticket: SessionTicket) throws(VaultError)
    /// Forgets the ticket; nothing to forget is fine.
    func remove()
}

/// The ticket of an in-memory database: it cannot outlive the process, so neither does its session.
final class SessionTicketInMemory: SessionTicketKeeper {
    private var ticket: SessionTicket?
    var isPresent: Bool { ticket != nil }
    func load() -> SessionTicket? { ticket }
    func save(_ ticket: SessionTicket) { self.ticket = ticket }
    func remove() { ticket = nil }
}
