import Credentials
import SQLite
import Store

/// The stored side of one of our accounts, as a password check reads it.
struct StoredAccount {
    var id: Int64
    var hash: PasswordHash?
    var kdf: String
    var failedAttempts: Int
    var lastFailureAt: Int64?
    /// The wrapped vault key; nil for an account made before the vault, until its next login.
    var vaultKey: WrappedVaultKey?
}

/// What a checked password led to, decided inside its transaction and thrown after it commits
/// (a failure must be recorded, so it cannot roll back with the throw).
private enum CheckOutcome<T> {
    case passed(T)
    case refused(AuthError)
}

/// The one way a password is checked, for `login`, `account passwd` and
/// `account delete` alike: the throttle's wait, the failure count, the
/// pause after a wrong password (`LoginThrottle`).
extension AddressBook {
    /// Checks `password` for `user`, then runs `body` in the same write
    /// transaction. Throws `AuthError.wrongCredentials` (unknown user or
    /// wrong password, recorded as a failure, after the throttle's pause) or
    /// `.throttled`.
    ///
    /// The check runs inside one write transaction: concurrent guesses are
    /// serialized, so none can slip past the failure count. The pause comes
    /// after it commits, so it holds no lock.
    func withCheckedPassword<T>(user: UserName, password: Secret, now: Int64,
                                _ body: (StoredAccount) throws -> T) throws -> T {
        let outcome = try transaction { () throws -> CheckOutcome<T> in
            guard let account = try storedAccount(user) else {
                PasswordHash.spendVerificationTime(on: password)
                return .refused(.wrongCredentials)
            }
            let wait = LoginThrottle.secondsToWait(
                failures: account.failedAttempts, lastFailureAt: account.lastFailureAt, now: now)
            if wait > 0 { return .refused(.throttled(retryAfterSeconds: wait)) }
            guard let hash = account.hash else { throw AuthError.credentials(.unsupportedKDF(account.kdf)) }
            guard try check(password, against: hash) else {
                try database.cachedStatement("""
                    UPDATE accounts SET failed_attempts = failed_attempts + 1, last_failure_at = ? WHERE id = ?
                    """).run([now, account.id])
                return .refused(.wrongCredentials)
            }
            try database.cachedStatement("""
                UPDATE accounts SET failed_attempts = 0, last_failure_at = NULL WHERE id = ?
                """).run([account.id])
            if hash.isOutdated {
                try rehash(account.id, password)
            }
            return .passed(try body(account))
        }
        switch outcome {
        case let .passed(value):
            return value
        case let .refused(error):
            if error == .wrongCredentials { loginThrottle.pauseAfterWrongPassword() }
            throw error
        }
    }

    func accountID(_ user: UserName) throws -> Int64? {
        try database.cachedStatement("SELECT id FROM accounts WHERE user_name = ?").first([user.rawValue]) { $0.int64(0) }
    }

    private func storedAccount(_ user: UserName) throws -> StoredAccount? {
        try database.cachedStatement("""
            SELECT id, password_hash, salt, kdf, failed_attempts, last_failure_at,
                   vault_key_ciphertext, vault_key_nonce, vault_key_tag, vault_salt, vault_kdf
            FROM accounts WHERE user_name = ?
            """).first([user.rawValue]) { row in
            let kdf = row.text(3)
            let hash = ScryptParameters(encoded: kdf).map {
                PasswordHash(parameters: $0, salt: row.blob(2), key: row.blob(1))
            }
            let vaultKey = row.isNull(6) ? nil : ScryptParameters(encoded: row.text(10)).map {
                WrappedVaultKey(parameters: $0, salt: row.blob(9),
                                box: SealedBox(nonce: row.blob(7), ciphertext: row.blob(6), tag: row.blob(8)))
            }
            return StoredAccount(id: row.int64(0), hash: hash, kdf: kdf, failedAttempts: row.int(4),
                                 lastFailureAt: row.isNull(5) ? nil : row.int64(5), vaultKey: vaultKey)
        }
    }

    /// Stores `wrapped` as the vault key of `accountID`.
    func storeVaultKey(_ wrapped: WrappedVaultKey, of accountID: Int64) throws {
        try database.cachedStatement("""
            UPDATE accounts SET vault_key_ciphertext = ?, vault_key_nonce = ?, vault_key_tag = ?,
                vault_salt = ?, vault_kdf = ? WHERE id = ?
            """).run([wrapped.box.ciphertext, wrapped.box.nonce, wrapped.box.tag,
                      wrapped.salt, wrapped.parameters.description, accountID])
    }

    /// Replaces a hash made with older parameters by one with `.current`, now that the password is known right.
    private func rehash(_ accountID: Int64, _ password: Secret) throws {
        let hash = try makeHash(of: password, parameters: .current)
        try database.cachedStatement("UPDATE accounts SET password_hash = ?, salt = ?, kdf = ? WHERE id = ?")
            .run([hash.key, hash.salt, hash.parameters.description, accountID])
    }

    func makeHash(of password: Secret, parameters: ScryptParameters) throws(AuthError) -> PasswordHash {
        do {
            return try PasswordHash.make(for: password, parameters: parameters)
        } catch {
            throw .credentials(error)
        }
    }

    private func check(_ password: Secret, against hash: PasswordHash) throws(AuthError) -> Bool {
        do {
            return try hash.matches(password)
        } catch {
            throw .credentials(error)
        }
    }
}
