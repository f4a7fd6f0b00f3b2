import SQLite
import Store

extension AddressBook {
    /// The book and trust settings of `service`; nil when it is not connected.
    public func carddavBook(service: ServiceName) throws -> CardDAVBook? {
        try database.cachedStatement(
            "SELECT book_url, book_name, ca_file, pinned_key, auth_scheme FROM third_party_accounts WHERE service = ?"
        ).first([service.rawValue]) { row in
            CardDAVBook(url: row.optionalText(0), displayName: row.optionalText(1),
                        caFile: row.optionalText(2), pinnedKeySHA256: row.optionalText(3),
                        authScheme: row.optionalText(4))
        }
    }

    /// Records the book `service` syncs with (the first sync after `connect
    /// --no-discover` does, once it has discovered one); throws
    /// `AuthError.notConnected` when there is no such account.
    public func setCarddavBook(_ book: CardDAVBook, service: ServiceName) throws {
        try writing {
            try database.cachedStatement("""
                UPDATE third_party_accounts SET book_url = ?, book_name = ?, ca_file = ?, pinned_key = ?, auth_scheme = ?
                WHERE service = ?
                """).run([book.url, book.displayName, book.caFile, book.pinnedKeySHA256, book.authScheme,
                          service.rawValue])
        }
        guard database.changes > 0 else { throw AuthError.notConnected(service) }
    }
}
