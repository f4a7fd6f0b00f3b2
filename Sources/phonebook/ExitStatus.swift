import Foundation
import RemoteOptions

// The names the command line shares with phonebook-dav, declared in RemoteOptions.
typealias ExitStatus = RemoteOptions.ExitStatus
typealias CommandFailure = RemoteOptions.CommandFailure
typealias ReportableError = RemoteOptions.ReportableError
typealias DatabaseOptions = RemoteOptions.DatabaseOptions
typealias CheckedArgument = RemoteOptions.CheckedArgument
typealias SecretInput = RemoteOptions.SecretInput
typealias PhonebookVersion = RemoteOptions.PhonebookVersion

/// Writes a line to standard error.
func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}
