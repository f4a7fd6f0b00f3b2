import ArgumentParser
import Reporting
import SharedOptions
import Store
import TerminalText

extension Sync {
    /// `sync refused [SERVICE]`: the cards a server would not store, each
    /// with the server's reason. Not among `sync conflicts`: nothing
    /// disagrees and `sync resolve` cannot settle one; an edit here can.
    struct Refused: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: SyncReportOptions.refusedAbstract)
        @OptionGroup var database: DatabaseOptions
        @OptionGroup var options: SyncReportOptions

        func run() throws {
            let book = try database.openExisting()
            var objects: [JSONText] = []
            for service in try options.services(of: book) {
                for refusal in try book.syncRefusals(service: service) {
                    switch options.format {
                    case .text: StandardOutput.write("\(service): \(SyncRefusalText.line(refusal))")
                    case .json: objects.append(SyncRefusalText.json(refusal, service: service))
                    }
                }
            }
            if options.format == .json { print(JSONText.array(objects)) }
        }
    }
}

/// A refused card as `sync refused` and `sync status` show it.
enum SyncRefusalText {
    /// "NAME (UID …): REASON (HTTP 415, DATE); …": the card's name and the
    /// server's reason each kept on the line, their controls shown.
    static func line(_ refusal: SyncRefusal) -> String {
        "\(VisibleText.line(refusal.displayName ?? refusal.uid)) (UID \(VisibleText.line(refusal.uid))): "
            + "\(VisibleText.line(refusal.reason)) (HTTP \(refusal.status), \(Sync.Status.time(refusal.refusedAt))); "
            + "kept here, sent again once edited"
    }

    /// The refusal as a JSON object, byte for byte; `service` first when given.
    static func json(_ refusal: SyncRefusal, service: String? = nil) -> JSONText {
        .object((service.map { [("service", JSONText.string($0))] } ?? []) + [
            ("uid", .string(refusal.uid)), ("name", refusal.displayName.map(JSONText.string) ?? .null),
            ("href", .string(refusal.href)), ("status", .number(refusal.status)), ("reason", .string(refusal.reason)),
            ("refused_at", .number(Int(refusal.refusedAt))),
        ])
    }
}

extension SyncReportOptions {
    /// The service given, or every connected one.
    func services(of book: AddressBook) throws -> [String] {
        try service.map { [try $0.value.rawValue] } ?? book.authState().connectedServices
    }
}
