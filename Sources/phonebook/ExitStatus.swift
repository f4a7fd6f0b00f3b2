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

/// Writes a line to standard error, as a person reads it: card text a
/// message quotes shows its controls and bidi overrides visibly
/// (`VisibleText.lines`; a message of several lines keeps its breaks).
func printError(_ line: String) {
    writeText(VisibleText.lines(line) + "\n", to: STDERR_FILENO)
}

/// Writes `text` and `terminator` to standard output for a person to read
/// (a status line, a summary), its controls and bidi overrides shown
/// visibly (`VisibleText.lines`), wherever standard output goes: these
/// lines are no format for programs.
func printVisible(_ text: String, terminator: String = "\n") {
    writeText(VisibleText.lines(text) + terminator, to: STDOUT_FILENO)
}

/// Writes `text` whole to `descriptor` with write(2), unbuffered (a prompt
/// shows before its answer is read); a closed or failing descriptor drops it.
func writeText(_ text: String, to descriptor: Int32) {
    var text = text
    text.withUTF8 { bytes in
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }
}
