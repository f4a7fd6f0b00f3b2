import SQLite
import Store

extension AddressBook {
    /// Stores (or replaces) `service` as a sync with the vdir at `folder`
    /// (an absolute path the caller checked): no user, server or secret.
    /// Connecting a CardDAV service again under the same name replaces this.
    /// `alongside` maps the folder to the book it syncs with in the same
    /// transaction, so a vdir service always has its one collection.
    public func connectVdir(service: ServiceName, folder: String, now: Int64 = currentTime(),
                            alongside: () throws -> Void) throws {
        try transaction { try database.cachedStatement("""
            INSERT INTO third_party_accounts (service, user_name, server_url, secret, connected_at, vdir_path)
            VALUES (?, '', NULL, X'', ?, ?)
            ON CONFLICT (service) DO UPDATE SET user_name = '', server_url = NULL, secret = X'',
                connected_at = excluded.connected_at, password_command = NULL, vault_account_id = NULL,
                token_nonce = NULL, token_ciphertext = NULL, token_tag = NULL,
                ca_file = NULL, pinned_key = NULL, auth_scheme = NULL, vdir_path = excluded.vdir_path
            """).run([service.rawValue, now, folder])
            try alongside()
        }
    }

    /// The vdir folder `service` syncs with; nil for a CardDAV service, or one not connected.
    public func vdirFolder(service: ServiceName) throws -> String? {
        try database.cachedStatement("SELECT vdir_path FROM third_party_accounts WHERE service = ?")
            .first([service.rawValue]) { $0.optionalText(0) } ?? nil
    }
}
