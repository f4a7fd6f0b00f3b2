import ArgumentParser
import Foundation
import Sections
import Store

/// `phonebook settings show`: the settings screen, built from the auth
/// state, the settings and this binary's build configuration.
struct SettingsShow: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show the settings screen: account actions, preferences, documents.")

    @OptionGroup var database: DatabaseOptions
    @OptionGroup var output: ScreenOutputOptions

    func run() throws {
        try Self.printSettings(database: database, output: output)
    }

    /// The whole command, shared with the temporary root `settings` entry.
    static func printSettings(database: DatabaseOptions, output: ScreenOutputOptions) throws {
        let book = try database.openExisting()
        let settings = try book.appSettings(localeEnvironment: ProcessInfo.processInfo.environment)
        let state = SettingsState(auth: try book.authState(), settings: settings)
        let terminal = output.target()
        try printScreen(SettingsScreen.build(state), format: output.resolvedFormat(for: terminal), terminal: terminal)
    }
}
