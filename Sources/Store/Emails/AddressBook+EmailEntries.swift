import Contacts
import SQLite

/// The email addresses of the contacts a search matches: what a mail
/// client's address query (mutt's `query_command`, aerc's
/// `address-book-cmd`) asks an address book.
extension AddressBook {
    /// Every address of every contact `search` matches, as `list --search`
    /// matches contacts (name, organization, an address, a number's
    /// digits), in `query`'s sort order, each contact's in card order;
    /// every address in the book when `search` is nil. The contacts are
    /// chosen by `EntrySQL`'s own filter, so the two commands cannot drift.
    public func emailEntries(_ query: EntryQuery) throws -> [EmailEntry] {
        try withEmailRows(query) { statement, values in
            try statement.map(values) { row in
                EmailEntry(contactID: row.int64(0), uid: row.text(1), name: row.text(2),
                           email: EmailRecord(label: row.text(4), address: row.text(5)), position: row.int(3))
            }
        }
    }

    /// The addresses of `emailEntries`, in the same order, each handed to
    /// `body` as the store's bytes, valid for the call: what a mail client's
    /// query prints, without a string or an entry made of each.
    public func forEachEmail(_ query: EntryQuery, _ body: (EmailColumns) throws -> Void) throws {
        let narrow = emailListingIsReady()
        try withEmailRows(query, narrow: narrow) { statement, values in
            try statement.forEachRow(values) { row in
                try body(EmailColumns(name: row.textBytes(2), label: row.textBytes(4), address: row.textBytes(5)))
            }
        }
    }

    /// The statement reading `query`'s addresses, with its values:
    /// contact, UID, name, position, label, address. With `narrow`, from
    /// the email listing (`EmailListing`) when it is built and the query
    /// picks its contacts by id alone (every contact, or a search's listed
    /// matches), with no UID (NULL): it holds none.
    private func withEmailRows<T>(_ query: EntryQuery, narrow: Bool = false,
                                  _ body: (Statement, [SQLiteValue]) throws -> T) throws -> T {
        try withEntrySQL(query) { sql in
            let name = EntrySQL.nameSQL(query.displayOrder)
            // Checked inside the read: another program's bulk import may empty it at any moment.
            if narrow, Self.picksByIDAlone(query, sql), try EmailListing.isBuilt(database) {
                return try body(database.cachedStatement("""
                    SELECT c.id, NULL, \(name), c.position, c.label, c.address FROM email_listing c WHERE 1\(sql.filter)
                    ORDER BY c.\(sql.sortColumn), c.id, c.position
                    """), sql.filterValues)
            }
            // A search the index cannot serve reads every contact's search text: one
            // scan of the contacts, as `list --search` does, then the matches' addresses by key.
            let scan = sql.scansContacts ? " NOT INDEXED" : ""
            return try body(database.cachedStatement("""
                SELECT c.id, c.uid, \(name), e.position, e.label, e.address
                FROM contacts c\(scan) JOIN emails e ON e.contact_id = c.id WHERE 1\(sql.filter)
                ORDER BY c.\(sql.sortColumn), c.id, e.position
                """), sql.filterValues)
        }
    }

    /// Whether `sql`, of `query`, picks its contacts by id alone: every
    /// contact, or a search's listed matches (`SearchMatches`), not a
    /// letter's bit, a scan's condition on the search text, a section or the starred.
    private static func picksByIDAlone(_ query: EntryQuery, _ sql: EntrySQL) -> Bool {
        guard !query.starredOnly, query.section == nil else { return false }
        return query.search == nil || (sql.selectsEveryMatch && sql.letter == nil)
    }

    /// Whether a mail query may read the email listing: built already, or
    /// built now in a transaction of its own (unless `searchBuildsIndex` is
    /// false, or a transaction is open). False when it cannot be written:
    /// the query then reads the join, as before it.
    func emailListingIsReady() -> Bool {
        if (try? EmailListing.isBuilt(database)) == true { return true }
        guard searchBuildsIndex, database.isAutocommit else { return false }
        return (try? buildIfMissing([(EmailListing.isBuilt, EmailListing.build)])) != nil
    }
}

/// One address as `AddressBook.forEachEmail` hands it over: the store's
/// UTF-8 bytes, borrowed for the call.
public struct EmailColumns {
    /// The contact's name in the display order asked for.
    public var name: UnsafeRawBufferPointer
    public var label: UnsafeRawBufferPointer
    public var address: UnsafeRawBufferPointer
}
