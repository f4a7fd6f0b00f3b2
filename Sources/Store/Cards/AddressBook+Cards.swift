import SQLite

/// The reads of whole cards: what an import plans against, what an export writes out.
extension AddressBook {
    /// Every UID stored in book `book` with its content hash, id, source
    /// and the card last imported from that source: read once per import,
    /// so deciding insert, update or skip needs no query per card. The
    /// table is read front to back, each row tested for its book ("+"):
    /// through the book's index it was read in sort-key order, a seek a
    /// contact (an unchanged re-import of 100k contacts: 0.67 s of CPU
    /// against 0.51 s, bin/bench).
    public func forEachStoredVersion(in book: BookID, _ body: (String, StoredContactVersion) throws -> Void) throws {
        try database.prepare("""
            SELECT c.uid, c.id, c.content_hash, s.path, c.imported_hash
            FROM contacts c LEFT JOIN sources s ON s.id = c.source_id WHERE +c.book_id = ?
            """).forEachRow([book]) { row in
            try body(row.text(0), StoredContactVersion(
                id: row.int64(1), contentHash: row.int64(2), source: row.optionalText(3),
                importedHash: row.isNull(4) ? nil : row.int64(4)))
        }
    }

    /// The id the next inserted contact may take.
    public func nextContactID() throws -> Int64 {
        try Self.nextContactID(in: database)
    }

    /// Above every contact's id and every id the journal remembers: a
    /// removed contact's id is not given again while its removal can be undone.
    static func nextContactID(in database: Database) throws -> Int64 {
        let highest = try database.cachedStatement("""
            SELECT max(coalesce((SELECT max(id) FROM contacts), 0),
                       coalesce((SELECT max(highest_contact_id) FROM journal), 0))
            """).first { $0.int64(0) } ?? 0
        return highest + 1
    }

    /// The original card text of every contact, in list order, for export.
    public func forEachCard(_ body: (UnsafeRawBufferPointer) throws -> Void) throws {
        try database.prepare("SELECT card FROM contacts ORDER BY sort_key_family, id").forEachRow { row in
            try row.withTextBytes(0, body)
        }
    }

    /// Every card of book `book`, its group cards among them, in the order
    /// `forEachCard` writes every book's: what an export of one book writes.
    public func cardIDs(inBook book: BookID) throws -> [ContactID] {
        try database.cachedStatement("SELECT id FROM contacts WHERE book_id = ? ORDER BY sort_key_family, id")
            .map([book]) { $0.int64(0) }
    }

    /// The original card text of each of `ids` that exists, in that order.
    public func forEachCard(of ids: [ContactID], _ body: (UnsafeRawBufferPointer) throws -> Void) throws {
        let statement = try database.cachedStatement("SELECT card FROM contacts WHERE id = ?")
        for id in ids {
            try statement.forEachRow([id]) { row in try row.withTextBytes(0, body) }
        }
    }
}
