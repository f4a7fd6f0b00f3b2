/// Why a setting could not be read or changed, worded for a person.
public enum SettingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No setting has this name.
    case unknownKey(String)
    /// The setting does not take this value.
    case invalidValue(key: SettingKey, value: String)

    public var description: String {
        switch self {
        case let .unknownKey(name):
            let keys = SettingKey.allCases.map(\.rawValue).joined(separator: ", ")
            return "unknown setting '\(name)'; the settings are: \(keys)"
        case let .invalidValue(key, value):
            return "invalid value '\(value)' for \(key.rawValue); expected \(key.expectedValues)"
        }
    }
}
