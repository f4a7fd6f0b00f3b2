import ArgumentParser
import Store

/// `phonebook disconnect SERVICE`: forgets a third-party account and its token.
struct Disconnect: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Disconnect a third-party account, forgetting its token (exit 1 when not connected).")

    @OptionGroup var database: DatabaseOptions

    @Argument(help: ArgumentHelp("The service, as given to connect.", valueName: "service"))
    var service: String

    func validate() throws {
        _ = try serviceName()
    }

    func run() throws {
        try reportingFailures {
            let service = try serviceName()
            try database.openExisting().disconnect(service: service)
            print("Disconnected \(service).")
        }
    }

    private func serviceName() throws -> ServiceName {
        do {
            return try ServiceName(service)
        } catch {
            throw ValidationError(error.description)
        }
    }
}
