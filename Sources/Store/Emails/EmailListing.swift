import SQLite

/// Every email address with its contact's names and sort keys, one narrow
/// row an address (`email_listing`, migration 0021), under its contact's
/// search-index document (`SearchIndex.contactOfDocument`: the first characters
/// of the family name above the contact's id) and its position: what a mail
/// client's query prints and orders by. Every mail query reads its
/// addresses here (Reading's `BookReader.emailEntries`), a search's by the
/// documents the search index gave, the matches' rows lying together,
/// instead of each contact's wide row, card and all, and then its emails.
///
/// Both sort keys and all three names, so no setting's change touches it.
/// A read model (`ReadModel`): kept in step by its triggers (migration
/// 0029) in every write's transaction, filled again by a bulk import.
enum EmailListing: ReadModel {
    /// The row of the address `email` (a row of emails) of the contact `contact`, in the table's column order
    /// (as the triggers of migration 0029 write it).
    private static func row(contact: String, email: String) -> String {
        """
        \(contact).document, \(email).position, \(contact).sort_key_family, \(contact).sort_key_given, \
        \(contact).display_name, \(contact).given_name, \(contact).family_name, \(email).label, \(email).address
        """
    }


    /// Every address's row again, the table emptied first.
    static func fill(in database: Database) throws {
        try database.execute("DELETE FROM email_listing")
        try database.execute("INSERT INTO email_listing " + rows)
    }

    /// The rows of the `added` contacts' addresses.
    static func add(_ added: AddedContacts, in database: Database) throws {
        try database.prepare("INSERT INTO email_listing " + addressRows(where: AddedContacts.contain("c.id"))).run(added.bounds)
    }

    /// Every address's row, from the tables themselves: what the triggers
    /// would have written had they always been there, in the table's order.
    static let rows = addressRows(where: "1")

    /// The rows of the addresses whose contact `c` meets `condition` (SQL), as `rows`.
    private static func addressRows(where condition: String) -> String {
        """
        SELECT \(row(contact: "c", email: "e"))
        FROM emails e JOIN contacts c ON c.id = e.contact_id WHERE \(condition) ORDER BY 1, 2
        """
    }
}
