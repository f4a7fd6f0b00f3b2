import Contacts
import SQLite
import Store

/// The contacts a subset export takes: those `list --search` finds, the starred, or both.
extension AddressBook {
    /// The ids of the contacts `search` matches (as `list --search` matches
    /// them) and, with `starredOnly`, that are starred, of book `book` when
    /// given; every contact when none narrows. In list order, each once (a
    /// listing has a row per number; this has one per contact).
    public func contactIDs(search: SearchTerm?, starredOnly: Bool, book: BookID? = nil) throws -> [ContactID] {
        // The listing's own filters, so an export takes exactly the contacts `list` shows.
        let query = EntryQuery(sortOrder: .familyFirst, displayOrder: .familyFirst,
                               search: search, starredOnly: starredOnly, book: book)
        return try withEntrySQL(query) { sql in
            try database.prepare("SELECT c.id FROM contacts c WHERE 1" + sql.filter
                                 + " ORDER BY c.sort_key_family, c.id")
                .map(sql.filterValues) { $0.int64(0) }
        }
    }
}
