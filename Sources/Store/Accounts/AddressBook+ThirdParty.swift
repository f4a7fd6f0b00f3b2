import Credentials
import Foundation

extension AddressBook {
    /// Stores (or replaces) the account for `service`. The secret is stored
    /// as given, for the sync to use; the database file is private (0600).
    public func connect(service: ServiceName, user: UserName, serverURL: URL?, secret: Secret,
                        now: Int64 = currentTime()) throws {
        guard !secret.isEmpty else { throw AuthError.emptySecret }
        try writing { try database.cachedStatement("""
            INSERT INTO third_party_accounts (service, user_name, server_url, secret, connected_at)
            VALUES (?, ?, ?, ?, ?)
            ON CONFLICT (service) DO UPDATE SET user_name = excluded.user_name,
                server_url = excluded.server_url, secret = excluded.secret, connected_at = excluded.connected_at
            """).run([service.rawValue, user.rawValue, serverURL?.absoluteString, secret.bytes, now]) }
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

    /// The services connected, by name, sorted.
    func connectedServices() throws -> [String] {
        try database.cachedStatement("SELECT service FROM third_party_accounts ORDER BY service").map { $0.text(0) }
    }

    /// The stored account for `service`, secret included, for the sync; nil when not connected.
    public func thirdPartyAccount(_ service: ServiceName) throws -> ThirdPartyAccount? {
        try database.cachedStatement("""
            SELECT user_name, server_url, secret, connected_at FROM third_party_accounts WHERE service = ?
            """).first([service.rawValue]) { row -> ThirdPartyAccount in
            ThirdPartyAccount(service: service, user: try UserName(row.text(0)),
                              serverURL: row.optionalText(1).flatMap(URL.init(string:)),
                              secret: Secret(bytes: row.blob(2)), connectedAt: row.int64(3))
        }
    }
}
