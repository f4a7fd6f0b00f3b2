import Accounts
import Reporting
import SharedOptions
import Store
import SyncState

extension SyncReportOptions {
    /// The service given, or every connected one.
    func services(of book: AddressBook) throws -> [String] {
        try service.map { [try $0.value.rawValue] } ?? book.authState().connectedServices
    }

    /// What `items` gives for each collection of each service asked for: a
    /// line each for a person, or one JSON array of objects for a script.
    func list<Item>(in book: AddressBook, _ items: (SyncCollection) throws -> [Item],
                    line: (SyncCollection, Item) -> String, json: (SyncCollection, Item) -> JSONText) throws {
        var objects: [JSONText] = []
        for service in try services(of: book) {
            for collection in try book.syncCollections(service: service) {
                for item in try items(collection) {
                    switch format {
                    case .text: StandardOutput.writeLine(line(collection, item))
                    case .json: objects.append(json(collection, item))
                    }
                }
            }
        }
        if format == .json { print(JSONText.array(objects)) }
    }
}
