import FoundationEssentials
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Terminal
import TerminalText

/// What standard output is connected to, read once: whether it is a
/// terminal, how wide it is, and whether colour is welcome. (Not named
/// `Terminal`: that is the full-screen driver's module.)
struct OutputTarget {
    var isTerminal: Bool
    /// Columns to fit lines in: `COLUMNS` when set (an override), else the
    /// terminal's own width (shells do not export COLUMNS), else 80 (a pipe).
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
        let width = environment["COLUMNS"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil }
            ?? (isTerminal ? TerminalSize.current(descriptor: STDOUT_FILENO, environment: [:]).columns : 80)
        let usesColor = ColorPolicy.isEnabled(color, environment: environment, isTerminal: isTerminal)
        return OutputTarget(isTerminal: isTerminal, width: width, usesColor: usesColor)
    }
}
