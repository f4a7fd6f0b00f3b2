import Credentials
import SQLite

/// A session found alive: who, and the vault key it unlocked.
struct LiveSession {
    var accountID: Int64
    var user: String
    var key: SessionKey
}

/// The vault's session: started by a login, kept in a key file of the
/// user's own (`SessionKeyFile`), ended by logout or `session-timeout`
/// minutes without use.
extension AddressBook {
    /// Whether the vault is unlocked at `now`, and until when. A session key
    /// that has expired is deleted here. A session folder that is not safe
    /// reads as locked (a login says why).
    public func vaultState(now: Int64 = currentTime()) throws -> VaultState {
        do {
            guard let session = try liveSession(now: now) else { return .locked }
            return .unlocked(user: session.user, until: try expiry(of: session.key))
        } catch is VaultError {
            return .locked
        }
    }

    /// The live session's vault key, its use recorded at `now` (which keeps
    /// the session alive); nil when the vault is locked.
    func useVault(now: Int64) throws -> LiveSession? {
        guard var session = try liveSession(now: now) else { return nil }
        session.key.lastUsedAt = max(now, session.key.lastUsedAt)
        try sessionKeys().save(session.key)
        return session
    }

    /// Keeps `key` as the session of `accountID`, used at `now`.
    func startSession(accountID: Int64, key: VaultKey, now: Int64) throws {
        try sessionKeys().save(SessionKey(databaseUID: try databaseUID(), accountID: accountID, lastUsedAt: now, key: key))
    }

    /// Forgets the session's key.
    func endSession() throws {
        try sessionKeys().remove()
    }

    /// The session row's account with its key, when the key is this
    /// database's, that account's, and used less than `session-timeout` ago.
    private func liveSession(now: Int64) throws -> LiveSession? {
        guard let (accountID, user) = try database.cachedStatement("""
            SELECT a.id, a.user_name FROM sessions s JOIN accounts a ON a.id = s.account_id
            ORDER BY s.created_at DESC, s.id DESC LIMIT 1
            """).first([], { ($0.int64(0), $0.text(1)) }) else { return nil }
        let keeper = try sessionKeys()
        guard let key = try keeper.load() else { return nil }
        guard key.databaseUID == (try databaseUID()), key.accountID == accountID, now < (try expiry(of: key)) else {
            keeper.remove()  // expired, or another book's or account's: no use keeping the key
            return nil
        }
        return LiveSession(accountID: accountID, user: user, key: key)
    }

    private func expiry(of key: SessionKey) throws -> Int64 {
        key.lastUsedAt + Int64(try appSettings().sessionTimeout) * 60
    }

    /// The database's identity, which a session key must carry.
    func databaseUID() throws -> [UInt8] {
        try database.cachedStatement("SELECT uid FROM book_identity WHERE id = 1").first { $0.blob(0) } ?? []
    }

    func sessionKeys() throws -> any SessionKeyKeeper {
        if let sessionKeeper { return sessionKeeper }
        let keeper: any SessionKeyKeeper = if let sessionFolder {
            try SessionKeyFile(folder: sessionFolder, databasePath: path, databaseUID: try databaseUID())
        } else {
            SessionKeyInMemory()
        }
        sessionKeeper = keeper
        return keeper
    }
}
