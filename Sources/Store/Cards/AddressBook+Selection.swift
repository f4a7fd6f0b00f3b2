import Contacts
import SQLite

/// The contacts a subset export takes (those `list --search` finds, the
/// starred, or both), and their cards with their keys.
extension AddressBook {
    /// The ids of the contacts `search` matches (as `list --search` matches
    /// them) and, with `starredOnly`, that are starred; every contact when
    /// neither narrows. In list order, each once (a listing has a row per
    /// number; this has one per contact).
    public func contactIDs(search: SearchTerm?, starredOnly: Bool) throws -> [ContactID] {
        // The listing's own filters, so an export takes exactly the contacts `list` shows.
        let query = EntryQuery(sortOrder: .familyFirst, displayOrder: .familyFirst,
                               search: search, starredOnly: starredOnly)
        return try withEntrySQL(query) { sql in
            try database.prepare("SELECT c.id FROM contacts c WHERE 1" + sql.filter
                                 + " ORDER BY c.sort_key_family, c.id")
                .map(sql.filterValues) { $0.int64(0) }
        }
    }

    /// Each of `ids` whose card has no UID (a contact known by its content
    /// key), with that key and its card text.
    public func forEachCardWithoutUID(of ids: [ContactID],
                                      _ body: (ContactID, String, UnsafeRawBufferPointer) throws -> Void) throws {
        let statement = try database.cachedStatement(
            "SELECT uid, card FROM contacts WHERE id = ? AND substr(uid, 1, 18) = 'phonebook-content:'")
        for id in ids {
            try statement.forEachRow([id]) { row in
                let key = row.text(0)
                try row.withTextBytes(1) { try body(id, key, $0) }
            }
        }
    }

    /// The UID (the import's key) and original card text of each of `ids`
    /// that exists, in that order: what a vdir export names and writes.
    public func forEachKeyedCard(of ids: [ContactID],
                                 _ body: (String, UnsafeRawBufferPointer) throws -> Void) throws {
        let statement = try database.cachedStatement("SELECT uid, card FROM contacts WHERE id = ?")
        for id in ids {
            try statement.forEachRow([id]) { row in
                let uid = row.text(0)
                try row.withTextBytes(1) { try body(uid, $0) }
            }
        }
    }
}
