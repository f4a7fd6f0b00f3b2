import Contacts
import SQLite

/// The listing table (migration 0015): every entry of the list,
/// a contact with one of its numbers or a contact without any (position
/// -1), joined once and kept in list order under its primary key (sort
/// key, id, position), with the name in the display order and the
/// contact's detail (`AddressBook.detailSQL`). A list reads it front to
/// back; the join it replaces seeks phone_numbers once per contact in random
/// id order (100k contacts, the C list reader: 78 ms against 238 ms).
///
/// The view `listing_rows` says what its rows are, in the sort and display
/// orders of the settings; triggers on contacts and phone_numbers keep it in
/// step in each write's transaction, and one on settings rebuilds it when an
/// order changes. The starred, searches and orders other than the settings'
/// read the join (`EntrySQL.readsListing`).
enum Listing {
    /// Fills the listing again from every contact, for a bulk import, whose
    /// scope drops its triggers. Read as the join it replaces reads
    /// (`EntrySQL.columns`) plus each contact's detail, in rowid order: the
    /// numbers and emails are then sought in their own order too, and the
    /// rows are sorted once. Through the sort key's index the fill needs no
    /// sort, but seeks every contact's row in random order (100k contacts,
    /// sqlite3: 0.33 s in rowid order against 0.60 s through the index, when
    /// it still carried the names: migration 0013).
    ///
    /// Sorted by sort key and contact only: a contact's rows come from its
    /// numbers in order, and the table keeps them by its key however they
    /// arrive. With the position too, the sorter's records had 13 fields,
    /// past the 12 SQLite compares by their first key alone: 310 M
    /// instructions against 257 M on 10k contacts (callgrind, sqlite3), 0.42-0.49 s
    /// against 0.35-0.39 s on 100k.
    static func rebuild(_ database: Database) throws {
        let (sortOrder, displayOrder) = try orders(in: database)
        let sortColumn = sortOrder == .familyFirst ? "sort_key_family" : "sort_key_given"
        try database.execute("DELETE FROM listing")
        try database.execute("""
            INSERT INTO listing (id, uid, sort_key, name, position, label, number, detail, letters)
            SELECT \(EntrySQL.columns(sortColumn: sortColumn, displayOrder: displayOrder)), \(AddressBook.detailSQL),
                   c.letters
            FROM contacts c NOT INDEXED LEFT JOIN phone_numbers p ON p.contact_id = c.id
            ORDER BY c.\(sortColumn), c.id
            """)
    }

    /// Whether the listing holds `query`'s sort and display orders.
    static func serves(_ query: EntryQuery, in database: Database) throws -> Bool {
        try orders(in: database) == (query.sortOrder, query.displayOrder)
    }

    /// The orders the listing is in: the settings', read as `listing_rows` reads them.
    static func orders(in database: Database) throws -> (sort: NameOrder, display: NameOrder) {
        try database.cachedStatement("""
            SELECT ifnull((SELECT value FROM settings WHERE key = 'sort-order'), '') = 'given-first',
                   ifnull((SELECT value FROM settings WHERE key = 'display-order'), '') = 'family-first'
            """).first { row in
                (row.bool(0) ? .givenFirst : .familyFirst, row.bool(1) ? .familyFirst : .givenFirst)
            } ?? (.familyFirst, .givenFirst)
    }
}

extension AddressBook {
    /// Runs `body`, told whether the listing serves `query`, in one read
    /// transaction with that check: another program may change an order
    /// (and rebuild the listing) at any moment. A search of one letter or
    /// digit reads the listing too, testing each row's letters (`SearchLetters`).
    func withListing<T>(_ query: EntryQuery, _ body: (Bool) throws -> T) throws -> T {
        let readable = query.search.map { SearchLetters.only($0) != nil } ?? true
        guard readable, !query.starredOnly else { return try body(false) }
        return try database.reading { try body(try Listing.serves(query, in: database)) }
    }
}
