extension AddressBook {
    /// The stored value of setting `key`, nil when never set.
    public func storedSetting(_ key: String) throws -> String? {
        try database.cachedStatement("SELECT value FROM settings WHERE key = ?")
            .first([key]) { $0.text(0) }
    }

    /// Stores `value` for `key` (validation is the caller's: see `Settings`).
    public func storeSetting(_ key: String, _ value: String) throws {
        try database.cachedStatement("""
            INSERT INTO settings (key, value, updated_at) VALUES (?, ?, unixepoch())
            ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at
            """).run([key, value])
    }

    /// Forgets `key`, so its default applies again.
    public func removeSetting(_ key: String) throws {
        try database.cachedStatement("DELETE FROM settings WHERE key = ?").run([key])
    }
}
