import FoundationEssentials
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import TerminalText

/// What standard output is connected to, read once: whether it is a
/// terminal, how wide it is, and whether colour is welcome. (Not named
/// `Terminal`: that is the full-screen driver's module.)
struct OutputTarget {
    var isTerminal: Bool
    /// Columns to fit lines in: `COLUMNS`, else 80.
    var width: Int
    /// As `--color` asks; by default only on a terminal, never with
    /// `NO_COLOR` set and not empty or `TERM=dumb` (`ColorPolicy`).
    var usesColor: Bool

    /// `text` as one field of a tab-separated record: on a terminal shown
    /// as a person reads it (`VisibleText.line`), elsewhere with each
    /// control character a space (`ColumnText.singleLine`), the record
    /// formats' rule.
    func recordField(_ text: String) -> String {
        isTerminal ? VisibleText.line(text) : ColumnText.singleLine(text)
    }

    static func standardOutput(color: ColorChoice = .auto,
                               environment: [String: String] = ProcessInfo.processInfo.environment) -> OutputTarget {
        let isTerminal = isatty(STDOUT_FILENO) == 1
        let width = environment["COLUMNS"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil } ?? 80
        let usesColor = ColorPolicy.isEnabled(color, environment: environment, isTerminal: isTerminal)
        return OutputTarget(isTerminal: isTerminal, width: width, usesColor: usesColor)
    }
}
