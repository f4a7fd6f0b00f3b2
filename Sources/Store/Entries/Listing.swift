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
/// orders of the settings; its triggers (migration 0027) on contacts,
/// phone_numbers and emails keep it in step in each write's transaction,
/// and ones on settings refill it when an order changes while it is filled.
/// The starred, searches and orders other than the settings' read the join
/// (`EntrySQL.readsListing`).
///
/// As the search index: filled by the first list that can read it; a bulk
/// import empties it (`discard`), and until the next list fills it, lists
/// read the join. Filled at the end of every bulk import it was a fifth of the
/// import: on 100k contacts 1.59x baseline.c against 1.23x without it
/// (median of 7 alternating), 0.5-0.6 s of sorting and 25 MB more written.
enum Listing: KeptTable {
    static let kept = TriggerKeptTable(name: "listing", empty: "DELETE FROM listing")

    /// Fills the listing again from every contact. Read as the join it replaces reads
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
    static func fill(in database: Database) throws {
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

    /// Whether the listing is built and holds `query`'s sort and display
    /// orders: one statement, asked before every page of a list (27 on a
    /// first screen: two statements a page were 1.5 M instructions of the
    /// browser's first frame on 100k contacts, callgrind).
    static func serves(_ query: EntryQuery, in database: Database) throws -> Bool {
        try database.cachedStatement("SELECT \(TriggerKeptTable.isFilled), \(ordersSQL)").first([kept.name]) { row in
                row.bool(0) && orders(row, from: 1) == (query.sortOrder, query.displayOrder)
            } ?? false
    }

    /// The settings' orders as `listing_rows` reads them: whether the sort
    /// order is given-first, and the display order family-first.
    private static let ordersSQL = """
        ifnull((SELECT value FROM settings WHERE key = 'sort-order'), '') = 'given-first',
        ifnull((SELECT value FROM settings WHERE key = 'display-order'), '') = 'family-first'
        """

    /// The orders the listing is in: the settings', read as `listing_rows` reads them.
    static func orders(in database: Database) throws -> (sort: NameOrder, display: NameOrder) {
        try database.cachedStatement("SELECT \(ordersSQL)").first { orders($0, from: 0) } ?? (.familyFirst, .givenFirst)
    }

    /// The orders `ordersSQL` gives in `row`'s two columns from `column`.
    private static func orders(_ row: Row, from column: Int32) -> (sort: NameOrder, display: NameOrder) {
        (row.bool(column) ? .givenFirst : .familyFirst, row.bool(column + 1) ? .familyFirst : .givenFirst)
    }
}

extension AddressBook {
    /// Runs `body`, told whether the listing serves `query`, in one read
    /// transaction with that check: another program may change an order
    /// (and rebuild the listing) at any moment. A search of one letter or
    /// digit reads the listing too, testing each row's letters (`SearchLetters`).
    /// `builds`: fill the listing first when it is not built (`listingIsReady`).
    func withListing<T>(_ query: EntryQuery, builds: Bool, _ body: (Bool) throws -> T) throws -> T {
        let readable = query.search.map { SearchLetters.only($0) != nil } ?? true
        guard readable, !query.starredOnly else { return try body(false) }
        if builds { _ = listingIsReady() }
        return try database.reading { try body(try listingServes(query)) }
    }

    /// `Listing.serves`, asked once a transaction: inside one, the answer
    /// changes only by this connection's own writes (another's commit is not
    /// seen), so it is kept by the transaction and the count of changes.
    /// Asked before every page, it was 1.6 M of the browser's first frame's
    /// 37.5 M instructions (48 asks) and 0.9 M of `list --limit 50`'s 24.5 M
    /// (27), on 100k contacts (callgrind).
    func listingServes(_ query: EntryQuery) throws -> Bool {
        let moment = ListingAnswer.Moment(transaction: database.transactionsBegun, changes: database.totalChanges,
                                          sortOrder: query.sortOrder, displayOrder: query.displayOrder)
        if let answer = listingAnswer, answer.moment == moment { return answer.serves }
        let serves = try Listing.serves(query, in: database)
        listingAnswer = ListingAnswer(moment: moment, serves: serves)
        return serves
    }

    /// Whether the listing is built: already, or now (`tablesAreReady`,
    /// without waiting for another program's lock; the browser's thread
    /// builds it, see `buildListingIfMissing`). False when not: the list
    /// reads the join. Once seen built it is not asked again (see `listingSeenBuilt`).
    func listingIsReady() -> Bool {
        if !listingSeenBuilt { listingSeenBuilt = tablesAreReady([Listing.self], waits: false) }
        return listingSeenBuilt
    }

    /// Builds the listing in a transaction of its own unless it is built; a
    /// browser's thread calls it at start.
    public func buildListingIfMissing() throws {
        try buildIfMissing([Listing.self])
    }
}

/// Whether the listing served a query's orders, and when that was asked
/// (`AddressBook.listingServes`).
struct ListingAnswer {
    struct Moment: Equatable {
        let transaction: Int
        let changes: Int
        let sortOrder: NameOrder
        let displayOrder: NameOrder
    }

    let moment: Moment
    let serves: Bool
}
