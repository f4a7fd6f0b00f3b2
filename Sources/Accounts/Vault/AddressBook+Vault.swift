import Credentials
import SQLite
import Store

/// A session found alive: who, and the vault key it unlocked.
struct LiveSession {
    var accountID: Int64
    var user: String
    var sessionID: Int64
    /// When the vault was last used before this lookup.
    var lastUsedAt: Int64
    var vaultKey: VaultKey
}

/// What the book and the session's ticket say of the session.
enum SessionLookup {
    /// No session here: nobody logged in, or logged in with a ticket elsewhere.
    case none
    /// A ticket was here, but its session has ended: logged out, a new
    /// password, the timeout, or a ticket of another book or session. The
    /// ticket is deleted.
    case ended
    case live(LiveSession)
}

/// The vault's session: started by a login, which seals the vault key in
/// the session's row under a random key kept in a ticket file of the
/// user's own (`SessionTicketFile`); ended by logout, a new password, or
/// `session-timeout` minutes without use, each of which deletes the row.
extension AddressBook {
    /// Whether the vault is unlocked at `now`, and until when. A session that
    /// has timed out is ended here. A session folder that is not safe reads
    /// as locked (a login says why).
    public func vaultState(now: Int64 = currentTime()) throws -> VaultState {
        do {
            // No session row: locked, with no need to find the ticket (whose
            // name is a digest, and libcrypto is loaded only for a secret).
            guard try hasSessionRows(), case let .live(session) = try lookUpSession(now: now) else { return .locked }
            return .unlocked(user: session.user, until: try expiry(lastUsedAt: session.lastUsedAt))
        } catch is VaultError {
            return .locked
        }
    }

    /// The live session's vault key, its use recorded at `now` (which keeps
    /// the session alive); `.none` or `.ended` when the vault is locked.
    func useVault(now: Int64) throws -> SessionLookup {
        let lookup = try lookUpSession(now: now)
        if case let .live(session) = lookup {
            try writing {
                try database.cachedStatement("UPDATE sessions SET last_used_at = max(last_used_at, ?) WHERE id = ?")
                    .run([now, session.sessionID])
            }
        }
        return lookup
    }

    /// Starts a session of `accountID` holding `vaultKey`, used at `now`:
    /// a new row with the key sealed under a new session key, and the
    /// ticket that holds that key. Inside the caller's transaction: the
    /// ticket is written before the row commits, so a failure leaves neither.
    func startSession(accountID: Int64, vaultKey: VaultKey, now: Int64) throws {
        let sessionKey = try credentials { () throws(CredentialsError) in try VaultKey.generate() }
        let box = try credentials { () throws(CredentialsError) in
            try sessionKey.seal(vaultKey, context: Self.sessionContext)
        }
        try database.cachedStatement("""
            INSERT INTO sessions (account_id, created_at, last_used_at, vault_key_nonce, vault_key_ciphertext, vault_key_tag)
            VALUES (?, ?, ?, ?, ?, ?)
            """).run([accountID, now, now, box.nonce, box.ciphertext, box.tag])
        try sessionTickets().save(SessionTicket(databaseUID: try databaseUID(), accountID: accountID,
                                                sessionID: database.lastInsertRowID, key: sessionKey))
    }

    /// Forgets the session's ticket.
    func endSession() throws {
        try sessionTickets().remove()
    }

    /// The session the ticket names, when its row is there, is this
    /// database's and that account's, and was used less than
    /// `session-timeout` ago. A ticket that opens nothing is deleted, and a
    /// timed-out row with it (best effort: a book on a read-only disk keeps
    /// the row, which opens nothing without the ticket).
    func lookUpSession(now: Int64) throws -> SessionLookup {
        let keeper = try sessionTickets()
        guard keeper.isPresent else { return .none }
        let ended = { () -> SessionLookup in
            keeper.remove()
            return .ended
        }
        guard let ticket = try keeper.load(), ticket.databaseUID == (try databaseUID()),
              let row = try sessionRow(ticket.sessionID), row.accountID == ticket.accountID else { return ended() }
        guard now < (try expiry(lastUsedAt: row.lastUsedAt)) else {
            _ = try? writing { try database.cachedStatement("DELETE FROM sessions WHERE id = ?").run([row.id]) }
            return ended()
        }
        guard let vaultKey = try? ticket.key.openKey(row.sealedVaultKey, context: Self.sessionContext) else {
            return ended()
        }
        return .live(LiveSession(accountID: row.accountID, user: row.user, sessionID: row.id,
                                 lastUsedAt: row.lastUsedAt, vaultKey: vaultKey))
    }

    private func hasSessionRows() throws -> Bool {
        try database.cachedStatement("SELECT 1 FROM sessions LIMIT 1").first { _ in true } ?? false
    }

    /// A session's row: its account, its last use, its sealed vault key.
    private struct SessionRow {
        var id: Int64
        var accountID: Int64
        var user: String
        var lastUsedAt: Int64
        var sealedVaultKey: SealedBox
    }

    private func sessionRow(_ id: Int64) throws -> SessionRow? {
        try database.cachedStatement("""
            SELECT s.id, s.account_id, a.user_name, s.last_used_at, s.vault_key_nonce, s.vault_key_ciphertext,
                   s.vault_key_tag
            FROM sessions s JOIN accounts a ON a.id = s.account_id
            WHERE s.id = ? AND s.last_used_at IS NOT NULL AND s.vault_key_ciphertext IS NOT NULL
            """).first([id]) { row in
            SessionRow(id: row.int64(0), accountID: row.int64(1), user: row.text(2), lastUsedAt: row.int64(3),
                       sealedVaultKey: SealedBox(nonce: row.blob(4), ciphertext: row.blob(5), tag: row.blob(6)))
        }
    }

    private func expiry(lastUsedAt: Int64) throws -> Int64 {
        lastUsedAt + Int64(try appSettings().sessionTimeout) * 60
    }

    /// What a session row's sealed vault key is bound to, so no other box opens as one.
    static let sessionContext = "phonebook session's vault key"

    /// The database's identity, which a session ticket must carry.
    func databaseUID() throws -> [UInt8] {
        try database.cachedStatement("SELECT uid FROM book_identity WHERE id = 1").first { $0.blob(0) } ?? []
    }

    func sessionTickets() throws -> any SessionTicketKeeper {
        if let keeper = sessionKeeper as? any SessionTicketKeeper { return keeper }
        let keeper: any SessionTicketKeeper = if let sessionFolder {
            try SessionTicketFile(folder: sessionFolder, databasePath: path, databaseUID: try databaseUID())
        } else {
            SessionTicketInMemory()
        }
        sessionKeeper = keeper
        return keeper
    }
}
