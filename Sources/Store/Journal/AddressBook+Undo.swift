import SQLite

/// Undo: a journal entry reverted, its contacts put back as they were.
extension AddressBook {
    /// Reverts journal entry `number`, or without one the latest entry not
    /// yet undone, in one transaction: the contacts it created are removed,
    /// those it changed or removed are put back exactly (card bytes, rows,
    /// star, ids). The entry stays in the journal, marked undone; undo never
    /// redoes, so a second undo reverts the change before it.
    ///
    /// Refused (`JournalError`), changing nothing, when a later entry not
    /// undone touched one of the same contacts: that one must be undone first.
    @discardableResult
    public func undo(_ number: Int64? = nil) throws -> JournalEntry {
        let now = clock()
        return try transaction {
            var entry = try entryToUndo(number)
            let later = try laterEntries(touchingContactsOf: entry.number)
            guard later.isEmpty else { throw JournalError.laterChanges(entry, later: later) }
            try revert(entry)
            try database.cachedStatement("UPDATE journal SET undone_at = ? WHERE id = ?").run([now, entry.number])
            entry.undoneAt = now
            return entry
        }
    }

    private func entryToUndo(_ number: Int64?) throws -> JournalEntry {
        guard let number else {
            let latest = try database.cachedStatement("""
                SELECT \(JournalEntry.columns) FROM journal WHERE undone_at IS NULL ORDER BY id DESC LIMIT 1
                """).first { JournalEntry($0) }
            guard let latest else { throw JournalError.nothingToUndo }
            return latest
        }
        guard let entry = try database.cachedStatement("SELECT \(JournalEntry.columns) FROM journal WHERE id = ?")
            .first([number], { JournalEntry($0) }) else { throw JournalError.noSuchEntry(number) }
        guard !entry.isUndone else { throw JournalError.alreadyUndone(entry) }
        return entry
    }

    /// The entries after `number`, not undone, that touched (created or
    /// changed) a contact entry `number` touched; newest first.
    private func laterEntries(touchingContactsOf number: Int64) throws -> [JournalEntry] {
        try database.cachedStatement("""
            WITH touched(id) AS (SELECT contact_id FROM journal_snapshots WHERE entry_id = ?1),
                 made(first_id, last_id) AS (SELECT first_id, last_id FROM journal_created WHERE entry_id = ?1)
            SELECT \(JournalEntry.columns) FROM journal j
            WHERE j.id > ?1 AND j.undone_at IS NULL AND (
                EXISTS (SELECT 1 FROM journal_snapshots s WHERE s.entry_id = j.id AND (
                    s.contact_id IN touched
                    OR EXISTS (SELECT 1 FROM made WHERE s.contact_id BETWEEN made.first_id AND made.last_id)))
                OR EXISTS (SELECT 1 FROM journal_created c WHERE c.entry_id = j.id AND (
                    EXISTS (SELECT 1 FROM touched WHERE touched.id BETWEEN c.first_id AND c.last_id)
                    OR EXISTS (SELECT 1 FROM made WHERE made.first_id <= c.last_id AND c.first_id <= made.last_id))))
            ORDER BY j.id DESC
            """).map([number]) { JournalEntry($0) }
    }

    /// Removes what `entry` created and puts back what it replaced.
    private func revert(_ entry: JournalEntry) throws {
        let created = try database.cachedStatement("SELECT first_id, last_id FROM journal_created WHERE entry_id = ?")
            .map([entry.number]) { $0.int64(0)...$0.int64(1) }
        for ids in created { try ContactSnapshot.erase(ids, in: database) }
        let snapshots = try database.prepare("SELECT contact_id, state FROM journal_snapshots WHERE entry_id = ? ORDER BY contact_id")
            .map([entry.number]) { row in
                do {
                    return try ContactSnapshot(contactID: row.int64(0), decoding: row.blob(1))
                } catch {
                    throw JournalError.damaged(entry)
                }
            }
        // Every contact is erased before any is put back: a merge moved rows
        // (former keys) from one contact to another, and a key put back
        // first would collide with its copy not yet erased.
        for snapshot in snapshots { try ContactSnapshot.erase(snapshot.contactID...snapshot.contactID, in: database) }
        try restoreBooks(removedBy: entry)
        try checkBooks(of: snapshots, restoredBy: entry)
        var columns = ContactSnapshot.CurrentColumns()
        for snapshot in snapshots {
            do {
                try snapshot.restore(in: database, columns: &columns)
            } catch let error as SQLiteError where error.isConstraintViolation {
                guard let uid = snapshot.uid else { throw error }
                throw JournalError.uidTaken(entry, uid: uid)
            }
        }
    }
}

extension AddressBook {
    /// Makes again each book `entry` removed (`books remove`), under its id
    /// and name, before its contacts are put back.
    private func restoreBooks(removedBy entry: JournalEntry) throws {
        let removed = try database.cachedStatement("SELECT book_id, name FROM journal_books WHERE entry_id = ?")
            .map([entry.number]) { (id: $0.int64(0), name: $0.text(1)) }
        for book in removed {
            guard try bookID(named: book.name) == nil else { throw BookError.nameTakenAtUndo(book.name) }
            try database.cachedStatement("INSERT INTO books (id, name) VALUES (?, ?)").run([book.id, book.name])
        }
    }

    /// Refuses to put a contact back in a book removed since (by an entry
    /// not undone, which must be undone first).
    private func checkBooks(of snapshots: [ContactSnapshot], restoredBy entry: JournalEntry) throws {
        let exists = try database.cachedStatement("SELECT EXISTS (SELECT 1 FROM books WHERE id = ?)")
        for book in Set(snapshots.compactMap(\.bookID)) where try exists.first([book], { $0.bool(0) }) != true {
            let removal = try database.cachedStatement("""
                SELECT \(JournalEntry.columns) FROM journal WHERE undone_at IS NULL
                   AND id IN (SELECT entry_id FROM journal_books WHERE book_id = ?) ORDER BY id DESC LIMIT 1
                """).first([book]) { JournalEntry($0) }
            throw removal.map { JournalError.laterChanges(entry, later: [$0]) } ?? JournalError.bookGone(entry)
        }
    }
}

extension JournalEntry {
    /// The columns `init(_ row:)` reads, in order.
    static let columns = "id, made_at, kind, summary, undone_at"

    init(_ row: Row) {
        // The schema's CHECK admits only ChangeKind's names.
        self.init(number: row.int64(0), madeAt: row.int64(1), kind: ChangeKind(rawValue: row.text(2)) ?? .edit,
                  summary: row.text(3), undoneAt: row.isNull(4) ? nil : row.int64(4))
    }
}
