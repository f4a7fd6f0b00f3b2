import Contacts
import SQLite
import Store

/// The email addresses of the contacts a search matches: what a mail
/// client's address query (mutt's `query_command`, aerc's
/// `address-book-cmd`) asks an address book.
extension BookReader {
    /// Every address of every contact `query` keeps (its search as
    /// `list --search` finds contacts, in its scope), in its sort order,
    /// each contact's in card order; every address in the book when it
    /// keeps everyone. Read from the email listing (`EmailListing`), one
    /// narrow row an address: a search's matches by their documents, which
    /// the search gave (`SearchMatches`), any other filter by its contacts'
    /// documents. With `namingContacts`, each entry has its contact's UID,
    /// which the listing does not hold: one seek of the contact an address.
    public func emailEntries(_ query: EntryQuery, namingContacts: Bool = true) throws -> [EmailEntry] {
        try withFilter(query) { filter in
            let contact = SearchIndex.contact(ofDocument: "c.document")
            var kept = filter.conditions(on: "s")
            if filter.isOnlyMatches {
                kept = (" AND c.document IN \(SearchMatches.documents)", [])
            } else if !filter.keepsEveryone {
                kept.text = " AND c.document IN (SELECT s.document FROM contacts s WHERE 1\(kept.text))"
            }
            let statement = try database.cachedStatement("""
                SELECT \(contact) AS id, \(namingContacts ? "(SELECT uid FROM contacts WHERE id = \(contact))" : "''") AS uid,
                       \(ContactSQL.nameSQL(query.displayOrder)) AS name, c.position AS position, c.label AS label,
                       c.address AS address
                FROM email_listing c WHERE 1\(kept.text) ORDER BY c.\(filter.sortColumn), \(contact), c.position
                """)
            let id = statement.columnIndex("id")!, uid = statement.columnIndex("uid")!
            let name = statement.columnIndex("name")!, position = statement.columnIndex("position")!
            let label = statement.columnIndex("label")!, address = statement.columnIndex("address")!
            return try statement.map(kept.values) { row in
                EmailEntry(contactID: row.int64(id), uid: row.text(uid), name: row.text(name),
                           email: EmailRecord(label: row.text(label), address: row.text(address)),
                           position: row.int(position))
            }
        }
    }
}
