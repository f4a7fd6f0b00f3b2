import FoundationEssentials
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Reporting
import SharedOptions
import TerminalText

// The names the command line shares with phonebook-dav, declared in SharedOptions.
typealias ExitStatus = Reporting.ExitStatus
typealias CommandFailure = Reporting.CommandFailure
typealias ReportableError = Reporting.ReportableError
typealias DatabaseOptions = SharedOptions.DatabaseOptions
typealias CheckedArgument = SharedOptions.CheckedArgument
typealias SecretInput = SharedOptions.SecretInput
typealias PhonebookVersion = SharedOptions.PhonebookVersion
typealias JSONText = SharedOptions.JSONText

/// Writes a line to standard error, as a person reads it (`StandardError`).
func printError(_ line: String) {
    StandardError.write(line)
}

/// Writes `text` and `terminator` to standard output for a person to read
/// (a status line, a summary), its controls and bidi overrides shown
/// visibly (`VisibleText.lines`), wherever standard output goes: these
/// lines are no format for programs.
func printVisible(_ text: String, terminator: String = "\n") {
    writeText(VisibleText.lines(text) + terminator, to: STDOUT_FILENO)
}
