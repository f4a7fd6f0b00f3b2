import Accounts
import ArgumentParser
import Store

/// `phonebook disconnect SERVICE`: forgets a third-party account and its token.
struct Disconnect: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "disconnect",
        abstract: "Disconnect a third-party account, forgetting its token (exit 1 when not connected).",
        discussion: """
            Examples:
              phonebook disconnect fastmail
            """)

    @OptionGroup var database: DatabaseOptions

    @Argument(help: ArgumentHelp("The service, as given to connect.", valueName: "service"),
              transform: CheckedArgument.parser { try ServiceName($0) })
    var service: CheckedArgument<ServiceName>

    func validate() throws {
        try service.validate()
    }

    func run() throws {
        let service = try self.service.value
        try database.openExisting().disconnect(service: service)
        print("Disconnected \(service).")
    }
}
