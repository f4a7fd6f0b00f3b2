import Contacts
import SQLite
import Store

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
        try withEmailRows(query, narrow: true) { statement, values in
            try statement.forEachRow(values) { row in
                try body(EmailColumns(name: row.textBytes(2), label: row.textBytes(4), address: row.textBytes(5)))
            }
        }
    }

    /// The statement reading `query`'s addresses, with its values:
    /// contact, UID, name, position, label, address. With `narrow`, from
    /// the email listing (`EmailListing`) when the query
    /// asks for every contact or a search's matches found by the search
    /// index (which gave their documents), with no UID (NULL): it holds none.
    private func withEmailRows<T>(_ query: EntryQuery, narrow: Bool = false,
                                  _ body: (Statement, [SQLiteValue]) throws -> T) throws -> T {
        try withEntrySQL(query) { sql in
            let name = ContactSQL.nameSQL(query.displayOrder)
            if narrow, let rows = listedRows(query, sql) {
                let contact = SearchIndex.contact(ofDocument: "c.document")
                return try body(database.cachedStatement("""
                    SELECT \(contact), NULL, \(name), c.position, c.label, c.address FROM \(rows)
                    ORDER BY c.\(sql.sortColumn), \(contact), c.position
                    """), [])
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

    /// The email listing's rows (`c`) of `query`'s contacts (`sql` its
    /// SQL), for a FROM clause: every row for every contact, the rows of
    /// each of a search's listed matches that have their documents
    /// (`SearchMatches.hasDocuments`); nil when the query picks its contacts
    /// otherwise (a letter's bit, a scan's condition on the search text, a
    /// section, the starred, a group), which only the join can read.
    ///
    /// The matches lead, each seeking its rows by its document: with
    /// `c.document IN (SELECT document …)` SQLite first built an index of
    /// the documents, 26.8 M instructions against 24.4 M for `email
    /// --format mutt Torr` on 100k contacts (sqlite3).
    private func listedRows(_ query: EntryQuery, _ sql: EntrySQL) -> String? {
        guard !query.isNarrowed, query.section == nil else { return nil }
        if query.search == nil { return query.book == nil ? "email_listing c" : nil }
        guard sql.selectsEveryMatch, sql.letter == nil, searchMatches.hasDocuments else { return nil }
        return "temp.\(SearchMatches.table) m JOIN email_listing c ON c.document = m.document"
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
