import Credentials
import SQLite
import Store

/// `account passwd` and `account delete`: both need the account's password,
/// checked as a login checks it (the same pause, count and wait).
extension AddressBook {
    /// Sets the password of `user` from `old` to `new` and rotates the
    /// account's vault key: every token sealed in the vault is opened with
    /// the old key and sealed with a new one, wrapped under `new`, all in
    /// the password check's one transaction (a crash leaves every token
    /// under the old key or every one under the new). Every session of the
    /// account ends, so a copied ticket or a copied book opens nothing new;
    /// the caller's own live session of the account goes on as a new
    /// session. Throws `AuthError.weakPassword` (before checking `old`),
    /// `.wrongCredentials` or `.throttled`.
    public func changePassword(user: UserName, from old: Secret, to new: Secret,
                               parameters: ScryptParameters = .current, now: Int64 = currentTime()) throws {
        do {
            try PasswordRules.check(new)
        } catch {
            throw AuthError.weakPassword(error)
        }
        try withCheckedPassword(user: user, password: old, now: now) { account in
            let oldKey = try account.vaultKey.map { wrapped in
                try credentials { () throws(CredentialsError) in try wrapped.unwrap(with: old) }
            }
            let newKey = try credentials { () throws(CredentialsError) in try VaultKey.generate() }
            try resealTokens(of: account.id, from: oldKey, to: newKey)
            let hash = try makeHash(of: new, parameters: parameters)
            let wrapped = try credentials { () throws(CredentialsError) in try newKey.wrapped(with: new, parameters: parameters) }
            try database.cachedStatement("UPDATE accounts SET password_hash = ?, salt = ?, kdf = ? WHERE id = ?")
                .run([hash.key, hash.salt, hash.parameters.description, account.id])
            try storeVaultKey(wrapped, of: account.id)
            let wasLive = if case let .live(session) = try lookUpSession(now: now) { session.accountID == account.id } else { false }
            try database.cachedStatement("DELETE FROM sessions WHERE account_id = ?").run([account.id])
            if wasLive { try startSession(accountID: account.id, vaultKey: newKey, now: now) }
        }
    }

    /// Seals every token in the vault of `accountID` under `newKey`,
    /// opening each with `oldKey`. A token that does not open (damaged, or
    /// an account whose vault never had a key) is left as it is: it opened
    /// nothing before and opens nothing after.
    private func resealTokens(of accountID: Int64, from oldKey: VaultKey?, to newKey: VaultKey) throws {
        let sealed = try database.cachedStatement("""
            SELECT service, token_nonce, token_ciphertext, token_tag FROM third_party_accounts
            WHERE vault_account_id = ? AND token_ciphertext IS NOT NULL
            """).map([accountID]) { row in
            (try ServiceName(row.text(0)), SealedBox(nonce: row.blob(1), ciphertext: row.blob(2), tag: row.blob(3)))
        }
        for (service, box) in sealed {
            guard let token = try? oldKey?.open(box, context: Self.tokenContext(service)) else { continue }
            let resealed = try credentials { () throws(CredentialsError) in
                try newKey.seal(token, context: Self.tokenContext(service))
            }
            try database.cachedStatement("""
                UPDATE third_party_accounts SET token_nonce = ?, token_ciphertext = ?, token_tag = ? WHERE service = ?
                """).run([resealed.nonce, resealed.ciphertext, resealed.tag, service.rawValue])
        }
    }

    /// Deletes our account `user` once `password` is checked, with the
    /// services whose tokens its vault sealed (nothing could read them any
    /// more) and its session. Returns those services. Throws as `logIn` does.
    @discardableResult
    public func deleteAccount(user: UserName, password: Secret, now: Int64 = currentTime()) throws -> [String] {
        let (services, wasLoggedIn) = try withCheckedPassword(user: user, password: password, now: now) { account in
            let services = try servicesSealed(byAccount: account.id)
            let loggedIn = try database.cachedStatement("SELECT 1 FROM sessions WHERE account_id = ?")
                .first([account.id]) { _ in true } ?? false
            try database.cachedStatement("DELETE FROM accounts WHERE id = ?").run([account.id])  // cascades
            return (services, loggedIn)
        }
        if wasLoggedIn { try endSession() }
        return services
    }

    /// The services whose tokens are sealed in the vault of `user`, sorted: what deleting it takes along.
    public func servicesSealed(by user: UserName) throws -> [String] {
        guard let id = try accountID(user) else { return [] }
        return try servicesSealed(byAccount: id)
    }

    private func servicesSealed(byAccount id: Int64) throws -> [String] {
        try database.cachedStatement("SELECT service FROM third_party_accounts WHERE vault_account_id = ? ORDER BY service")
            .map([id]) { $0.text(0) }
    }
}
