import Contacts

/// The user's settings with their defaults; stored as text under `SettingKey`.
public struct AppSettings: Sendable, Equatable {
    /// How contacts are ordered and grouped: by family name by default ("Lovelace" under L).
    public var sortOrder: NameOrder = .familyFirst
    /// How a name is shown: "Ada Lovelace" by default, as phones show it.
    public var displayOrder: NameOrder = .givenFirst
    /// How many rows a section shows before a "load more" row.
    public var pageSize: Int = 50
    /// Where a number written in national form is dialled ("020 7946 0105"
    /// in GB is +44 20 7946 0105), for `lookup`; nil for none.
    public var region: Region?
    /// How long `history` remembers a change (and `undo` can revert it), in days.
    public var historyDays: Int = 90
    /// How many changes `history` remembers at most.
    public var historyEntries: Int = 1000
    /// How long a login's session (the unlocked vault) lasts without use, in minutes.
    public var sessionTimeout: Int = 30

    /// The defaults, the region taken from the locale in `localeEnvironment`
    /// (see `Region.fromLocale`); without one, no region.
    public init(localeEnvironment: [String: String] = [:]) {
        region = Region.fromLocale(localeEnvironment)
    }
}

/// A setting's name as `phonebook settings get/set` take it.
public enum SettingKey: String, Sendable, CaseIterable {
    case sortOrder = "sort-order"
    case displayOrder = "display-order"
    case pageSize = "page-size"
    case region
    case historyDays = "history-days"
    case historyEntries = "history-entries"
    case sessionTimeout = "session-timeout"

    /// The key named `name`, or an error listing the keys there are.
    public init(named name: String) throws(SettingError) {
        guard let key = SettingKey(rawValue: name) else { throw .unknownKey(name) }
        self = key
    }

    /// The values the key takes, worded for a person.
    public var expectedValues: String {
        switch self {
        case .sortOrder, .displayOrder:
            return NameOrder.allCases.map(\.rawValue).joined(separator: " or ")
        case .pageSize:
            return "an integer from \(AppSettings.pageSizes.lowerBound) to \(AppSettings.pageSizes.upperBound)"
        case .region:
            return "an ISO 3166-1 alpha-2 country code (such as GB or US), or \(AppSettings.noRegion)"
        case .historyDays:
            return "a number of days from \(AppSettings.historyDayRange.lowerBound) to \(AppSettings.historyDayRange.upperBound)"
        case .historyEntries:
            return "an integer from \(AppSettings.historyEntryRange.lowerBound) to \(AppSettings.historyEntryRange.upperBound)"
        case .sessionTimeout:
            return "a number of minutes from \(AppSettings.sessionTimeoutRange.lowerBound) to \(AppSettings.sessionTimeoutRange.upperBound)"
        }
    }
}

extension AppSettings {
    /// The page sizes allowed.
    public static let pageSizes = 1...10_000
    /// How many days of history may be kept: up to a hundred years.
    public static let historyDayRange = 1...36_500
    /// How many changes the history may keep.
    public static let historyEntryRange = 1...1_000_000
    /// How many minutes a session may last without use: up to a week.
    public static let sessionTimeoutRange = 1...10_080
    /// The region setting's value for no region: a national number then
    /// matches by its last digits only.
    public static let noRegion = "none"

    /// The journal's bounds these settings set.
    public var journalBounds: JournalBounds { JournalBounds(days: historyDays, entries: historyEntries) }

    /// The value of `key` in its text form, as stored and as `settings get` prints it.
    public func value(of key: SettingKey) -> String {
        switch key {
        case .sortOrder: return sortOrder.rawValue
        case .displayOrder: return displayOrder.rawValue
        case .pageSize: return String(pageSize)
        case .region: return region?.code ?? Self.noRegion
        case .historyDays: return String(historyDays)
        case .historyEntries: return String(historyEntries)
        case .sessionTimeout: return String(sessionTimeout)
        }
    }

    /// Sets `key` from its text form; throws, changing nothing, when the key does not take it.
    public mutating func set(_ key: SettingKey, from text: String) throws(SettingError) {
        switch key {
        case .sortOrder, .displayOrder:
            guard let order = NameOrder(rawValue: text) else { throw .invalidValue(key: key, value: text) }
            if key == .sortOrder { sortOrder = order } else { displayOrder = order }
        case .pageSize:
            pageSize = try Self.integer(text, in: Self.pageSizes, for: key)
        case .historyDays:
            historyDays = try Self.integer(text, in: Self.historyDayRange, for: key)
        case .historyEntries:
            historyEntries = try Self.integer(text, in: Self.historyEntryRange, for: key)
        case .sessionTimeout:
            sessionTimeout = try Self.integer(text, in: Self.sessionTimeoutRange, for: key)
        case .region:
            if text == Self.noRegion {
                region = nil
            } else {
                guard let named = Region(code: text) else { throw .invalidValue(key: key, value: text) }
                region = named
            }
        }
    }

    private static func integer(_ text: String, in range: ClosedRange<Int>, for key: SettingKey) throws(SettingError) -> Int {
        guard text.allSatisfy(\.isASCII), let value = Int(text), range.contains(value) else {
            throw .invalidValue(key: key, value: text)
        }
        return value
    }
}
