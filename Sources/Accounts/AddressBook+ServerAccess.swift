import SQLite
import Store

extension AddressBook {
    /// The trust and login settings of `service`; nil when it is not connected.
    public func serverAccess(service: ServiceName) throws -> ServerAccess? {
        try database.cachedStatement(
            "SELECT ca_file, pinned_key, auth_scheme FROM third_party_accounts WHERE service = ?"
        ).first([service.rawValue]) { row in
            ServerAccess(caFile: row.optionalText(0), pinnedKeySHA256: row.optionalText(1), authScheme: row.optionalText(2))
        }
    }

    /// Records how `service`'s server is reached (a sync does, once the
    /// server asked for another login scheme); throws
    /// `AuthError.notConnected` when there is no such account.
    public func setServerAccess(_ access: ServerAccess, service: ServiceName) throws {
        try writing {
            try database.cachedStatement("""
                UPDATE third_party_accounts SET ca_file = ?, pinned_key = ?, auth_scheme = ? WHERE service = ?
                """).run([access.caFile, access.pinnedKeySHA256, access.authScheme, service.rawValue])
        }
        guard database.changes > 0 else { throw AuthError.notConnected(service) }
    }
}
