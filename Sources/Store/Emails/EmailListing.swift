import SQLite

/// Every email address with its contact's names and sort keys, one narrow
/// row an address (`email_listing`, migration 0021), under its contact's
/// search-index document (`SearchIndex.contactOfDocument`: the first characters
/// of the family name above the contact's id) and its position: what a mail
/// client's query prints and orders by. The query reads its matches' rows
/// here, by the documents the search index gave, instead of each contact's
/// wide row, card and all, and then its emails: two b-trees sought in
/// random id order. `email --format mutt Torr` on 100k contacts (1,605
/// addresses): 2,506 page reads, 1,379 from this table by contact id, 104
/// by document, the matches' rows lying together (sqlite3).
///
/// Both sort keys and all three names, so no setting's change touches it.
/// As the search index: filled at the first query that can use it, then
/// kept in step by triggers in every write's transaction, whose presence
/// is its state; a bulk import drops them and empties it (`discard`).
enum EmailListing: KeptTable {
    /// The row of the address `email` (a row of emails) of the contact `contact`, in the table's column order.
    private static func row(contact: String, email: String) -> String {
        """
        \(contact).document, \(email).position, \(contact).sort_key_family, \(contact).sort_key_given, \
        \(contact).display_name, \(contact).given_name, \(contact).family_name, \(email).label, \(email).address
        """
    }

    /// The rows of the address at `position` of the contact with id `contact`.
    private static func address(_ position: String, of contact: String) -> String {
        """
        document = (SELECT document FROM contacts WHERE id = \(contact)) AND position = \(position)
        """
    }

    /// The triggers keeping the table: an address written, deleted or
    /// changed, and a contact written, deleted or renamed. Either may be
    /// written first (an import's writer runs without foreign keys), so
    /// each side adds what the other already holds; an address's rows are
    /// found by its contact's document, gone with the contact's own rows.
    static let triggers = [
        """
        CREATE TRIGGER email_listing_after_email_insert AFTER INSERT ON emails BEGIN
            INSERT INTO email_listing SELECT \(row(contact: "c", email: "NEW")) FROM contacts c WHERE c.id = NEW.contact_id;
        END
        """,
        """
        CREATE TRIGGER email_listing_after_email_delete AFTER DELETE ON emails BEGIN
            DELETE FROM email_listing WHERE \(address("OLD.position", of: "OLD.contact_id"));
        END
        """,
        """
        CREATE TRIGGER email_listing_after_email_update AFTER UPDATE ON emails BEGIN
            DELETE FROM email_listing WHERE \(address("OLD.position", of: "OLD.contact_id"));
            INSERT INTO email_listing SELECT \(row(contact: "c", email: "NEW")) FROM contacts c WHERE c.id = NEW.contact_id;
        END
        """,
        """
        CREATE TRIGGER email_listing_after_contact_insert AFTER INSERT ON contacts BEGIN
            INSERT INTO email_listing SELECT \(row(contact: "NEW", email: "e")) FROM emails e WHERE e.contact_id = NEW.id;
        END
        """,
        """
        CREATE TRIGGER email_listing_after_contact_delete AFTER DELETE ON contacts BEGIN
            DELETE FROM email_listing WHERE document = OLD.document;
        END
        """,
        """
        CREATE TRIGGER email_listing_after_contact_update
        AFTER UPDATE OF id, sort_key_family, sort_key_given, display_name, given_name, family_name ON contacts
        WHEN OLD.id IS NOT NEW.id OR OLD.sort_key_family IS NOT NEW.sort_key_family
          OR OLD.sort_key_given IS NOT NEW.sort_key_given OR OLD.display_name IS NOT NEW.display_name
          OR OLD.given_name IS NOT NEW.given_name OR OLD.family_name IS NOT NEW.family_name BEGIN
            DELETE FROM email_listing WHERE document = OLD.document;
            INSERT INTO email_listing SELECT \(row(contact: "NEW", email: "e")) FROM emails e WHERE e.contact_id = NEW.id;
        END
        """,
    ]

    static let kept = TriggerKeptTable(triggers: triggers, empty: "DELETE FROM email_listing")

    /// Every address's row again, the table emptied first.
    static func fill(in database: Database) throws {
        try database.execute(kept.empty)
        try database.execute("INSERT INTO email_listing " + rows)
    }

    /// Every address's row, from the tables themselves: what the triggers
    /// would have written had they always been there, in the table's order.
    static let rows = """
        SELECT \(row(contact: "c", email: "e"))
        FROM emails e JOIN contacts c ON c.id = e.contact_id ORDER BY 1, 2
        """
}

extension EmailListing {
    /// How the table differs from one filled now from the tables (each row
    /// it has that a fresh fill lacks, or lacks that one has): empty when
    /// the triggers kept it in step. For tests.
    static func differencesFromRows(_ database: Database) throws -> [String] {
        try database.prepare("""
            WITH live AS (SELECT * FROM email_listing), fresh(document, position, sort_key_family, sort_key_given, display_name, given_name, family_name, label, address)
                AS (\(rows))
            SELECT 'extra ' || document || ' ' || position || ' ' || address FROM (SELECT * FROM live EXCEPT SELECT * FROM fresh)
            UNION ALL
            SELECT 'missing ' || document || ' ' || position || ' ' || address
            FROM (SELECT * FROM fresh EXCEPT SELECT * FROM live)
            """).map { $0.text(0) }
    }
}
