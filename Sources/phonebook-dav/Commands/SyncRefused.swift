import ArgumentParser
import Reporting
import SharedOptions
import Store
import SyncState
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
            try options.list(in: book, book.syncRefusals, line: { "\($0.label): \(SyncRefusalText.line($1))" },
                             json: { SyncRefusalText.json($1, collection: $0) })
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

    /// The refusal as a JSON object, byte for byte; its collection's fields first when given.
    static func json(_ refusal: SyncRefusal, collection: SyncCollection? = nil) -> JSONText {
        .object((collection.map(SyncCollectionText.jsonFields) ?? []) + [
            ("uid", .string(refusal.uid)), ("name", refusal.displayName.map(JSONText.string) ?? .null),
            ("href", .string(refusal.href)), ("status", .number(refusal.status)), ("reason", .string(refusal.reason)),
            ("refused_at", .number(Int(refusal.refusedAt))),
        ])
    }
}
