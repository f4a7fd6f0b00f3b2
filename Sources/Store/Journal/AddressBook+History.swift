/// The journal as `history` lists it.
extension AddressBook {
    /// The entries the journal keeps, newest first, at most `limit`; with
    /// `contact`, only those that created, changed or removed that contact.
    public func history(contact: ContactID? = nil, limit: Int? = nil) throws -> [JournalEntry] {
        try database.cachedStatement("""
            SELECT \(JournalEntry.columns) FROM journal j
            WHERE ?1 IS NULL
               OR EXISTS (SELECT 1 FROM journal_snapshots s WHERE s.entry_id = j.id AND s.contact_id = ?1)
               OR EXISTS (SELECT 1 FROM journal_created c WHERE c.entry_id = j.id AND ?1 BETWEEN c.first_id AND c.last_id)
            ORDER BY j.id DESC LIMIT ?2
            """).map([contact, limit ?? -1]) { JournalEntry($0) }
    }
}
