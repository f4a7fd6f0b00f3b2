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
            65 invalid data, 74 the database cannot be used, 77 authentication
            failed. See the README for the full table.
            """,
        version: PhonebookVersion.current,
        subcommands: [
            Import.self,
            Export.self,
            Info.self,
            List.self,
            Show.self,
            Lookup.self,
            Browse.self,
            Star.self,
            Unstar.self,
            Settings.self,
            Account.self,
            Login.self,
            Logout.self,
            Connect.self,
            Disconnect.self,
            TerminalCheck.self,
        ]
    )

    /// Refuses an unknown command name before ArgumentParser parses the
    /// line, so the error can name the nearest command (exit 64).
    static func main() {
        if let unknown = UnknownCommand.find(in: Array(CommandLine.arguments.dropFirst()), root: Self.self) {
            printError(unknown.message(root: Self.self))
            Foundation.exit(ExitStatus.usage.rawValue)
        }
        main(nil)
    }
}
