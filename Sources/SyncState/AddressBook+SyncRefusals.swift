import SQLite
import Store

/// The cards a service's server refused (migration 0026), and those it failed to store (0030).
extension AddressBook {
    /// The refusals whose contact is still here (in the book a sync
    /// writes, the default), by name: what `sync status` counts and `sync refused` lists.
    public func syncRefusals(service: String) throws -> [SyncRefusal] {
        try database.cachedStatement("""
            SELECT r.uid, r.href, r.content_hash, r.status, r.reason, r.refused_at, c.display_name
            FROM sync_refusals r
            JOIN contacts c ON c.uid = r.uid AND c.book_id = (SELECT id FROM books WHERE is_default = 1)
            WHERE r.service = ? ORDER BY c.display_name, r.uid
            """).map([service]) { row in
            SyncRefusal(uid: row.text(0), href: row.text(1), contentHash: row.int64(2), status: Int(row.int64(3)),
                        reason: row.text(4), refusedAt: row.int64(5), displayName: row.text(6))
        }
    }

    /// Writes or clears `commit`'s refusal rows, inside the caller's
    /// transaction; a refusal or an upload ends the card's count of failures.
    func applyRefusal(_ commit: SyncCommit, service: String) throws {
        if let refusal = commit.refusal {
            try database.cachedStatement("""
                INSERT OR REPLACE INTO sync_refusals (service, uid, href, content_hash, status, reason, refused_at)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                """).run([service, refusal.uid, refusal.href, refusal.contentHash, Int64(refusal.status),
                          refusal.reason, refusal.refusedAt])
            try forgetUploadFailures(service: service, uid: refusal.uid)
        }
        if let item = commit.item, item.uploaded {
            try database.cachedStatement("DELETE FROM sync_refusals WHERE service = ? AND uid = ?").run([service, item.uid])
            try forgetUploadFailures(service: service, uid: item.uid)
        }
    }

    /// Counts a 500 the server answered to the upload of card `uid` with
    /// the contact's `contentHash` (migration 0030) and returns how many syncs
    /// in a row it has answered so to that content: 1 after another content.
    public func countUploadFailure(service: String, uid: String, contentHash: Int64, at: Int64) throws -> Int {
        try transaction {
            try database.cachedStatement("""
                INSERT INTO sync_upload_failures (service, uid, content_hash, failures, failed_at) VALUES (?1, ?2, ?3, 1, ?4)
                ON CONFLICT (service, uid) DO UPDATE SET
                    failures = CASE WHEN content_hash = excluded.content_hash THEN failures + 1 ELSE 1 END,
                    content_hash = excluded.content_hash, failed_at = excluded.failed_at
                """).run([service, uid, contentHash, at])
            return try database.cachedStatement("SELECT failures FROM sync_upload_failures WHERE service = ? AND uid = ?")
                .first([service, uid]) { Int($0.int64(0)) } ?? 1
        }
    }

    private func forgetUploadFailures(service: String, uid: String) throws {
        try database.cachedStatement("DELETE FROM sync_upload_failures WHERE service = ? AND uid = ?").run([service, uid])
    }
}
