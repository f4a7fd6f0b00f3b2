import SQLite
import Store

/// One entry as its query's row holds it, borrowed: its text is the
/// store's own bytes, valid only inside the call that hands it over
/// (`AddressBook.forEachEntry`). A listing prints it without copying.
public struct EntryColumns {
    let row: Row
    /// The row is the listing table's, which keeps the contact's detail.
    let readsListing: Bool
    /// The row carries the contact's book (`EntrySQL.bookColumn`).
    let readsBook: Bool
    /// Read once: a table asks for it three times an entry, each a call
    /// into SQLite (read once, `list --format table` on 100k contacts took
    /// 1,112 M instructions against 1,128 M, callgrind).
    public let contactID: ContactID

    init(row: Row, readsListing: Bool, readsBook: Bool) {
        self.row = row
        self.readsListing = readsListing
        self.readsBook = readsBook
        contactID = row.int64(0)
    }
    /// The number's position on the card; nil for a contact with no number.
    public var position: Int? {
        let position = row.int(4)
        return position == EntryKey.noNumber ? nil : position
    }
    /// The contact's UID.
    public var uid: UnsafeRawBufferPointer { row.textBytes(1) }
    /// The name in the display order asked for.
    public var name: UnsafeRawBufferPointer { row.textBytes(3) }
    public var label: UnsafeRawBufferPointer { row.textBytes(5) }
    public var number: UnsafeRawBufferPointer { row.textBytes(6) }
    /// The stored sort key of the order listed by: with `contactID` and the
    /// position, where the entry sits in list order.
    public var sortKey: UnsafeRawBufferPointer { row.textBytes(2) }

    /// What tells the contact apart from a neighbour of the same name, as
    /// the listing keeps it: nil when the row was read by the join (then
    /// `AddressBook.sharedNameDetails` reads it), `.some(nil)` when the
    /// contact has neither an organization nor an email.
    public var listedDetail: UnsafeRawBufferPointer?? {
        guard readsListing else { return nil }
        return row.isNull(7) ? .some(nil) : row.textBytes(7)
    }

    /// The contact's book, when the query asks for it (`EntryQuery.namesBooks`); nil otherwise.
    public var book: BookID? { readsBook ? row.int64(EntrySQL.bookColumn) : nil }

    /// The entry's key, made as a value: what a listing stopped early continues from.
    public var key: EntryKey {
        EntryKey(sortKey: String(decoding: sortKey, as: UTF8.self), contactID: contactID, position: row.int(4))
    }
}

extension AddressBook {
    /// Calls `body` with every entry of `query` after `key` (from the start
    /// when nil) in list order: one statement stepped to its end, nothing
    /// kept, so memory stays flat however long the listing. A search reads
    /// its listed matches (`withEntrySQL`), as its pages do: with its filter
    /// in each section's statement, streaming the sections of
    /// `list --search a` on 10k contacts was 484 M of 690 M instructions.
    /// `query.distinguishesSharedNames` is not applied: read `entries` for that.
    public func forEachEntry(_ query: EntryQuery, after key: EntryKey?,
                             _ body: (EntryColumns) throws -> Void) throws {
        try withEntrySQL(query) { sql in
            let (text, values) = sql.page(beyond: key, forward: true, limit: -1)
            try database.cachedStatement(text).forEachRow(values) {
                try body(EntryColumns(row: $0, readsListing: sql.readsListing, readsBook: sql.namesBooks))
            }
        }
    }

    /// As `forEachEntry(_:after:_:)`, stopping at the first entry for which
    /// `body` returns false; returns whether every entry was read.
    @discardableResult
    public func streamEntries(_ query: EntryQuery, after key: EntryKey?,
                              while body: (EntryColumns) throws -> Bool) throws -> Bool {
        try withEntrySQL(query) { sql in
            let (text, values) = sql.page(beyond: key, forward: true, limit: -1)
            return try database.cachedStatement(text).stepRows(values, while: {
                try body(EntryColumns(row: $0, readsListing: sql.readsListing, readsBook: sql.namesBooks))
            })
        }
    }
}
