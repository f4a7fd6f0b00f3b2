import SQLite
import Store

/// The cards a collection's server refused (migration 0026), and those it failed to store (0030).
extension AddressBook {
    /// The refusals whose contact is still in the collection's book, by
    /// name: what `sync status` counts and `sync refused` lists.
    public func syncRefusals(_ collection: SyncCollection) throws -> [SyncRefusal] {
        try database.cachedStatement("""
            SELECT r.uid, r.href, r.content_hash, r.status, r.reason, r.refused_at, c.display_name
            FROM sync_refusals r
            JOIN contacts c ON c.uid = r.uid AND c.book_id = ?1
            WHERE r.collection_id = ?2 ORDER BY c.display_name, r.uid
            """).map([collection.book, collection.id]) { row in
            SyncRefusal(uid: row.text(0), href: row.text(1), contentHash: row.int64(2), status: Int(row.int64(3)),
                        reason: row.text(4), refusedAt: row.int64(5), displayName: row.text(6))
        }
    }

    /// Writes or clears `commit`'s refusal rows, inside the caller's
    /// transaction; a refusal or an upload ends the card's count of failures.
    func applyRefusal(_ commit: SyncCommit, in collection: SyncCollection) throws {
        if let refusal = commit.refusal {
            try database.cachedStatement("""
                INSERT OR REPLACE INTO sync_refusals (collection_id, uid, href, content_hash, status, reason, refused_at)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                """).run([collection.id, refusal.uid, refusal.href, refusal.contentHash, Int64(refusal.status),
                          refusal.reason, refusal.refusedAt])
            try forgetUploadFailures(collection, uid: refusal.uid)
        }
        if let item = commit.item, item.uploaded {
            try database.cachedStatement("DELETE FROM sync_refusals WHERE collection_id = ? AND uid = ?")
                .run([collection.id, item.uid])
            try forgetUploadFailures(collection, uid: item.uid)
        }
    }

    /// Counts a 500 the server answered to the upload of card `uid` with
    /// the contact's `contentHash` (migration 0030) and returns how many syncs
    /// in a row it has answered so to that content: 1 after another content.
    public func countUploadFailure(_ collection: SyncCollection, uid: String, contentHash: Int64, at: Int64) throws -> Int {
        try transaction {
            try database.cachedStatement("""
                INSERT INTO sync_upload_failures (collection_id, uid, content_hash, failures, failed_at) VALUES (?1, ?2, ?3, 1, ?4)
                ON CONFLICT (collection_id, uid) DO UPDATE SET
                    failures = CASE WHEN content_hash = excluded.content_hash THEN failures + 1 ELSE 1 END,
                    content_hash = excluded.content_hash, failed_at = excluded.failed_at
                """).run([collection.id, uid, contentHash, at])
            return try database.cachedStatement("SELECT failures FROM sync_upload_failures WHERE collection_id = ? AND uid = ?")
                .first([collection.id, uid]) { Int($0.int64(0)) } ?? 1
        }
    }

    private func forgetUploadFailures(_ collection: SyncCollection, uid: String) throws {
        try database.cachedStatement("DELETE FROM sync_upload_failures WHERE collection_id = ? AND uid = ?")
            .run([collection.id, uid])
    }
}
