import Credentials
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import SQLite
import Store

extension AddressBook {
    /// Stores (or replaces) the account for `service`. A password command
    /// is run once first, so a command that fails is refused now rather
    /// than at the first sync (`VaultError.passwordCommandFailed`); only the
    /// command is stored. A token is sealed under the logged-in account's
    /// vault key, and refused when nobody is logged in (`VaultError.tokenNeedsLogin`).
    /// `access` is how the server is trusted and logged in to, stored with
    /// it. The address books it syncs are kept apart (`SyncState`), and stay
    /// when a service is connected again; `alongside` writes them in the
    /// same transaction, so a choice that cannot be stored stores nothing.
    public func connect(service: ServiceName, user: UserName, serverURL: URL?, credential: NewCredential,
                        access: ServerAccess = ServerAccess(), now: Int64 = currentTime(),
                        alongside: () throws -> Void = {}) throws {
        var command: String?, owner: Int64?, box: SealedBox?
        switch credential {
        case let .passwordCommand(passwordCommand):
            _ = try run(passwordCommand, for: service)
            command = passwordCommand.text
        case let .token(token):
            guard !token.isEmpty else { throw AuthError.emptySecret }
            guard case let .live(session) = try useVault(now: now) else { throw VaultError.tokenNeedsLogin }
            owner = session.accountID
            box = try credentials { () throws(CredentialsError) in
                try session.vaultKey.seal(token, context: Self.tokenContext(service))
            }
        }
        try transaction { try database.cachedStatement("""
            INSERT INTO third_party_accounts (service, user_name, server_url, secret, connected_at,
                password_command, vault_account_id, token_nonce, token_ciphertext, token_tag,
                ca_file, pinned_key, auth_scheme)
            VALUES (?, ?, ?, X'', ?, ?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (service) DO UPDATE SET user_name = excluded.user_name,
                server_url = excluded.server_url, secret = X'', connected_at = excluded.connected_at,
                password_command = excluded.password_command, vault_account_id = excluded.vault_account_id,
                token_nonce = excluded.token_nonce, token_ciphertext = excluded.token_ciphertext,
                token_tag = excluded.token_tag,
                ca_file = excluded.ca_file, pinned_key = excluded.pinned_key, auth_scheme = excluded.auth_scheme,
                vdir_path = NULL
            """).run([service.rawValue, user.rawValue, serverURL?.absoluteString, now, command, owner,
                      box?.nonce, box?.ciphertext, box?.tag, access.caFile,
                      access.pinnedKeySHA256, access.authScheme])
            try alongside()
        }
    }

    /// Stores (or replaces) `service` with a token sealed in the logged-in account's vault.
    public func connect(service: ServiceName, user: UserName, serverURL: URL?, secret: Secret,
                        now: Int64 = currentTime()) throws {
        try connect(service: service, user: user, serverURL: serverURL, credential: .token(secret), now: now)
    }

    /// The secret the sync signs in to `service` with: its password command's
    /// first line, or its token unsealed with the session's vault key (a use
    /// that keeps the session alive). Throws `AuthError.notConnected`,
    /// `VaultError.locked` when the vault holding it is locked,
    /// `.passwordCommandFailed` or `.damagedToken`. Never logged, never printed.
    public func thirdPartySecret(service: ServiceName, now: Int64 = currentTime()) throws -> Secret {
        guard let stored = try storedCredential(service) else { throw AuthError.notConnected(service) }
        switch stored {
        case let .command(command):
            return try run(command, for: service)
        case let .sealed(ownerID, owner, box):
            let session: LiveSession
            switch try useVault(now: now) {
            case let .live(live) where live.accountID == ownerID: session = live
            case .ended: throw VaultError.sessionEnded(service: service, owner: owner)
            default: throw VaultError.locked(service: service, owner: owner)
            }
            do {
                return try session.vaultKey.open(box, context: Self.tokenContext(service))
            } catch {
                throw VaultError.damagedToken(service: service)
            }
        case let .clear(secret):
            return secret
        }
    }

    /// The services whose token is still stored in the clear (from before the vault), sorted.
    public func clearTextServices() throws -> [String] {
        try database.cachedStatement("SELECT service FROM third_party_accounts WHERE length(secret) > 0 ORDER BY service")
            .map { $0.text(0) }
    }

    /// Forgets the account for `service`; throws `AuthError.notConnected` when there is none.
    public func disconnect(service: ServiceName) throws {
        try writing {
            try database.cachedStatement("DELETE FROM third_party_accounts WHERE service = ?").run([service.rawValue])
        }
        guard database.changes > 0 else { throw AuthError.notConnected(service) }
    }

    /// Forgets every third-party account; returns how many there were.
    @discardableResult
    public func disconnectAll() throws -> Int {
        try writing { try database.cachedStatement("DELETE FROM third_party_accounts").run() }
        return database.changes
    }

    /// Whether `service` is connected, to a server or to a vdir folder: a
    /// vdir's row has no user, so `thirdPartyAccount` cannot stand for it.
    public func isConnected(_ service: ServiceName) throws -> Bool {
        try database.cachedStatement("SELECT 1 FROM third_party_accounts WHERE service = ?").first([service.rawValue]) { _ in true }
            ?? false
    }

    /// The services connected, by name, sorted.
    func connectedServices() throws -> [String] {
        try database.cachedStatement("SELECT service FROM third_party_accounts ORDER BY service").map { $0.text(0) }
    }

    /// The stored account for `service`, without its secret; nil when not connected.
    public func thirdPartyAccount(_ service: ServiceName) throws -> ThirdPartyAccount? {
        try database.cachedStatement("""
            SELECT t.user_name, t.server_url, t.connected_at, t.password_command, a.user_name
            FROM third_party_accounts t LEFT JOIN accounts a ON a.id = t.vault_account_id WHERE t.service = ?
            """).first([service.rawValue]) { row -> ThirdPartyAccount in
            let source: CredentialSource = if let command = row.optionalText(3).flatMap(PasswordCommand.init) {
                .passwordCommand(command)
            } else if let owner = row.optionalText(4) {
                .vault(owner: owner)
            } else {
                .clearText
            }
            return ThirdPartyAccount(service: service, user: try UserName(row.text(0)),
                                     serverURL: row.optionalText(1).flatMap(URL.init(string:)),
                                     credential: source, connectedAt: row.int64(2))
        }
    }

    /// Seals every token stored in the clear under `key` (the vault of
    /// `accountID`) and empties its clear column; returns their services.
    func encryptClearTokens(with key: VaultKey, accountID: Int64) throws -> [String] {
        let clear = try database.cachedStatement(
            "SELECT service, secret FROM third_party_accounts WHERE length(secret) > 0 ORDER BY service"
        ).map { (try ServiceName($0.text(0)), Secret(bytes: $0.blob(1))) }
        for (service, secret) in clear {
            let box = try credentials { () throws(CredentialsError) in
                try key.seal(secret, context: Self.tokenContext(service))
            }
            try database.cachedStatement("""
                UPDATE third_party_accounts SET secret = X'', vault_account_id = ?,
                    token_nonce = ?, token_ciphertext = ?, token_tag = ? WHERE service = ?
                """).run([accountID, box.nonce, box.ciphertext, box.tag, service.rawValue])
        }
        return clear.map(\.0.rawValue)
    }

    /// Rewrites the whole file and empties the write-ahead log, so no page
    /// that once held a clear token survives in either (`secure_delete`
    /// zeroes only the cell just deleted, not older copies in free space).
    /// Run once, when a login has just encrypted clear tokens.
    func wipeFreedPages() throws {
        try writing {
            try database.execute("VACUUM")
            try database.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        }
    }

    /// What a token's sealed box is bound to: its service, so no box opens as another's.
    static func tokenContext(_ service: ServiceName) -> String { "phonebook token for \(service.rawValue)" }

    private func run(_ command: PasswordCommand, for service: ServiceName) throws -> Secret {
        do {
            return try command.run()
        } catch {
            throw VaultError.passwordCommandFailed(service: service, error)
        }
    }

    private func storedCredential(_ service: ServiceName) throws -> StoredCredential? {
        try database.cachedStatement("""
            SELECT t.password_command, t.vault_account_id, a.user_name, t.token_nonce, t.token_ciphertext,
                   t.token_tag, t.secret
            FROM third_party_accounts t LEFT JOIN accounts a ON a.id = t.vault_account_id WHERE t.service = ?
            """).first([service.rawValue]) { row -> StoredCredential in
            if let command = row.optionalText(0).flatMap(PasswordCommand.init) { return .command(command) }
            if !row.isNull(1) {
                return .sealed(ownerID: row.int64(1), owner: row.optionalText(2) ?? "?",
                               SealedBox(nonce: row.blob(3), ciphertext: row.blob(4), tag: row.blob(5)))
            }
            return .clear(Secret(bytes: row.blob(6)))
        }
    }
}

/// A service's secret as stored.
private enum StoredCredential {
    case command(PasswordCommand)
    case sealed(ownerID: Int64, owner: String, SealedBox)
    case clear(Secret)
}
