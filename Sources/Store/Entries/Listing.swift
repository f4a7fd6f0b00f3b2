import Contacts
import SQLite

/// The listing table (migration 0015): every entry of the list,
/// a contact with one of its numbers or a contact without any (position
/// -1), joined once and kept in list order under its primary key (sort
/// key, id, position), with the name in the display order, the contact's
/// detail (`ContactSQL.detailSQL`), its letters and its book. Every page
/// of entries reads it (Reading's `PageSQL`): one range of one b-tree,
/// where the join of contacts and their numbers seeks the numbers contact
/// by contact in random id order.
///
/// The view `listing_rows` says what its rows are, in the sort and display
/// orders of the settings; its triggers (migration 0029) on contacts,
/// phone_numbers and emails keep it in step in each write's transaction,
/// and ones on settings refill it when an order changes. A bulk import
/// fills it again (`ReadModel`).
package enum Listing: ReadModel {

    /// Fills the listing again from every contact (no group card): the join
    /// of contacts and numbers (`ContactSQL.columns`) plus each contact's detail, in rowid order: the
    /// numbers and emails are then sought in their own order too, and the
    /// rows are sorted once (through the sort key's index the fill needs no
    /// sort, but seeks every contact's row in random order, twice the time).
    ///
    /// Sorted by sort key and contact only: a contact's rows come from its
    /// numbers in order, and the table keeps them by its key however they
    /// arrive; with the position too, the sorter's records have 13 fields,
    /// past the 12 SQLite compares by their first key alone.
    static func fill(in database: Database) throws {
        let (sortOrder, displayOrder) = try orders(in: database)
        let sortColumn = ContactSQL.sortColumn(sortOrder)
        try database.execute("DELETE FROM listing")
        try database.execute("""
            INSERT INTO listing (id, uid, sort_key, name, position, label, number, detail, letters, book_id)
            SELECT \(ContactSQL.columns(sortColumn: sortColumn, displayOrder: displayOrder)), \(ContactSQL.detailSQL),
                   c.letters, c.book_id
            FROM contacts c NOT INDEXED LEFT JOIN phone_numbers p ON p.contact_id = c.id
            WHERE c.is_group = 0 ORDER BY c.\(sortColumn), c.id
            """)
    }

    /// The `added` contacts' rows, as the triggers write them: from the
    /// view that says what the rows are (`listing_rows`).
    static func add(_ added: AddedContacts, in database: Database) throws {
        try database.prepare("INSERT INTO listing SELECT * FROM listing_rows WHERE \(AddedContacts.contain()) ORDER BY sort_key, id, position")
            .run(added.bounds)
    }

    /// The settings' orders as `listing_rows` reads them: whether the sort
    /// order is given-first, and the display order family-first.
    private static let ordersSQL = """
        ifnull((SELECT value FROM settings WHERE key = 'sort-order'), '') = 'given-first',
        ifnull((SELECT value FROM settings WHERE key = 'display-order'), '') = 'family-first'
        """

    /// The orders the listing is in: the settings', read as `listing_rows` reads them.
    package static func orders(in database: Database) throws -> (sort: NameOrder, display: NameOrder) {
        try database.cachedStatement("SELECT \(ordersSQL)").first { orders($0, from: 0) } ?? (.familyFirst, .givenFirst)
    }

    /// The orders `ordersSQL` gives in `row`'s two columns from `column`.
    private static func orders(_ row: Row, from column: Int32) -> (sort: NameOrder, display: NameOrder) {
        (row.bool(column) ? .givenFirst : .familyFirst, row.bool(column + 1) ? .familyFirst : .givenFirst)
    }
}
