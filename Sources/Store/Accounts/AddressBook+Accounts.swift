import Credentials
import Foundation
import SQLite

/// The stored side of one of our accounts, as a login reads it.
private struct StoredAccount {
    var id: Int64
    var hash: PasswordHash?
    var kdf: String
    var failedAttempts: Int
    var lastFailureAt: Int64?
}

/// What a checked login led to, decided inside its transaction and thrown after it commits
/// (a failure must be recorded, so it cannot roll back with the throw).
private enum LoginOutcome {
    case loggedIn
    case refused(AuthError)
}

extension AddressBook {
    /// Seconds since 1970, the unit of every `*_at` column.
    public static func currentTime() -> Int64 { Int64(Date().timeIntervalSince1970) }

    /// Creates our account `user`, storing only a salted scrypt hash of `password`.
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
        try writing {
            do {
                try database.cachedStatement("""
                    INSERT INTO accounts (user_name, password_hash, salt, kdf, created_at) VALUES (?, ?, ?, ?, ?)
                    """).run([user.rawValue, hash.key, hash.salt, hash.parameters.description, now])
            } catch let error as SQLiteError where error.isConstraintViolation {
                throw AuthError.accountExists(user.rawValue)  // created by another process meanwhile
            }
        }
    }

    /// Checks `password` for `user` and, when right, makes `user` the one
    /// logged in (a session row, so it survives restarts; any other session
    /// ends). Throws `AuthError.wrongCredentials` (unknown user or wrong
    /// password, recorded as a failure, after the throttle's pause) or
    /// `.throttled` (see `LoginThrottle`).
    ///
    /// The check runs inside one write transaction: concurrent guesses are
    /// serialized, so none can slip past the failure count. The pause comes
    /// after it commits, so it holds no lock.
    public func logIn(user: UserName, password: Secret, now: Int64 = currentTime()) throws {
        let outcome = try transaction { () throws -> LoginOutcome in
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
            try database.cachedStatement("DELETE FROM sessions").run()
            try database.cachedStatement("INSERT INTO sessions (account_id, created_at) VALUES (?, ?)")
                .run([account.id, now])
            return .loggedIn
        }
        guard case let .refused(error) = outcome else { return }
        if error == .wrongCredentials { loginThrottle.pauseAfterWrongPassword() }
        throw error
    }

    /// Ends the session; false when nobody was logged in.
    @discardableResult
    public func logOut() throws -> Bool {
        try writing { try database.cachedStatement("DELETE FROM sessions").run() }
        return database.changes > 0
    }

    /// The persisted auth state: who is logged in, what is connected.
    public func authState() throws -> AuthState {
        let user = try database.cachedStatement("""
            SELECT a.user_name FROM sessions s JOIN accounts a ON a.id = s.account_id
            ORDER BY s.created_at DESC, s.id DESC LIMIT 1
            """).first { $0.text(0) }
        return AuthState(loggedInUser: user, connectedServices: try connectedServices())
    }

    /// The user names of our accounts, sorted.
    public func accountNames() throws -> [String] {
        try database.cachedStatement("SELECT user_name FROM accounts ORDER BY user_name").map { $0.text(0) }
    }

    private func accountID(_ user: UserName) throws -> Int64? {
        try database.cachedStatement("SELECT id FROM accounts WHERE user_name = ?").first([user.rawValue]) { $0.int64(0) }
    }

    private func storedAccount(_ user: UserName) throws -> StoredAccount? {
        try database.cachedStatement("""
            SELECT id, password_hash, salt, kdf, failed_attempts, last_failure_at FROM accounts WHERE user_name = ?
            """).first([user.rawValue]) { row in
            let kdf = row.text(3)
            let hash = ScryptParameters(encoded: kdf).map {
                PasswordHash(parameters: $0, salt: row.blob(2), key: row.blob(1))
            }
            return StoredAccount(id: row.int64(0), hash: hash, kdf: kdf, failedAttempts: row.int(4),
                                 lastFailureAt: row.isNull(5) ? nil : row.int64(5))
        }
    }

    /// Replaces a hash made with older parameters by one with `.current`, now that the password is known right.
    private func rehash(_ accountID: Int64, _ password: Secret) throws {
        let hash = try makeHash(of: password, parameters: .current)
        try database.cachedStatement("UPDATE accounts SET password_hash = ?, salt = ?, kdf = ? WHERE id = ?")
            .run([hash.key, hash.salt, hash.parameters.description, accountID])
    }

    private func makeHash(of password: Secret, parameters: ScryptParameters) throws(AuthError) -> PasswordHash {
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
