import SQLite

/// Merging: several contacts made one, as one journal entry.
extension AddressBook {
    /// Makes contact `base` the merged contact `record` and removes `others`
    /// ("merge Grace Hopper ← Hopper, Grace, G. Hopper"), in one transaction
    /// and one journal entry, so `undo` restores every contact as it was.
    ///
    /// `base` keeps its id, source and creation time, and is starred when any
    /// of them was. What imports remember of each other contact moves to it:
    /// the other's UID becomes a former key of `base` (`former_keys`) with the
    /// card last imported under it, its own former keys follow, and its bases
    /// for sources `base` has none for are kept. So a re-import of any of the
    /// original files finds `base`; the keys with a `card_hash` are also the
    /// merged-away UIDs a CardDAV sync deletes on the server.
    public func merge(_ others: [ContactID], into base: ContactID, record: ContactRecord) throws {
        var seen: Set<ContactID> = [base]
        let others = others.filter { seen.insert($0).inserted }
        let names = try others.map { id -> String in
            guard let name = try displayName(of: id) else { throw JournalError.noSuchContact(id) }
            return name
        }
        guard try displayName(of: base) != nil else { throw JournalError.noSuchContact(base) }
        try change(.merge, summary: "merge \(record.displayName) ← \(names.joined(separator: ", "))") { writer in
            if let holder = try contactID(uid: record.uid, in: bookID(of: base)), !seen.contains(holder) {
                throw JournalError.uidInUse(record.uid)
            }
            let starred = try database.cachedStatement("SELECT max(starred) FROM contacts WHERE id IN (\(Self.marks(seen.count)))")
                .first(seen.map { $0 as any SQLiteBindable }) { $0.bool(0) } ?? false
            for id in others { try writer.recorder?.willChange(id) }
            var record = record
            record.source = try sourcePath(of: base)
            try writer.replace(id: base, with: record)
            for id in others { try moveImportMemory(of: id, to: base) }
            try writer.delete(ids: others)
            if starred { try writer.setStarred(true, id: base) }
        }
    }

    /// The path of contact `id`'s source, nil for one made here; throws when there is no such contact.
    package func sourcePath(of id: ContactID) throws -> String? {
        guard let source = try database.cachedStatement("""
            SELECT s.path FROM contacts c LEFT JOIN sources s ON s.id = c.source_id WHERE c.id = ?
            """).first([id], { $0.optionalText(0) }) else { throw JournalError.noSuchContact(id) }
        return source
    }

    /// Gives contact `base` what imports remember of contact `other` (see
    /// `merge`), its former keys in `base`'s book.
    private func moveImportMemory(of other: ContactID, to base: ContactID) throws {
        try database.cachedStatement("""
            INSERT INTO former_keys (book_id, key, contact_id, card_hash)
                SELECT (SELECT book_id FROM contacts WHERE id = ?2), uid, ?2, coalesce(imported_hash, content_hash)
                FROM contacts WHERE id = ?1
            ON CONFLICT (book_id, key) DO UPDATE SET contact_id = excluded.contact_id, card_hash = excluded.card_hash
            """).run([other, base])
        try moveFormerKeys(of: other, to: base)
        try database.cachedStatement("""
            INSERT INTO import_bases (contact_id, source_id, card_hash)
                SELECT ?2, source_id, card_hash FROM import_bases
                WHERE contact_id = ?1 AND source_id IS NOT (SELECT source_id FROM contacts WHERE id = ?2)
            ON CONFLICT (contact_id, source_id) DO NOTHING
            """).run([other, base])
    }

    private static func marks(_ count: Int) -> String {
        Array(repeating: "?", count: count).joined(separator: ", ")
    }
}

extension AddressBook {
    /// Gives contact `base` the former keys of contact `other`, in `base`'s
    /// book: a key `base`'s book gives another contact is taken over.
    func moveFormerKeys(of other: ContactID, to base: ContactID) throws {
        try database.cachedStatement("""
            UPDATE OR REPLACE former_keys SET contact_id = ?2, book_id = (SELECT book_id FROM contacts WHERE id = ?2)
            WHERE contact_id = ?1
            """).run([other, base])
    }
}
