import ArgumentParser
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Sections
import Store

/// `phonebook settings show`, also what a bare `phonebook settings` runs
/// (its default subcommand): the settings screen, built from the account
/// state, the settings and this binary's build configuration.
struct SettingsShow: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show the settings screen: account actions, preferences, documents.",
        discussion: """
            Examples:
              phonebook settings show --format plain
            """)

    @OptionGroup var database: DatabaseOptions
    @OptionGroup var output: ScreenOutputOptions

    func run() throws {
        let book = try database.openForReading()
        let settings = try book.appSettings(localeEnvironment: ProcessInfo.processInfo.environment)
        let state = SettingsState(account: try AccountState.read(from: book), settings: settings)
        let terminal = output.target()
        try printScreen(SettingsScreen.build(state), format: output.resolvedFormat(for: terminal), terminal: terminal)
    }
}
