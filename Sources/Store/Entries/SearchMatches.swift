import SQLite

/// The contacts one search matched, kept in a temporary table of the
/// connection, so the statements listing, counting and paging the same
/// search read them by key instead of asking the search index (or, for a
/// search it cannot serve, every contact) again.
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
    /// How many contacts the table holds.
    private(set) var count = 0
    private var dataVersion: SQLiteValue = .null
    private var totalChanges = -1

    /// Makes the table hold the contacts whose search text or an address
    /// holds `phrase` (`SearchIndex.phrase`), or with a number holding
    /// `digits`; inside the read transaction of the statements that use it.
    mutating func fill(phrase: String, digits: String, in database: Database) throws {
        var places = [(contacts: "SELECT \(SearchIndex.contactOfDocument) FROM search_index WHERE search_index MATCH ?",
                       value: SQLiteValue.text(phrase))]
        // The numbers are not in the index: a scan of them alone.
        if let numbers = EntrySQL.numbersHolding(digits) { places.append(numbers) }
        try fill(key: phrase, digits: digits, inserts: places.map { (Self.insert + $0.contacts, [$0.value]) }, in: database)
    }

    /// What each place a search looks is inserted into the table by.
    private static let insert = "INSERT OR IGNORE INTO temp.\(table) "

    /// Makes the table hold the contacts `search` finds, read as a search
    /// the index cannot serve reads them (`EntrySQL`'s filter: one or two
    /// characters): the search text from a sort-key index, which carries it
    /// (migration 0016), the emails and numbers from their tables. Once for
    /// every statement of the search, where each statement scanned them
    /// again: `list --search ab` on 100k contacts, a statement per section.
    ///
    /// One insert a place the search looks (`EntrySQL.searchPlaces`): as
    /// one statement asking for any of them, each contact whose text did
    /// not match was looked up in the set of the emails' matches: the first
    /// page of `list --search j` on 100k contacts took 96 ms against 77 ms
    /// (median of 15, alternating).
    mutating func fill(scanning search: SearchTerm, in database: Database) throws {
        let places = EntrySQL.searchPlaces(search)
        try fill(key: "\u{0}" + search.folded, digits: search.digits,
                 inserts: [(Self.insert + "SELECT c.id FROM contacts c WHERE " + places.text.condition, [places.text.value])]
                     + places.others.map { (Self.insert + $0.contacts, [$0.value]) },
                 in: database)
    }

    /// Fills the table by `inserts` unless it holds `key`'s contacts already
    /// for the book as it is. A key starting with NUL is a scan's (no phrase
    /// holds NUL: `SearchIndex.phrase`).
    private mutating func fill(key: String, digits: String, inserts: [(sql: String, values: [SQLiteValue])],
                               in database: Database) throws {
        let version = try database.scalar("PRAGMA data_version")
        if key == phrase, digits == self.digits, version == dataVersion,
           database.totalChanges == totalChanges { return }
        // Forgotten first: a fill stopped half way (a browser's newer search
        // interrupts it) must not leave the table passing for the last one's.
        phrase = nil
        try database.execute("CREATE TEMP TABLE IF NOT EXISTS \(Self.table) (id INTEGER PRIMARY KEY)")
        try database.execute("DELETE FROM temp.\(Self.table)")
        let before = database.totalChanges
        for insert in inserts { try database.cachedStatement(insert.sql).run(insert.values) }
        count = database.totalChanges - before  // the table was emptied: what the inserts added is all it holds
        (phrase, self.digits, dataVersion, totalChanges) = (key, digits, version, database.totalChanges)
    }
}

extension AddressBook {
    /// Whether the search's matches (`searchMatches`, just filled) are so
    /// many that its entries are best read from the listing table, front to
    /// back, than sought contact by contact in the wide rows. Measured on
    /// 100k contacts (sqlite3, every entry of the matches): 2% of the book,
    /// 14-24 ms sought against 46-91 ms from the listing; 17%, 83 against
    /// 77; 97%, 250 against 152, and a section of it 37 against 11.
    func searchMatchesAreMany() throws -> Bool {
        let contacts = try database.cachedStatement(
            "SELECT ifnull(sum(contacts), 0) FROM section_counts WHERE sort_order = 'family-first'")
            .first { $0.int(0) } ?? 0
        return searchMatches.count * 6 > contacts
    }
}
