/// What imports remember beyond each contact's row (`imported_hash`, read
/// with `forEachStoredVersion`): the few contacts found in more than one
/// source, and the content keys of UID-less cards edited since. Both tables
/// are small; an import reads them whole once, like the contacts.
extension AddressBook {
    /// The card each contact of book `book` last had from a source other
    /// than its own `source_id`: its id, the source's path and the card's
    /// content hash. The few bases lead ("+": not the book's every contact).
    public func forEachOtherImportBase(in book: BookID, _ body: (Int64, String, Int64) throws -> Void) throws {
        try database.prepare("""
            SELECT b.contact_id, s.path, b.card_hash FROM import_bases b JOIN sources s ON s.id = b.source_id
            JOIN contacts c ON c.id = b.contact_id WHERE +c.book_id = ?
            """).forEachRow([book]) { row in
            try body(row.int64(0), row.text(1), row.int64(2))
        }
    }

    /// Each key a contact of book `book` was once known by ("phonebook-content:…", before
    /// its first edit gave it a UID, or the UID of a contact merged into it)
    /// with the UID it has now, and for a merged-away UID the hash of the
    /// card last imported under it (nil for a content key, or a contact
    /// never imported).
    public func forEachFormerKey(in book: BookID,
                                 _ body: (_ key: String, _ uid: String, _ cardHash: Int64?) throws -> Void) throws {
        try database.prepare("""
            SELECT f.key, c.uid, f.card_hash FROM former_keys f JOIN contacts c ON c.id = f.contact_id
            WHERE f.book_id = ?
            """).forEachRow([book]) { row in
            try body(row.text(0), row.text(1), row.isNull(2) ? nil : row.int64(2))
        }
    }
}
