import ArgumentParser
import Foundation
import Reporting
import SharedOptions

/// phonebook-dav: the part of phonebook that talks to CardDAV servers.
/// phonebook runs it for `connect` and `sync ...` with the same command line
/// (see DAVProgram), so it names itself "phonebook" in every message.
@main
struct PhonebookDAV: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "phonebook",
        abstract: "phonebook's CardDAV side, run by `phonebook connect` and `phonebook sync`.",
        version: PhonebookVersion.current,
        subcommands: [Connect.self, Sync.self])

    /// As phonebook's main: ArgumentParser reports its own errors; any other
    /// failure is one line, "phonebook: …", with its documented exit status.
    static func main() {
        // As phonebook's: past a file-size limit a write fails with EFBIG, reported, instead of killing the process.
        signal(SIGXFSZ, SIG_IGN)
        var command: any ParsableCommand
        do {
            command = try parseAsRoot(Array(CommandLine.arguments.dropFirst()))
        } catch {
            exit(withError: error)
        }
        do {
            try command.run()
        } catch where String(reflecting: type(of: error)).hasPrefix("ArgumentParser.") {
            exit(withError: error)
        } catch {
            let failure = CommandFailure(reporting: error)
            StandardError.write("phonebook: \(failure.message)")
            Foundation.exit(failure.status.rawValue)
        }
    }
}
