/// When output is coloured, as `--color` asks: `auto` follows `ColorPolicy`.
public enum ColorChoice: String, Sendable, CaseIterable {
    /// Colour on a terminal, unless `NO_COLOR` is set and not empty or `TERM` is `dumb`.
    case auto
    /// Colour wherever output goes, a pipe or a file included.
    case always
    /// No colour at all.
    case never
}

/// Whether output may be coloured (https://no-color.org, and TERM=dumb).
public enum ColorPolicy {
    /// For `.auto`: false when NO_COLOR is set to a value that is not empty
    /// (no-color.org: an empty NO_COLOR is as if unset), TERM is `dumb`, or
    /// the output is not a terminal. `.always` and `.never` decide alone,
    /// as a command-line flag overrides the environment.
    public static func isEnabled(_ choice: ColorChoice = .auto, environment: [String: String],
                                 isTerminal: Bool) -> Bool {
        switch choice {
        case .always: return true
        case .never: return false
        case .auto:
            return isTerminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
        }
    }
}
