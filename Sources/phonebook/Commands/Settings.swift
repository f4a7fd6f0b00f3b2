import ArgumentParser

/// `phonebook settings`: the group of settings commands.
struct Settings: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Read or change a setting.",
        discussion: """
            Settings: sort-order and display-order (family-first or given-first),
            page-size (an integer from 1 to 10000).
            """,
        // On merge: add `SettingsShow.self` (the settings screen) first in
        // this list and set `defaultSubcommand: SettingsShow.self`, so that
        // `phonebook settings` alone shows the screen. Until then it prints
        // this group's help.
        subcommands: [SettingsGet.self, SettingsSet.self]
    )
}
