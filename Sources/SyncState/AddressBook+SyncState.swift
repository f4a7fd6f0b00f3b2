import SQLite
import Store

/// What a CardDAV sync reads and remembers (migration 0012): the service's
/// change feed, each card's agreed version, and conflicts.
extension AddressBook {
    /// The service's feed position and last sync; nil before its first sync.
    public func syncState(service: String) throws -> SyncServiceState? {
        try database.cachedStatement("SELECT sync_token, last_synced_at FROM sync_services WHERE service = ?")
            .first([service]) { SyncServiceState(token: $0.optionalText(0), lastSyncedAt: $0.isNull(1) ? nil : $0.int64(1)) }
    }

    /// Records a sync finished at `at`; `token` replaces the stored one
    /// only when `storingToken` (a sync that left server changes unapplied
    /// keeps the old one, so the next reads them again).
    public func recordSync(service: String, at: Int64, token: String?, storingToken: Bool) throws {
        try transaction {
            try database.cachedStatement("""
                INSERT INTO sync_services (service, last_synced_at) VALUES (?1, ?2)
                ON CONFLICT (service) DO UPDATE SET last_synced_at = excluded.last_synced_at
                """).run([service, at])
            if storingToken {
                try database.cachedStatement("UPDATE sync_services SET sync_token = ? WHERE service = ?").run([token, service])
            }
        }
    }

    /// Notes that the server listed our uploads at `hrefs` with the ETags we
    /// recorded: from now on a delta that leaves them out means unchanged.
    public func markUploadsSeen(service: String, hrefs: [String]) throws {
        guard !hrefs.isEmpty else { return }
        try transaction {
            let statement = try database.cachedStatement(
                "UPDATE sync_items SET uploaded = 0 WHERE service = ? AND href = ? AND uploaded = 1")
            for href in hrefs { try statement.run([service, href]) }
        }
    }

    /// Every card the service's last syncs left, in UID order.
    public func syncItems(service: String) throws -> [SyncItem] {
        try database.cachedStatement("""
            SELECT uid, href, etag, base_hash, base_card, local_hash, contact_id, state, uploaded
            FROM sync_items WHERE service = ? ORDER BY uid
            """).map([service], Self.syncItem)
    }

    /// The card with `uid` as the service's last sync left it, if any.
    public func syncItem(service: String, uid: String) throws -> SyncItem? {
        try database.cachedStatement("""
            SELECT uid, href, etag, base_hash, base_card, local_hash, contact_id, state, uploaded
            FROM sync_items WHERE service = ? AND uid = ?
            """).first([service, uid], Self.syncItem)
    }

    private static func syncItem(_ row: Row) -> SyncItem {
        SyncItem(uid: row.text(0), href: row.text(1), etag: row.optionalText(2), baseHash: row.text(3),
                 baseCard: row.blob(4), localHash: row.isNull(5) ? nil : row.int64(5),
                 contactID: row.isNull(6) ? nil : row.int64(6),
                 state: SyncItem.State(rawValue: row.text(7)) ?? .synced, uploaded: row.bool(8))
    }

    /// Every contact of the book a sync writes (the default book), as a
    /// sync compares them, in id order: the table read in its own order,
    /// each row tested ("+"), not sought from the book's index one by one.
    public func syncLocalContacts() throws -> [SyncLocalContact] {
        try database.cachedStatement("""
            SELECT id, uid, content_hash, display_name FROM contacts
            WHERE +book_id = (SELECT id FROM books WHERE is_default = 1) ORDER BY id
            """).map { row in
            SyncLocalContact(id: row.int64(0), uid: row.text(1), contentHash: row.int64(2), displayName: row.text(3))
        }
    }

    /// The service's conflicts, oldest first: the open ones, or all.
    public func syncConflicts(service: String, includingResolved: Bool = false) throws -> [SyncConflict] {
        try database.cachedStatement("""
            SELECT service, uid, href, local_card, remote_card, remote_etag, found_at, resolved_at, resolution
            FROM sync_conflicts WHERE service = ?1 AND (?2 OR resolved_at IS NULL) ORDER BY id
            """).map([service, includingResolved]) { row in
            SyncConflict(service: row.text(0), uid: row.text(1), href: row.text(2),
                         localCard: row.isNull(3) ? nil : row.blob(3), remoteCard: row.isNull(4) ? nil : row.blob(4),
                         remoteETag: row.optionalText(5), foundAt: row.int64(6),
                         resolvedAt: row.isNull(7) ? nil : row.int64(7),
                         resolution: row.isNull(8) ? nil : SyncConflict.Resolution(rawValue: row.text(8)))
        }
    }

    /// Writes one step of a sync in one transaction; returns the id of the
    /// contact it added, if it added one. The contact change is a journal
    /// entry named "sync SERVICE: add|edit|remove NAME".
    @discardableResult
    public func commitSync(service: String, _ commit: SyncCommit) throws -> ContactID? {
        switch commit.change {
        case nil:
            return try transaction { try apply(commit, service: service, writer: nil) }
        case .add(let record):
            return try change(.add, summary: "sync \(service): add \(record.displayName)") {
                try apply(commit, service: service, writer: $0)
            }
        case .replace(_, let record):
            return try change(.edit, summary: "sync \(service): edit \(record.displayName)") {
                try apply(commit, service: service, writer: $0)
            }
        case .remove(let id):
            let name = try displayName(of: id) ?? "a contact"
            return try change(.remove, summary: "sync \(service): remove \(name)") {
                try apply(commit, service: service, writer: $0)
            }
        }
    }

    /// Writes the steps that need no request to the server (cards from it
    /// applied here, rows recorded) in one transaction and one journal
    /// entry, "sync SERVICE: SUMMARY", which `undo` reverts whole: a first
    /// sync of 10,000 cards is one change, not 10,000. A batch that changes
    /// no contact here but adds new ones (every batch of a first download)
    /// adds them with the triggers off and their rows in the read models
    /// afterwards (`addingContacts`).
    public func commitSync(service: String, batch commits: [SyncCommit], summary: String) throws {
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
            for commit in commits { _ = try self.apply(commit, service: service, writer: writer) }
        }
        if commits.allSatisfy(\.onlyAdds) {
            try addingContacts(.import, summary: "sync \(service): \(summary)", write)
        } else {
            try change(.import, summary: "sync \(service): \(summary)", write)
        }
    }

    /// One step's writes, inside the caller's transaction.
    private func apply(_ commit: SyncCommit, service: String, writer: ContactWriter?) throws -> ContactID? {
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
            try database.cachedStatement("DELETE FROM sync_items WHERE service = ? AND uid = ?").run([service, uid])
        }
        if var item = commit.item {
            if let added { item.contactID = added }
            try writeSyncItem(item, service: service)
        }
        if let conflict = commit.conflict { try writeConflict(conflict) }
        try applyRefusal(commit, service: service)
        if let (uid, resolution) = commit.resolved {
            try database.cachedStatement("""
                UPDATE sync_conflicts SET resolved_at = ?, resolution = ? WHERE service = ? AND uid = ? AND resolved_at IS NULL
                """).run([clock(), resolution.rawValue, service, uid])
        }
        return added
    }

    private func writeSyncItem(_ item: SyncItem, service: String) throws {
        // A card that moved to another href frees its old one first.
        try database.cachedStatement("DELETE FROM sync_items WHERE service = ? AND href = ? AND uid <> ?")
            .run([service, item.href, item.uid])
        try database.cachedStatement("""
            INSERT OR REPLACE INTO sync_items
                (service, uid, href, etag, base_hash, base_card, local_hash, contact_id, state, uploaded)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """).run([service, item.uid, item.href, item.etag, item.baseHash, item.baseCard, item.localHash,
                      item.contactID, item.state.rawValue, item.uploaded])
    }

    private func writeConflict(_ conflict: SyncConflict) throws {
        try database.cachedStatement("""
            INSERT INTO sync_conflicts (service, uid, href, local_card, remote_card, remote_etag, found_at)
            VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
            ON CONFLICT (service, uid) WHERE resolved_at IS NULL DO UPDATE SET
                href = excluded.href, local_card = excluded.local_card, remote_card = excluded.remote_card,
                remote_etag = excluded.remote_etag
            """).run([conflict.service, conflict.uid, conflict.href, conflict.localCard, conflict.remoteCard,
                      conflict.remoteETag, conflict.foundAt])
    }
}
