/// The settings queries: the validated settings in force over the raw
/// key/value rows of the `settings` table.
extension AddressBook {
    /// The settings in force: stored values over the defaults. A stored
    /// value that no longer parses falls back to the default. The region's
    /// default comes from the locale in `localeEnvironment` (pass the
    /// process's environment; empty, as tests leave it, means no region).
    public func appSettings(localeEnvironment: [String: String] = [:]) throws -> AppSettings {
        var settings = AppSettings(localeEnvironment: localeEnvironment)
        try database.prepare("SELECT key, value FROM settings").forEachRow { row in
            guard let key = SettingKey(rawValue: row.text(0)) else { return }
            try? settings.set(key, from: row.text(1))
        }
        return settings
    }

    /// The value of `key` in force (the default when never set), in its text form.
    public func setting(_ key: SettingKey, localeEnvironment: [String: String] = [:]) throws -> String {
        try appSettings(localeEnvironment: localeEnvironment).value(of: key)
    }

    /// Validates and stores `value` for `key`; a value the key does not
    /// take throws `SettingError.invalidValue` and stores nothing.
    public func setSetting(_ key: SettingKey, _ value: String) throws {
        var settings = AppSettings()
        try settings.set(key, from: value)
        try storeSetting(key.rawValue, settings.value(of: key))
    }

    // MARK: Raw storage

    // Internal, so nothing outside the store can write a value that was never checked.

    /// The stored value of setting `key`, nil when never set.
    func storedSetting(_ key: String) throws -> String? {
        try database.cachedStatement("SELECT value FROM settings WHERE key = ?")
            .first([key]) { $0.text(0) }
    }

    /// Stores `value` for `key` (validation is the caller's: see `setSetting`).
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
