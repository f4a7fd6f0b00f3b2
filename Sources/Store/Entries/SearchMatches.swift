import SQLite

/// The contacts one search matched, kept in a temporary table of the
/// connection, so the statements listing, counting and paging the same
/// search read them by key instead of asking the search index again.
///
/// A listing of a search runs a statement per section and per page (each a
/// section's range of the sort-key index): with the index asked in each, the
/// phrase query and its set of ids were most of `list --search`'s work
/// (measured on 100k contacts, "thom": 16 M instructions a statement).
///
/// The table is refilled when the search differs, or when the book may
/// have changed since: another connection's commit (`PRAGMA data_version`)
/// or this one's own writes (`Database.totalChanges`).
struct SearchMatches {
    /// The temporary table's name.
    static let table = "search_matches"

    private var phrase: String?
    private var digits = ""
    private var dataVersion: SQLiteValue = .null
    private var totalChanges = -1

    /// Makes the table hold the contacts whose search text or an address
    /// holds `phrase` (`SearchIndex.phrase`), or with a number holding
    /// `digits`; inside the read transaction of the statements that use it.
    mutating func fill(phrase: String, digits: String, in database: Database) throws {
        let version = try database.scalar("PRAGMA data_version")
        if phrase == self.phrase, digits == self.digits, version == dataVersion,
           database.totalChanges == totalChanges { return }
        try database.execute("CREATE TEMP TABLE IF NOT EXISTS \(Self.table) (id INTEGER PRIMARY KEY)")
        try database.execute("DELETE FROM temp.\(Self.table)")
        var insert = """
            INSERT OR IGNORE INTO temp.\(Self.table)
                SELECT \(SearchIndex.contactOfDocument) FROM search_index WHERE search_index MATCH ?
            """
        var values: [any SQLiteBindable] = [phrase]
        if !digits.isEmpty {
            // The numbers are not in the index: a scan of them alone.
            insert += " UNION ALL SELECT contact_id FROM phone_numbers WHERE instr(digits_reversed, ?) > 0"
            values.append(String(digits.reversed()))
        }
        try database.cachedStatement(insert).run(values)
        (self.phrase, self.digits, dataVersion, totalChanges) = (phrase, digits, version, database.totalChanges)
    }
}
