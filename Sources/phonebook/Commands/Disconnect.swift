import Accounts
import ArgumentParser
import Reporting
import Store
import SyncState

/// `phonebook disconnect SERVICE`: forgets a third-party account, its token
/// and its sync state; with `--book` or `--collection`, only the sync of one
/// of its address books.
struct Disconnect: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "disconnect",
        abstract: "Disconnect a third-party account, forgetting its token (exit 1 when not connected); or stop one book's sync.",
        discussion: """
            With --book BOOK (a book here) or --collection NAME|HREF (the
            server's address book, by display name, href or URL), only that
            book's sync stops: its sync state is forgotten, the book and its
            contacts stay, and the service's other books keep syncing. The
            last book a service syncs is stopped by disconnecting the service.

            Examples:
              phonebook disconnect fastmail
              phonebook disconnect fastmail --book work
            """)

    @OptionGroup var database: DatabaseOptions

    @Argument(help: ArgumentHelp("The service, as given to connect.", valueName: "service"),
              transform: CheckedArgument.parser { try ServiceName($0) })
    var service: CheckedArgument<ServiceName>

    @Option(help: ArgumentHelp("Stop only the sync of this book here.", valueName: "book"), completion: .bookNames)
    var book: String?

    @Option(help: ArgumentHelp("Stop only the sync of this address book of the server.", valueName: "name|href"))
    var collection: String?

    func validate() throws {
        try service.validate()
        if book != nil, collection != nil { throw ValidationError("give --book or --collection, not both") }
    }

    func run() throws {
        let service = try self.service.value
        let store = try database.openExisting()
        guard book != nil || collection != nil else {
            try store.disconnect(service: service)
            print("Disconnected \(service).")
            return
        }
        guard try store.isConnected(service) else { throw AuthError.notConnected(service) }
        let synced = try store.syncCollections(service: service.rawValue)
        let bookID = try book.map { try store.book(named: $0).id }
        let stopped = synced.first { collection in
            if let bookID { return collection.book == bookID }
            return Self.names(collection, self.collection ?? "")
        }
        guard let stopped else {
            throw CollectionMappingError.noSuchMapping(service: service.rawValue,
                                                       what: book.map { "with the book \($0)" } ?? "named \(collection ?? "")")
        }
        guard synced.count > 1 else { throw CollectionMappingError.lastCollection(service: service.rawValue) }
        try store.unmapCollection(stopped)
        StandardOutput.write("\(service) no longer syncs the book \(stopped.bookName) with \"\(stopped.shownName)\"; "
                             + "its contacts stay here.")
    }

    /// Whether `wanted` names `collection`: its display name, its URL, or its href (the URL's path).
    static func names(_ collection: SyncCollection, _ wanted: String) -> Bool {
        collection.name == wanted || collection.url == wanted || (wanted.hasPrefix("/") && collection.url.hasSuffix(wanted)
            && collection.url.dropLast(wanted.count).filter { $0 == "/" }.count == 2)
    }
}
