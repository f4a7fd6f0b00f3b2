import ArgumentParser
import Store

/// `phonebook settings set KEY VALUE`: validates and stores a setting.
struct SettingsSet: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "set",
        abstract: "Change a setting; a value it does not take is refused (exit 65).",
        discussion: """
            Examples:
              phonebook settings set region GB
              phonebook settings set page-size 100
            """)

    @OptionGroup var database: DatabaseOptions

    @Argument(help: "sort-order, display-order, page-size or region.",
              transform: CheckedArgument.parser { try SettingKey(named: $0) })
    var key: CheckedArgument<SettingKey>

    @Argument(help: "family-first or given-first for the orders; 1 to 10000 for page-size; a country code (GB) or none for region.")
    var value: String

    func validate() throws {
        try key.validate()
    }

    func run() throws {
        try database.open().setSetting(try key.value, value)
    }
}
