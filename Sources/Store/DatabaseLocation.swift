/// Where the database lives: `--db PATH`, else `PHONEBOOK_DB`, else
/// `$XDG_DATA_HOME/phonebook/phonebook.sqlite3`, else
/// `~/.local/share/phonebook/phonebook.sqlite3`.
public enum DatabaseLocation {
    public static let environmentVariable = "PHONEBOOK_DB"

    public static func resolve(explicit: String?, environment: [String: String]) -> String {
        if let explicit, !explicit.isEmpty { return explicit }
        if let fromEnvironment = environment[environmentVariable], !fromEnvironment.isEmpty {
            return fromEnvironment
        }
        return defaultPath(environment: environment)
    }

    public static func defaultPath(environment: [String: String]) -> String {
        let dataHome: String
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            dataHome = xdg  // the spec says a relative value is to be ignored
        } else {
            dataHome = (environment["HOME"] ?? "") + "/.local/share"
        }
        return dataHome + "/phonebook/phonebook.sqlite3"
    }
}
