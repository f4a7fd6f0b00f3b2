import ArgumentParser

/// `phonebook settings`: the settings screen, and reading or changing one setting.
struct Settings: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "settings",
        abstract: "Show the settings screen, or read or change a setting.",
        discussion: """
            Settings: sort-order and display-order (family-first or given-first),
            page-size (an integer from 1 to 10000), region (an ISO 3166-1 country
            code such as GB, or none; by default the country of the locale:
            LC_ALL, else LC_TELEPHONE, else LANG, such as en_GB.UTF-8).

            Examples:
              phonebook settings
              phonebook settings set sort-order given-first
              phonebook settings get region
            """,
        subcommands: [SettingsShow.self, SettingsGet.self, SettingsSet.self],
        defaultSubcommand: SettingsShow.self
    )
}
