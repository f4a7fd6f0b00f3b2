import FoundationEssentials
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Reporting
import SharedOptions

// The names the command line shares with phonebook-dav, declared in SharedOptions.
typealias ExitStatus = Reporting.ExitStatus
typealias CommandFailure = Reporting.CommandFailure
typealias ReportableError = Reporting.ReportableError
typealias DatabaseOptions = SharedOptions.DatabaseOptions
typealias CheckedArgument = SharedOptions.CheckedArgument
typealias SecretInput = SharedOptions.SecretInput
typealias PhonebookVersion = SharedOptions.PhonebookVersion
typealias JSONText = SharedOptions.JSONText

/// Writes a line to standard error.
func printError(_ line: String) {
    writeText(line + "\n", to: STDERR_FILENO)
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
