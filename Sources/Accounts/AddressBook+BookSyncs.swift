import Store

/// Where a local book syncs to: a connected service and the remote address
/// book (collection) it syncs with.
public struct BookSync: Sendable, Equatable {
    /// The local book.
    public var book: BookID
    public var service: String
    /// The remote book's display name, when it has one.
    public var collectionName: String?
    /// The remote book's URL; nil until discovered (`connect --no-discover`, before a first sync).
    public var collectionURL: String?
}

extension AddressBook {
    /// Every connected service, by name, with the book it syncs: the
    /// default book, which a sync reads and writes.
    public func bookSyncs() throws -> [BookSync] {
        let book = try defaultBookID()
        return try database.cachedStatement("SELECT service, book_name, book_url FROM third_party_accounts ORDER BY service")
            .map { BookSync(book: book, service: $0.text(0), collectionName: $0.optionalText(1), collectionURL: $0.optionalText(2)) }
    }
}
