import ArgumentParser
import Foundation
import Store

/// `--db PATH`, shared by every command.
struct DatabaseOptions: ParsableArguments {
    @Option(name: .customLong("db"), help: ArgumentHelp(
        "The database file (default: $PHONEBOOK_DB, else $XDG_DATA_HOME/phonebook/phonebook.sqlite3).",
        valueName: "path"))
    var path: String?

    /// The path the options and the environment choose.
    var resolvedPath: String {
        DatabaseLocation.resolve(explicit: path, environment: ProcessInfo.processInfo.environment)
    }

    /// Opens and migrates the database, or fails with a message for the user.
    func open() throws -> AddressBook {
        try AddressBook.open(at: resolvedPath)
    }
}
