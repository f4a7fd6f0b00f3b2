import ArgumentParser
import Foundation

/// The `phonebook` command: a fast, local-first address book for the terminal.
@main
struct Phonebook: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "phonebook",
        abstract: "A fast, local-first address book and settings store for the terminal.",
        discussion: """
            Every command takes --db PATH; without it PHONEBOOK_DB, without that
            $XDG_DATA_HOME/phonebook/phonebook.sqlite3 (or ~/.local/share/...).

            Exit status: 0 ok, 1 not found or runtime error, 64 usage error,
            65 invalid data, 69 a server cannot be reached, 74 the database
            cannot be used, 76 not a CardDAV server, 77 authentication failed.
            See the README for the full table.
            """,
        version: PhonebookVersion.current,
        subcommands: [
            Import.self,
            Export.self,
            Info.self,
            List.self,
            Show.self,
            Lookup.self,
            Duplicates.self,
            Browse.self,
            Add.self,
            Edit.self,
            Star.self,
            Unstar.self,
            Remove.self,
            Merge.self,
            History.self,
            Undo.self,
            Settings.self,
            Account.self,
            Login.self,
            Logout.self,
            Connect.self,
            Disconnect.self,
            Sync.self,
            TerminalCheck.self,
        ]
    )

    /// Parses the command line and runs the command it names. An unknown
    /// command name is refused before ArgumentParser parses the line, so the
    /// error can name the nearest command (exit 64). ArgumentParser reports
    /// its own errors (usage, help, an `ExitCode`); any other failure of a
    /// command is one line, "phonebook: …", with its documented exit status.
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let unknown = UnknownCommand.find(in: arguments, root: Self.self) {
            printError(unknown.message(root: Self.self))
            Foundation.exit(ExitStatus.usage.rawValue)
        }
        var command: any ParsableCommand
        do {
            command = try parseAsRoot(arguments)
        } catch {
            exit(withError: error)
        }
        do {
            try command.run()
        } catch where isArgumentParsers(error) {
            exit(withError: error)
        } catch {
            let failure = CommandFailure(reporting: error)
            printError("phonebook: \(failure.message)")
            Foundation.exit(failure.status.rawValue)
        }
    }

    /// Whether ArgumentParser reports `error` itself: help (its built-in
    /// `help` command throws it from `run()`, as a command group does),
    /// an `ExitCode`, a usage error. Some of these types are internal to
    /// ArgumentParser, so they are known by their module.
    private static func isArgumentParsers(_ error: any Error) -> Bool {
        String(reflecting: type(of: error)).hasPrefix("ArgumentParser.")
    }
}
