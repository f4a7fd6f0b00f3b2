import SQLite

/// What an import remembers of each contact's sources: the card it was
/// last imported as from each, its base for the three-way rule of re-imports.
extension ContactWriter {
    /// Records that contact `id` was last imported from `source` as a card
    /// hashing to `cardHash`, its base for that source, without changing
    /// the contact (its card was unchanged, or its edit here kept).
    public func remember(id: Int64, importedFrom source: String, cardHash: Int64) throws {
        try flush()
        try recorder?.willChange(id, shown: false)
        try database.cachedStatement("UPDATE contacts SET source_id = ?, imported_hash = ? WHERE id = ?")
            .run([try sourceID(source), cardHash, id])
    }

    /// Keeps the base of contact `id` for `source`, one that is not (or no
    /// longer) its own `source_id`; nil forgets it (the source became its own).
    public func rememberOtherSource(id: Int64, source: String, cardHash: Int64?) throws {
        try flush()
        try recorder?.willChange(id, shown: false)
        let sourceID = try sourceID(source)
        if let cardHash {
            try database.cachedStatement("""
                INSERT INTO import_bases (contact_id, source_id, card_hash) VALUES (?, ?, ?)
                ON CONFLICT (contact_id, source_id) DO UPDATE SET card_hash = excluded.card_hash
                """).run([id, sourceID, cardHash])
        } else {
            try database.cachedStatement("DELETE FROM import_bases WHERE contact_id = ? AND source_id = ?")
                .run([id, sourceID])
        }
    }
}
