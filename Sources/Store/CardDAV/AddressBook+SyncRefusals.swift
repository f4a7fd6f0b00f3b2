import SQLite

/// The cards a service's server refused (migration 0026).
extension AddressBook {
    /// The refusals whose contact is still here, by name: what `sync status`
    /// counts and `sync refused` lists.
    public func syncRefusals(service: String) throws -> [SyncRefusal] {
        try database.cachedStatement("""
            SELECT r.uid, r.href, r.content_hash, r.status, r.reason, r.refused_at, c.display_name
            FROM sync_refusals r JOIN contacts c ON c.uid = r.uid
            WHERE r.service = ? ORDER BY c.display_name, r.uid
            """).map([service]) { row in
            SyncRefusal(uid: row.text(0), href: row.text(1), contentHash: row.int64(2), status: Int(row.int64(3)),
                        reason: row.text(4), refusedAt: row.int64(5), displayName: row.text(6))
        }
    }

    /// Writes or clears `commit`'s refusal rows, inside the caller's transaction.
    func applyRefusal(_ commit: SyncCommit, service: String) throws {
        if let refusal = commit.refusal {
            try database.cachedStatement("""
                INSERT OR REPLACE INTO sync_refusals (service, uid, href, content_hash, status, reason, refused_at)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                """).run([service, refusal.uid, refusal.href, refusal.contentHash, Int64(refusal.status),
                          refusal.reason, refusal.refusedAt])
        }
        if let item = commit.item, item.uploaded {
            try database.cachedStatement("DELETE FROM sync_refusals WHERE service = ? AND uid = ?").run([service, item.uid])
        }
    }
}
