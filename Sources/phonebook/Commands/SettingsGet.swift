import ArgumentParser
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Store

/// `phonebook settings get KEY`: a setting's value in force, default included.
struct SettingsGet: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "get",
        abstract: "Print a setting's value (its default when never set).",
        discussion: """
            Examples:
              phonebook settings get sort-order
            """)

    @OptionGroup var database: DatabaseOptions

    @Argument(help: "sort-order, display-order, page-size or region.",
              transform: CheckedArgument.parser { try SettingKey(named: $0) })
    var key: CheckedArgument<SettingKey>

    func validate() throws {
        try key.validate()
    }

    func run() throws {
        print(try database.openForReading().setting(try key.value, localeEnvironment: ProcessInfo.processInfo.environment))
    }
}
