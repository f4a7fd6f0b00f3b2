import Credentials

/// What a session keeps outside the database: the unwrapped vault key, for
/// which account of which database, and when it was last used (the session
/// ends `session-timeout` minutes after that).
struct SessionKey: Sendable, Equatable {
    /// The `book_identity.uid` of the database it was made for.
    var databaseUID: [UInt8]
    /// The account logged in.
    var accountID: Int64
    /// When the vault was last used (Unix seconds).
    var lastUsedAt: Int64
    /// The account's vault key, unwrapped.
    var key: VaultKey

    /// The file's first bytes, naming its format.
    static let magic = Array("phonebook-session-1\n".utf8)
    static let uidLength = 16
    static let encodedLength = magic.count + uidLength + 8 + 8 + AESGCM.keyLength

    /// The file's bytes: magic, database uid, account id, last use (big-endian), key.
    var encoded: [UInt8] {
        Self.magic + databaseUID + Self.bigEndian(accountID) + Self.bigEndian(lastUsedAt) + key.bytes
    }

    /// Reads `encoded`'s form back; nil for anything else.
    init?(encoded bytes: [UInt8]) {
        guard bytes.count == Self.encodedLength, bytes.starts(with: Self.magic) else { return nil }
        var rest = bytes.dropFirst(Self.magic.count)
        databaseUID = Array(rest.prefix(Self.uidLength))
        rest = rest.dropFirst(Self.uidLength)
        accountID = Self.integer(rest.prefix(8))
        lastUsedAt = Self.integer(rest.dropFirst(8).prefix(8))
        guard let key = VaultKey(bytes: Array(rest.dropFirst(16))) else { return nil }
        self.key = key
    }

    init(databaseUID: [UInt8], accountID: Int64, lastUsedAt: Int64, key: VaultKey) {
        self.databaseUID = databaseUID
        self.accountID = accountID
        self.lastUsedAt = lastUsedAt
        self.key = key
    }

    private static func bigEndian(_ value: Int64) -> [UInt8] {
        (0..<8).map { UInt8(truncatingIfNeeded: value >> (56 - 8 * $0)) }
    }

    private static func integer(_ bytes: ArraySlice<UInt8>) -> Int64 {
        bytes.reduce(0) { $0 << 8 | Int64($1) }
    }
}

/// Where a database's session key is kept between commands.
protocol SessionKeyKeeper: AnyObject {
    /// The key, or nil when there is none (or none readable as one).
    func load() throws(VaultError) -> SessionKey?
    /// Replaces the key.
    func save(_ key: SessionKey) throws(VaultError)
    /// Forgets the key; nothing to forget is fine.
    func remove()
}

/// The key of an in-memory database: it cannot outlive the process, so neither does its session.
final class SessionKeyInMemory: SessionKeyKeeper {
    private var key: SessionKey?
    func load() -> SessionKey? { key }
    func save(_ key: SessionKey) { self.key = key }
    func remove() { key = nil }
}
