import ArgumentParser

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
            74 the database cannot be used. See the README for the full table.
            """,
        version: PhonebookVersion.current,
        subcommands: [
            Info.self,
            List.self,
            Show.self,
            Lookup.self,
            Star.self,
            Unstar.self,
            SettingsScreenEntry.self,
        ]
    )
}

/// Temporary: `phonebook settings` prints the settings screen until the
/// `settings` group (get, set) lands and takes `SettingsShow` as its `show`.
struct SettingsScreenEntry: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "settings", abstract: SettingsShow.configuration.abstract)

    @OptionGroup var database: DatabaseOptions
    @OptionGroup var output: ScreenOutputOptions

    func run() throws {
        try SettingsShow.printSettings(database: database, output: output)
    }
}
