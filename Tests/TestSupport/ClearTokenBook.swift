import Credentials
import Foundation
import Migrations
import SQLite

/// A database as phonebook left it before the vault (schema 8): an account
/// made by `account create` then (a hash, no vault key), and a service
/// whose token `connect` stored in the clear, replaced once (so an older
/// token may linger in the page's free space too).
public enum ClearTokenBook {
    /// The schema version before the vault.
    public static let version = 8

    /// Writes that database at `path`: account `user` with `password`, and `service` holding `oldToken`, then `token`.
    public static func write(at path: String, user: String, password: String,
                             service: String, oldToken: String, token: String) throws {
        let database = try Database(path: path)
        try database.enableWriteAheadLog()
        try Migrator(migrations: Array(SchemaMigrations.all.prefix(version))).migrate(database)
        let hash = try PasswordHash.make(for: Secret(password),
                                         parameters: ScryptParameters(cost: 1 << 10, blockSize: 8, parallelization: 1))
        try database.execute("""
            INSERT INTO accounts (user_name, password_hash, salt, kdf, created_at) VALUES (?, ?, ?, ?, 1)
            """, user, hash.key, hash.salt, hash.parameters.description)
        for secret in [oldToken, token] {
            try database.execute("""
                INSERT INTO third_party_accounts (service, user_name, server_url, secret, connected_at)
                VALUES (?, 'ada@example.org', NULL, ?, 1)
                ON CONFLICT (service) DO UPDATE SET secret = excluded.secret
                """, service, Array(secret.utf8))
        }
    }

    /// The files of the database at `path` (itself, `-wal`, `-journal`, `-shm`) that hold `needle`.
    public static func filesHolding(_ needle: String, database path: String) -> [String] {
        ["", "-wal", "-journal", "-shm"].compactMap { suffix in
            guard let bytes = FileManager.default.contents(atPath: path + suffix) else { return nil }
            return bytes.range(of: Data(needle.utf8)) == nil ? nil : path + suffix
        }
    }
}
