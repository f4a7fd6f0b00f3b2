import Store

/// Where a local book syncs to: a connected service and the remote address
/// book (collection) it syncs with.
public struct BookSync: Sendable, Equatable {
    /// The local book.
    public var book: BookID
    public var service: String
    /// The remote book's display name, when it has one.
    public var collectionName: String?
    /// The remote book's URL (a vdir's folder); nil until discovered (`connect --no-discover`, before a first sync).
    public var collectionURL: String?

    public init(book: BookID, service: String, collectionName: String?, collectionURL: String?) {
        self.book = book
        self.service = service
        self.collectionName = collectionName
        self.collectionURL = collectionURL
    }
}

extension AddressBook {
    /// Every collection a connected service syncs, by service, with the book
    /// here it syncs with; a service that syncs none yet (connected with
    /// --no-discover, before its first sync) with the default book, which its
    /// first sync takes when the server has one address book.
    public func bookSyncs() throws -> [BookSync] {
        let mapped = try allSyncCollections()
        let services = Set(mapped.map(\.service))
        let waiting = try database.cachedStatement("SELECT service FROM third_party_accounts ORDER BY service")
            .map { $0.text(0) }.filter { !services.contains($0) }
        let book = try defaultBookID()
        let syncs = mapped.map { BookSync(book: $0.book, service: $0.service, collectionName: $0.name, collectionURL: $0.url) }
            + waiting.map { BookSync(book: book, service: $0, collectionName: nil, collectionURL: nil) }
        // By service; a service's collections in their order.
        return syncs.enumerated().sorted { ($0.element.service, $0.offset) < ($1.element.service, $1.offset) }.map(\.element)
    }
}
