/// Whether output may be coloured (https://no-color.org, and TERM=dumb).
public enum ColorPolicy {
    /// False when NO_COLOR is set (to any value, even empty), TERM is
    /// `dumb`, or the output is not a terminal.
    public static func isEnabled(environment: [String: String], isTerminal: Bool) -> Bool {
        isTerminal && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
    }
}
