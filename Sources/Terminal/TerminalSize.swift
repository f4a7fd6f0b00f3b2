import FoundationEssentials
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import TerminalText

extension TerminalSize {
    /// The size the terminal on `descriptor` reports (TIOCGWINSZ); when it
    /// reports none (not a terminal, or 0x0 as some serial lines do), the
    /// LINES and COLUMNS variables; failing those, 24x80.
    public static func current(descriptor: Int32 = STDOUT_FILENO,
                               environment: [String: String] = ProcessInfo.processInfo.environment) -> TerminalSize {
        var window = winsize()
        if ioctl(descriptor, UInt(TIOCGWINSZ), &window) == 0, window.ws_row > 0, window.ws_col > 0 {
            return TerminalSize(rows: Int(window.ws_row), columns: Int(window.ws_col))
        }
        return fromEnvironment(environment)
    }

    /// LINES and COLUMNS when both are positive numbers, else 24x80.
    static func fromEnvironment(_ environment: [String: String]) -> TerminalSize {
        let rows = environment["LINES"].flatMap { Int($0) } ?? 0
        let columns = environment["COLUMNS"].flatMap { Int($0) } ?? 0
        return TerminalSize(rows: rows > 0 ? rows : 24, columns: columns > 0 ? columns : 80)
    }
}
