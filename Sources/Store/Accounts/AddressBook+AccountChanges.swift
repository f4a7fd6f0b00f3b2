import Credentials
import SQLite

/// `account passwd` and `account delete`: both need the account's password,
/// checked as a login checks it (the same pause, count and wait).
extension AddressBook {
    /// Sets the password of `user` from `old` to `new`, wrapping the same
    /// vault key anew under `new`: the tokens sealed in it stay readable, by
    /// `new` only. Throws `AuthError.weakPassword` (before checking `old`),
    /// `.wrongCredentials` or `.throttled`. A session stays as it was.
    public func changePassword(user: UserName, from old: Secret, to new: Secret,
                               parameters: ScryptParameters = .current, now: Int64 = currentTime()) throws {
        do {
            try PasswordRules.check(new)
        } catch {
            throw AuthError.weakPassword(error)
        }
        try withCheckedPassword(user: user, password: old, now: now) { account in
            let key = try credentials { () throws(CredentialsError) -> VaultKey in
                if let wrapped = account.vaultKey { return try wrapped.unwrap(with: old) }
                return try VaultKey.generate()
            }
            let hash = try makeHash(of: new, parameters: parameters)
            let wrapped = try credentials { () throws(CredentialsError) in try key.wrapped(with: new, parameters: parameters) }
            try database.cachedStatement("UPDATE accounts SET password_hash = ?, salt = ?, kdf = ? WHERE id = ?")
                .run([hash.key, hash.salt, hash.parameters.description, account.id])
            try storeVaultKey(wrapped, of: account.id)
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
