import SQLite
import Store

/// What a sync reads and remembers of one collection (migrations 0012,
/// 0034): each card's agreed version, and conflicts; the book here it
/// compares with is the collection's.
extension AddressBook {
    /// Notes that the server listed our uploads at `hrefs` with the ETags we
    /// recorded: from now on a delta that leaves them out means unchanged.
    public func markUploadsSeen(_ collection: SyncCollection, hrefs: [String]) throws {
        guard !hrefs.isEmpty else { return }
        try transaction {
            let statement = try database.cachedStatement(
                "UPDATE sync_items SET uploaded = 0 WHERE collection_id = ? AND href = ? AND uploaded = 1")
            for href in hrefs { try statement.run([collection.id, href]) }
        }
    }

    /// Every card the collection's last syncs left, in UID order.
    public func syncItems(_ collection: SyncCollection) throws -> [SyncItem] {
        try database.cachedStatement("""
            SELECT uid, href, etag, base_hash, base_card, local_hash, contact_id, state, uploaded
            FROM sync_items WHERE collection_id = ? ORDER BY uid
            """).map([collection.id], Self.syncItem)
    }

    /// The card with `uid` as the collection's last sync left it, if any.
    public func syncItem(_ collection: SyncCollection, uid: String) throws -> SyncItem? {
        try database.cachedStatement("""
            SELECT uid, href, etag, base_hash, base_card, local_hash, contact_id, state, uploaded
            FROM sync_items WHERE collection_id = ? AND uid = ?
            """).first([collection.id, uid], Self.syncItem)
    }

    private static func syncItem(_ row: Row) -> SyncItem {
        SyncItem(uid: row.text(0), href: row.text(1), etag: row.optionalText(2), baseHash: row.text(3),
                 baseCard: row.blob(4), localHash: row.isNull(5) ? nil : row.int64(5),
                 contactID: row.isNull(6) ? nil : row.int64(6),
                 state: SyncItem.State(rawValue: row.text(7)) ?? .synced, uploaded: row.bool(8))
    }

    /// Every contact of `book` (the book a collection syncs with), as a
    /// sync compares them, in id order: the table read in its own order,
    /// each row tested ("+"), not sought from the book's index one by one.
    public func syncLocalContacts(in book: BookID) throws -> [SyncLocalContact] {
        try database.cachedStatement("""
            SELECT id, uid, content_hash, display_name FROM contacts WHERE +book_id = ? ORDER BY id
            """).map([book]) { row in
            SyncLocalContact(id: row.int64(0), uid: row.text(1), contentHash: row.int64(2), displayName: row.text(3))
        }
    }

    /// The collection's conflicts, oldest first: the open ones, or all.
    public func syncConflicts(_ collection: SyncCollection, includingResolved: Bool = false) throws -> [SyncConflict] {
        try database.cachedStatement("""
            SELECT uid, href, local_card, remote_card, remote_etag, found_at, resolved_at, resolution
            FROM sync_conflicts WHERE collection_id = ?1 AND (?2 OR resolved_at IS NULL) ORDER BY id
            """).map([collection.id, includingResolved]) { row in
            SyncConflict(uid: row.text(0), href: row.text(1),
                         localCard: row.isNull(2) ? nil : row.blob(2), remoteCard: row.isNull(3) ? nil : row.blob(3),
                         remoteETag: row.optionalText(4), foundAt: row.int64(5),
                         resolvedAt: row.isNull(6) ? nil : row.int64(6),
                         resolution: row.isNull(7) ? nil : SyncConflict.Resolution(rawValue: row.text(7)))
        }
    }

    /// Writes one step of a sync of `collection` in one transaction;
    /// returns the id of the contact it added (to the collection's book),
    /// if it added one. The contact change is a journal entry named
    /// "sync LABEL: add|edit|remove NAME" (`SyncCollection.label`).
    @discardableResult
    public func commitSync(_ collection: SyncCollection, _ commit: SyncCommit) throws -> ContactID? {
        let name: String
        let kind: ChangeKind
        switch commit.change {
        case nil:
            return try transaction { try apply(commit, to: collection, writer: nil) }
        case .add(let record):
            (kind, name) = (.add, "add \(record.displayName)")
        case .replace(_, let record):
            (kind, name) = (.edit, "edit \(record.displayName)")
        case .remove(let id):
            (kind, name) = (.remove, "remove " + (try displayName(of: id) ?? "a contact"))
        }
        return try change(kind, summary: "sync \(collection.label): \(name)", into: collection.book) {
            try apply(commit, to: collection, writer: $0)
        }
    }

    /// Writes the steps that need no request to the server (cards from it
    /// applied here, rows recorded) in one transaction and one journal
    /// entry, "sync LABEL: SUMMARY", which `undo` reverts whole: a first
    /// sync of 10,000 cards is one change, not 10,000. A batch that changes
    /// no contact here but adds new ones (every batch of a first download)
    /// adds them with the triggers off and their rows in the read models
    /// afterwards (`addingContacts`).
    public func commitSync(_ collection: SyncCollection, batch commits: [SyncCommit], summary: String) throws {
        guard !commits.isEmpty else { return }
        // A batch of hundreds of cards changes more pages than SQLite's default
        // 2 MB cache holds (spilled to the log, then written again), and a
        // statement that fires triggers keeps a journal of its own, which
        // past 64 KB goes to a temporary file: both stay in memory for the batch.
        let settings = ["temp_store": "MEMORY", "cache_size": "-32000"]
        var before: [String: Int64] = [:]
        for (name, value) in settings {
            if case .integer(let current) = try database.scalar("PRAGMA \(name)") { before[name] = current }
            try database.execute("PRAGMA \(name) = \(value)")
        }
        defer { for (name, value) in before { try? database.execute("PRAGMA \(name) = \(value)") } }
        let write = { (writer: ContactWriter) in
            for commit in commits { _ = try self.apply(commit, to: collection, writer: writer) }
        }
        let summary = "sync \(collection.label): \(summary)"
        if commits.allSatisfy(\.onlyAdds) {
            try addingContacts(.import, summary: summary, into: collection.book, write)
        } else {
            try change(.import, summary: summary, into: collection.book, write)
        }
    }

    /// One step's writes, inside the caller's transaction.
    private func apply(_ commit: SyncCommit, to collection: SyncCollection, writer: ContactWriter?) throws -> ContactID? {
        var added: ContactID?
        if let change = commit.change, let writer {
            switch change {
            case .add(let record):
                guard try contactID(uid: record.uid, in: writer.bookID) == nil else { throw JournalError.uidInUse(record.uid) }
                added = try writer.insert(record)
            case .replace(let id, var record):
                try checkUID(of: record, isFreeFor: id)
                record.source = try sourcePath(of: id)
                try writer.replace(id: id, with: record)
            case .remove(let id):
                try writer.delete(ids: [id])
            }
        }
        if let uid = commit.forget {
            try database.cachedStatement("DELETE FROM sync_items WHERE collection_id = ? AND uid = ?").run([collection.id, uid])
        }
        if var item = commit.item {
            if let added { item.contactID = added }
            try writeSyncItem(item, in: collection)
        }
        if let conflict = commit.conflict { try writeConflict(conflict, in: collection) }
        try applyRefusal(commit, in: collection)
        if let (uid, resolution) = commit.resolved {
            try database.cachedStatement("""
                UPDATE sync_conflicts SET resolved_at = ?, resolution = ?
                WHERE collection_id = ? AND uid = ? AND resolved_at IS NULL
                """).run([clock(), resolution.rawValue, collection.id, uid])
        }
        return added
    }

    private func writeSyncItem(_ item: SyncItem, in collection: SyncCollection) throws {
        // A card that moved to another href frees its old one first.
        try database.cachedStatement("DELETE FROM sync_items WHERE collection_id = ? AND href = ? AND uid <> ?")
            .run([collection.id, item.href, item.uid])
        try database.cachedStatement("""
            INSERT OR REPLACE INTO sync_items
                (collection_id, uid, href, etag, base_hash, base_card, local_hash, contact_id, state, uploaded)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """).run([collection.id, item.uid, item.href, item.etag, item.baseHash, item.baseCard, item.localHash,
                      item.contactID, item.state.rawValue, item.uploaded])
    }

    private func writeConflict(_ conflict: SyncConflict, in collection: SyncCollection) throws {
        try database.cachedStatement("""
            INSERT INTO sync_conflicts (collection_id, uid, href, local_card, remote_card, remote_etag, found_at)
            VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
            ON CONFLICT (collection_id, uid) WHERE resolved_at IS NULL DO UPDATE SET
                href = excluded.href, local_card = excluded.local_card, remote_card = excluded.remote_card,
                remote_etag = excluded.remote_etag
            """).run([collection.id, conflict.uid, conflict.href, conflict.localCard, conflict.remoteCard,
                      conflict.remoteETag, conflict.foundAt])
    }
}
