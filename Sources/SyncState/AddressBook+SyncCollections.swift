import SQLite
import Store

/// Which remote address books each service syncs, and with which book here
/// (migration 0034): made by `connect`, read by `sync` and `books`,
/// forgotten by `disconnect`.
extension AddressBook {
    /// The collections `service` syncs, the default book's first, then by book name.
    public func syncCollections(service: String) throws -> [SyncCollection] {
        try database.cachedStatement(Self.collectionSelect + """
             WHERE c.service = ? ORDER BY b.is_default DESC, b.name
            """).map([service], Self.collection)
    }

    /// Every collection of every service, by service, then as `syncCollections`.
    public func allSyncCollections() throws -> [SyncCollection] {
        try database.cachedStatement(Self.collectionSelect + """
             ORDER BY c.service, b.is_default DESC, b.name
            """).map([], Self.collection)
    }

    /// When `service` last finished syncing any of its collections; nil before the first.
    public func lastSync(service: String) throws -> Int64? {
        try database.cachedStatement("SELECT max(last_synced_at) FROM sync_collections WHERE service = ?")
            .first([service]) { $0.isNull(0) ? nil : $0.int64(0) } ?? nil
    }

    /// Makes `service` sync the collection at `url` (display name `name`)
    /// with `book`. A collection synced with that book already keeps its
    /// state (its name refreshed); one synced with another book starts
    /// afresh with this one (its cards' rows are of the other book's
    /// contacts). Throws `CollectionMappingError.bookTaken` when another
    /// collection of the service syncs with `book`.
    @discardableResult
    public func mapCollection(service: String, url: String, name: String?, to book: BookID) throws -> CollectionMapping {
        try transaction {
            let existing = try syncCollections(service: service)
            if let holder = existing.first(where: { $0.book == book && $0.url != url }) {
                throw CollectionMappingError.bookTaken(service: service, book: holder.bookName, collection: holder.shownName)
            }
            let same = existing.first { $0.url == url }
            if let same {
                if same.book == book {
                    try database.cachedStatement("UPDATE sync_collections SET name = ? WHERE id = ?").run([name, same.id])
                    return .kept
                }
                try database.cachedStatement("DELETE FROM sync_collections WHERE id = ?").run([same.id])
            }
            try database.cachedStatement("INSERT INTO sync_collections (service, url, name, book_id) VALUES (?, ?, ?, ?)")
                .run([service, url, name, book])
            return same.map { .moved(fromBook: $0.bookName) } ?? .added
        }
    }

    /// Stops syncing `collection`, forgetting its state (its cards' rows,
    /// token, conflicts and refusals); the book here and its contacts stay.
    public func unmapCollection(_ collection: SyncCollection) throws {
        try transaction {
            try database.cachedStatement("DELETE FROM sync_collections WHERE id = ?").run([collection.id])
        }
    }

    /// Stops syncing every collection of `service` whose URL `keep` does
    /// not hold (a service connected again to a server that no longer
    /// lists them, or to another server or folder), forgetting their state;
    /// returns them.
    @discardableResult
    public func forgetCollections(service: String, keeping keep: (String) -> Bool) throws -> [SyncCollection] {
        try transaction {
            let gone = try syncCollections(service: service).filter { !keep($0.url) }
            for collection in gone { try unmapCollection(collection) }
            return gone
        }
    }

    /// Records a sync of `collection` finished at `at`; `token` replaces
    /// the stored one only when `storingToken` (a sync that left server
    /// changes unapplied keeps the old one, so the next reads them again).
    public func recordSync(_ collection: SyncCollection, at: Int64, token: String?, storingToken: Bool) throws {
        try transaction {
            try database.cachedStatement("UPDATE sync_collections SET last_synced_at = ? WHERE id = ?")
                .run([at, collection.id])
            if storingToken {
                try database.cachedStatement("UPDATE sync_collections SET sync_token = ? WHERE id = ?")
                    .run([token, collection.id])
            }
        }
    }

    /// `collection` as stored now: its token and last sync as the last run left them.
    public func reread(_ collection: SyncCollection) throws -> SyncCollection? {
        try database.cachedStatement(Self.collectionSelect + " WHERE c.id = ?").first([collection.id], Self.collection)
    }

    private static let collectionSelect = """
        SELECT c.id, c.service, c.url, c.name, c.book_id, b.name, c.sync_token, c.last_synced_at,
               (SELECT count(*) FROM books) > 1
        FROM sync_collections c JOIN books b ON b.id = c.book_id
        """

    private static func collection(_ row: Row) -> SyncCollection {
        SyncCollection(id: row.int64(0), service: row.text(1), url: row.text(2), name: row.optionalText(3),
                       book: row.int64(4), bookName: row.text(5), token: row.optionalText(6),
                       lastSyncedAt: row.isNull(7) ? nil : row.int64(7), namesBook: row.bool(8))
    }
}
