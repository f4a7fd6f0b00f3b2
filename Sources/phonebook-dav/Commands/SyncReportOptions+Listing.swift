import Accounts
import Reporting
import SharedOptions
import Store

extension SyncReportOptions {
    /// The service given, or every connected one.
    func services(of book: AddressBook) throws -> [String] {
        try service.map { [try $0.value.rawValue] } ?? book.authState().connectedServices
    }

    /// What `items` gives for each service asked for: a line each for a
    /// person, or one JSON array of objects for a script.
    func list<Item>(in book: AddressBook, _ items: (String) throws -> [Item], line: (String, Item) -> String,
                    json: (String, Item) -> JSONText) throws {
        var objects: [JSONText] = []
        for service in try services(of: book) {
            for item in try items(service) {
                switch format {
                case .text: StandardOutput.write(line(service, item))
                case .json: objects.append(json(service, item))
                }
            }
        }
        if format == .json { print(JSONText.array(objects)) }
    }
}
