import SQLite

/// The listing table (migration 0015): every entry of the list, a contact
/// with one of its numbers or a contact without any (position -1), joined
/// once and kept in list order under its primary key (sort key, id,
/// position), with the name in the display order. A list reads it front to
/// back; the join it replaces seeks phone_numbers once per contact in random
/// id order (100k contacts, the C list reader: 78 ms against 238 ms).
///
/// The view `listing_rows` says what its rows are, in the sort and display
/// orders of the settings; triggers on contacts and phone_numbers keep it in
/// step in each write's transaction, and one on settings rebuilds it when an
/// order changes. The starred, searches and orders other than the settings'
/// read the join (`EntrySQL.readsListing`).
enum Listing {
    /// Fills the listing again from every contact, in key order (a b-tree
    /// appended to): for a bulk import, whose scope drops its triggers.
    static func rebuild(_ database: Database) throws {
        try database.execute("DELETE FROM listing")
        try database.execute("INSERT INTO listing SELECT * FROM listing_rows ORDER BY sort_key, id, position")
    }

    /// Whether the listing holds `query`'s sort and display orders: those of
    /// the settings, read as `listing_rows` reads them.
    static func serves(_ query: EntryQuery, in database: Database) throws -> Bool {
        try database.cachedStatement("""
            SELECT ifnull((SELECT value FROM settings WHERE key = 'sort-order'), '') = 'given-first',
                   ifnull((SELECT value FROM settings WHERE key = 'display-order'), '') = 'family-first'
            """).first { row in
                row.bool(0) == (query.sortOrder == .givenFirst) && row.bool(1) == (query.displayOrder == .familyFirst)
            } ?? false
    }
}

extension AddressBook {
    /// Runs `body`, told whether the listing serves `query`, in one read
    /// transaction with that check: another program may change an order
    /// (and rebuild the listing) at any moment.
    func withListing<T>(_ query: EntryQuery, _ body: (Bool) throws -> T) throws -> T {
        guard query.search == nil, !query.starredOnly else { return try body(false) }
        return try database.inTransaction(.deferred) { try body(try Listing.serves(query, in: database)) }
    }
}
