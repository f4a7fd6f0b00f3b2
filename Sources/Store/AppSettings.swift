import Contacts

/// The user's settings with their defaults; stored as text under `SettingKey`.
public struct AppSettings: Sendable, Equatable {
    /// How contacts are ordered and grouped: by family name by default ("Lovelace" under L).
    public var sortOrder: NameOrder = .familyFirst
    /// How a name is shown: "Ada Lovelace" by default, as phones show it.
    public var displayOrder: NameOrder = .givenFirst
    /// How many rows a section shows before a "load more" row.
    public var pageSize: Int = 50

    public init() {}
}

/// A setting's name as `phonebook settings get/set` take it.
public enum SettingKey: String, Sendable, CaseIterable {
    case sortOrder = "sort-order"
    case displayOrder = "display-order"
    case pageSize = "page-size"
}

extension AddressBook {
    /// The settings in force: stored values over the defaults. A stored
    /// value that no longer parses falls back to the default.
    public func appSettings() throws -> AppSettings {
        var settings = AppSettings()
        try database.prepare("SELECT key, value FROM settings").forEachRow { row in
            guard let key = SettingKey(rawValue: row.text(0)) else { return }
            let value = row.text(1)
            switch key {
            case .sortOrder: settings.sortOrder = NameOrder(rawValue: value) ?? settings.sortOrder
            case .displayOrder: settings.displayOrder = NameOrder(rawValue: value) ?? settings.displayOrder
            case .pageSize: settings.pageSize = Int(value).flatMap { (1...10_000).contains($0) ? $0 : nil } ?? settings.pageSize
            }
        }
        return settings
    }
}
