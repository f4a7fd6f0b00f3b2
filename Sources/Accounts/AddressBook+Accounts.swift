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
    /// Seconds since 1970, the unit of every `*_at` column.
    public static func currentTime() -> Int64 { Int64(Date().timeIntervalSince1970) }

    /// Creates our account `user`, storing only a salted scrypt hash of
    /// `password` and a new vault key wrapped under it.
    /// Throws `AuthError.weakPassword` or `.accountExists`.
    public func createAccount(user: UserName, password: Secret, parameters: ScryptParameters = .current,
                              now: Int64 = currentTime()) throws {
        do {
            try PasswordRules.check(password)
        } catch {
            throw AuthError.weakPassword(error)
        }
        guard try accountID(user) == nil else { throw AuthError.accountExists(user.rawValue) }
        let hash = try makeHash(of: password, parameters: parameters)
        let wrapped = try credentials { () throws(CredentialsError) in
            try VaultKey.generate().wrapped(with: password, parameters: parameters)
        }
        try transaction {
            do {
                try database.cachedStatement("""
                    INSERT INTO accounts (user_name, password_hash, salt, kdf, created_at) VALUES (?, ?, ?, ?, ?)
                    """).run([user.rawValue, hash.key, hash.salt, hash.parameters.description, now])
            } catch let error as SQLiteError where error.isConstraintViolation {
                throw AuthError.accountExists(user.rawValue)  // created by another process meanwhile
            }
            try storeVaultKey(wrapped, of: database.lastInsertRowID)
        }
    }

    /// Checks `password` for `user` and, when right, makes `user` the one
    /// logged in: unwraps the account's vault key (making one for an
    /// account older than the vault) and seals it in a new session, whose
    /// key only the session's ticket file holds (`startSession`); any other
    /// session ends. Tokens stored in the clear
    /// before the vault are encrypted under it and wiped from the file.
    /// Returns the services whose tokens were so encrypted.
    ///
    /// Throws `AuthError.wrongCredentials` or `.throttled` (see
    /// `withCheckedPassword`), or `VaultError` when the session folder is not safe.
    @discardableResult
    public func logIn(user: UserName, password: Secret, now: Int64 = currentTime()) throws -> [String] {
        // Zero the freed bytes of a wiped clear token, so no copy stays in a page's free space.
        try database.execute("PRAGMA secure_delete = ON")
        defer { try? database.execute("PRAGMA secure_delete = OFF") }
        let encrypted = try withCheckedPassword(user: user, password: password, now: now) { account in
            let key = try vaultKey(of: account, password: password)
            let encrypted = try encryptClearTokens(with: key, accountID: account.id)
            try database.cachedStatement("DELETE FROM sessions").run()
            try startSession(accountID: account.id, vaultKey: key, now: now)
            return encrypted
        }
        // Best effort: the session has started, and secure_delete already zeroed the wiped cells;
        // another program reading the book can keep the rewrite from finishing, and a login must not fail for it.
        if !encrypted.isEmpty { try? wipeFreedPages() }
        return encrypted
    }

    /// Ends the session: deletes its row, with the vault key sealed there, and its ticket; false when nobody was logged in.
    @discardableResult
    public func logOut() throws -> Bool {
        try writing { try database.cachedStatement("DELETE FROM sessions").run() }
        let ended = database.changes > 0
        try endSession()
        return ended
    }

    /// The persisted auth state at `now`: who is logged in (while the
    /// session lasts, see `vaultState`), what is connected.
    public func authState(now: Int64 = currentTime()) throws -> AuthState {
        let vault = try vaultState(now: now)
        return AuthState(loggedInUser: vault.user, connectedServices: try connectedServices(), vault: vault)
    }

    /// The user names of our accounts, sorted.
    public func accountNames() throws -> [String] {
        try database.cachedStatement("SELECT user_name FROM accounts ORDER BY user_name").map { $0.text(0) }
    }

    /// The account's vault key, unwrapped with `password`; an account made
    /// before the vault gets a new one here, wrapped and stored.
    private func vaultKey(of account: StoredAccount, password: Secret) throws -> VaultKey {
        if let wrapped = account.vaultKey {
            return try credentials { () throws(CredentialsError) in try wrapped.unwrap(with: password) }
        }
        let key = try credentials { () throws(CredentialsError) in try VaultKey.generate() }
        try storeVaultKey(try credentials { () throws(CredentialsError) in try key.wrapped(with: password) },
                          of: account.id)
        return key
    }

    /// A libcrypto failure, as an `AuthError` for the person.
    func credentials<T>(_ body: () throws(CredentialsError) -> T) throws(AuthError) -> T {
        do {
            return try body()
        } catch {
            throw .credentials(error)
        }
    }
}
