/// Raw key/value storage under the validated `setting`/`setSetting`
/// (AppSettings.swift): internal, so nothing outside the store can write a
/// value that was never checked.
extension AddressBook {
    /// The stored value of setting `key`, nil when never set.
    func storedSetting(_ key: String) throws -> String? {
        try database.cachedStatement("SELECT value FROM settings WHERE key = ?")
            .first([key]) { $0.text(0) }
    }

    /// Stores `value` for `key` (validation is the caller's: see `Settings`).
    func storeSetting(_ key: String, _ value: String) throws {
        try writing { try database.cachedStatement("""
            INSERT INTO settings (key, value, updated_at) VALUES (?, ?, unixepoch())
            ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at
            """).run([key, value]) }
    }

    /// Forgets `key`, so its default applies again.
    func removeSetting(_ key: String) throws {
        try writing { try database.cachedStatement("DELETE FROM settings WHERE key = ?").run([key]) }
    }
}
