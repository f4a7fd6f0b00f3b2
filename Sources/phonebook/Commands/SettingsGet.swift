import ArgumentParser
import Foundation
import Store

/// `phonebook settings get KEY`: a setting's value in force, default included.
struct SettingsGet: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "get",
        abstract: "Print a setting's value (its default when never set).")

    @OptionGroup var database: DatabaseOptions

    @Argument(help: "sort-order, display-order, page-size or region.")
    var key: String

    func validate() throws {
        _ = try settingKey(key)
    }

    func run() throws {
        try reportingFailures {
            print(try database.openExisting().setting(try settingKey(key), localeEnvironment: ProcessInfo.processInfo.environment))
        }
    }
}

/// The key named `name`, or a usage error listing the keys there are.
func settingKey(_ name: String) throws -> SettingKey {
    do {
        return try SettingKey(named: name)
    } catch {
        throw ValidationError(error.description)
    }
}
