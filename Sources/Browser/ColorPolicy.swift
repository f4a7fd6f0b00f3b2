/// Whether frames are drawn with colour: never with `NO_COLOR` set (to
/// anything, https://no-color.org) or with `TERM=dumb`. The driver adds
/// its own condition: that the output is a terminal at all.
public enum ColorPolicy {
    public static func wanted(environment: [String: String]) -> Bool {
        environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
    }
}
