import SQLite

/// The trigram index of what a search matches (migration 0014's
/// `search_index`): each contact's search text, one document each, which
/// holds its emails too (migration 0018). A search of three characters or
/// more is a phrase query on it, which finds exactly the texts holding the
/// phrase: the stored search text is folded as a search term is, and an
/// ASCII address's lowercase, which the text holds, contains a folded term
/// exactly where the address is LIKE it (see `EntrySQL`).
///
/// The index is filled at the first search that can use it, and from then on
/// kept in step by its triggers (migration 0027), in the transaction of every
/// write; a contentless FTS5 table forgets a document by being told its exact
/// text under its rowid. A bulk import empties it (`discard`), and the next
/// search fills it again; `kept_tables` says whether it is filled.
enum SearchIndex: KeptTable {
    /// The document of the contact `row`: its search text and one more
    /// U+0001 (the text's own separator between its parts), so that two
    /// characters at the very end of the text begin a trigram too, which a
    /// search of two characters finds (`pairQuery`; migration 0020).
    static func document(_ row: String) -> String {
        "\(row).search_text || char(1)"
    }

    /// Every document, from the rows themselves, into `table`: what the
    /// triggers would have written had they always been there. In rowid
    /// order, which FTS5 appends fastest.
    static func documents(into table: String = "search_index") -> [String] {
        ["INSERT INTO \(table) (rowid, text) SELECT document, \(document("contacts")) FROM contacts ORDER BY 1"]
    }

    /// The contact a document belongs to, in SQL: the low 39 bits of its
    /// rowid. A document's rowid is its contact's `document` column
    /// (migration 0021, generated from the row): the first three characters
    /// of its family name's folded form (its family sort key after the
    /// section letter), a byte each (a character past U+00FF by its low
    /// byte, one beyond the key's end as 0), above its id. A search's
    /// matches come out of the index in this order, and the email listing
    /// keeps its rows under it too (`EmailListing`), so the addresses of a
    /// part of a family name's matches lie together: `email --format mutt
    /// Torr` on 100k contacts read 104 pages of them against 1,377 by
    /// contact id (sqlite3), where a page of the page cache read here costs
    /// 1.9 µs and one faulted in through a memory map 4.4 µs. A generated
    /// column, so a write from any program keeps it, and its expression is
    /// parsed once in the table's definition, not in each trigger at every
    /// start. (Until 0021 the rowid was the contact's id; until 0018 the id
    /// shifted left 24 bits, each email having a document too, at 1 + its
    /// position.)
    static let contactOfDocument = contact(ofDocument: "rowid")

    /// The contact of the document `column` holds (a rowid of the index, or
    /// a `document` column), in SQL: its low 39 bits.
    static func contact(ofDocument column: String) -> String {
        "(\(column) & \(contactBits))"
    }

    /// The bits of a document's rowid that hold its contact's id: 2^39 - 1.
    static let contactBits: Int64 = (1 << 39) - 1

    /// The phrase query finding `folded` as a substring; nil when the index
    /// cannot serve it: under three characters (a trigram index has no
    /// token shorter), or holding NUL, which SQLite ends a text at.
    static func phrase(_ folded: String) -> String? {
        var count = 0
        for scalar in folded.unicodeScalars {
            if scalar == "\0" { return nil }
            count += 1
        }
        guard count >= 3 else { return nil }
        // In an FTS5 string only the quote is special, written twice.
        var phrase = "\""
        for character in folded.unicodeScalars {
            if character == "\"" { phrase.unicodeScalars.append("\"") }
            phrase.unicodeScalars.append(character)
        }
        phrase.unicodeScalars.append("\"")
        return phrase
    }

    /// Whether `folded` is two characters (no NUL), which no trigram is but
    /// every trigram starting with them holds (`pairQuery`).
    static func isPair(_ folded: String) -> Bool {
        var scalars = folded.unicodeScalars.makeIterator()
        guard let first = scalars.next(), let second = scalars.next(), scalars.next() == nil else { return false }
        return first != "\0" && second != "\0"
    }

    /// The query finding `pair` (two characters, `isPair`) as a substring:
    /// any of the index's trigrams starting with it, each document ending in
    /// one more character (`document`), read from the index's own list of
    /// terms (`search_index_terms_by_row`, migration 0027); nil when no document
    /// holds the pair. A search of two characters scanned every contact's
    /// search text: the browser's "o" after "t" on 100k contacts spent 77 M of
    /// its 93 M instructions there (callgrind).
    static func pairQuery(_ pair: String, in database: Database) throws -> String? {
        // Every term starting with the pair sorts from it to it followed by the highest code point.
        let terms = try database.cachedStatement("""
            SELECT term FROM search_index_terms_by_row WHERE term >= ?1 AND term < ?1 || char(1114111)
            """).map([pair]) { $0.text(0) }
        guard !terms.isEmpty else { return nil }
        return terms.compactMap(phrase).joined(separator: " OR ")
    }

    static let kept = TriggerKeptTable(
        name: "search_index", empty: "INSERT INTO search_index (search_index) VALUES ('delete-all')")

    /// Every document again, the index emptied first.
    static func fill(in database: Database) throws {
        try database.execute(kept.empty)
        for statement in documents() { try database.execute(statement) }
    }
}

extension SearchIndex {
    /// How the index differs from one built now from the rows (each token
    /// occurrence it has that a fresh build lacks, or lacks that one has):
    /// empty when the triggers kept it in step. For tests; a contentless
    /// index cannot be compared with its rows any other way.
    static func differencesFromRows(_ database: Database) throws -> [String] {
        try database.execute("""
            CREATE VIRTUAL TABLE temp.search_index_fresh USING fts5 (
                text, content = '', tokenize = 'trigram case_sensitive 1', detail = full, columnsize = 0)
            """)
        try database.execute("CREATE VIRTUAL TABLE temp.search_index_terms USING fts5vocab (main, search_index, instance)")
        try database.execute("CREATE VIRTUAL TABLE temp.search_index_fresh_terms USING fts5vocab (temp, search_index_fresh, instance)")
        defer {
            for table in ["search_index_terms", "search_index_fresh_terms", "search_index_fresh"] {
                try? database.execute("DROP TABLE temp.\(table)")
            }
        }
        for statement in documents(into: "temp.search_index_fresh") { try database.execute(statement) }
        // Counted, so a document written twice shows too.
        let occurrence = "quote(term) || ' ' || doc || ' ' || offset || ' x' || count(*)"
        return try database.prepare("""
            WITH live(d) AS (SELECT \(occurrence) FROM temp.search_index_terms GROUP BY term, doc, offset),
                 fresh(d) AS (SELECT \(occurrence) FROM temp.search_index_fresh_terms GROUP BY term, doc, offset)
            SELECT 'extra ' || d FROM (SELECT d FROM live EXCEPT SELECT d FROM fresh)
            UNION ALL SELECT 'missing ' || d FROM (SELECT d FROM fresh EXCEPT SELECT d FROM live)
            """).map { $0.text(0) }
    }
}

extension AddressBook {
    /// Runs `body` with the SQL of `query`, a search's through its listed
    /// matches (`SearchMatches`, filled from the search index when it can
    /// serve the search, else by a scan), in one read transaction with the
    /// check that the index is built: another program's bulk import may
    /// empty it at any moment, and a statement must not read it emptied.
    ///
    /// `readsPages`: the caller reads `sql.page`s, which the listing serves,
    /// so a listing not built yet is built first (`listingIsReady`); an
    /// export's or a count's statement reads the contacts and builds nothing.
    func withEntrySQL<T>(_ query: EntryQuery, readsPages: Bool = false, _ body: (EntrySQL) throws -> T) throws -> T {
        // A search of one letter or digit is found by its letter in every row a read walks: no matches to list.
        guard let search = query.search, SearchLetters.only(search) == nil else {
            return try withListing(query, builds: readsPages) { try body(EntrySQL(query, listingServes: $0)) }
        }
        let phrase = SearchIndex.phrase(search.folded), isPair = SearchIndex.isPair(search.folded)
        let indexed = (phrase != nil || isPair) && searchIndexIsReady()
        return try database.inTransaction(.deferred) {
            if indexed, try SearchIndex.isBuilt(database) {
                let query = try phrase ?? SearchIndex.pairQuery(search.folded, in: database)
                try searchMatches.fill(phrase: query, key: query ?? "\u{2}" + search.folded, digits: search.digits,
                                       in: database)
            } else {
                // Read once into the same table, so every statement of the search
                // looks its contacts up; where not even a temporary table can be
                // written, each statement reads every contact.
                do {
                    try searchMatches.fill(scanning: search, sortOrder: query.sortOrder, in: database)
                } catch let error as SQLiteError
                            where error.isDiskFull || error.isIOError || error.isReadOnly || error.isCannotOpen {
                    return try body(EntrySQL(query))
                }
            }
            let listingServes = try searchMatchesAreMany() && self.listingServes(query)
            return try body(EntrySQL(query, matchesListed: true, listingServes: listingServes))
        }
    }

    /// Whether a search may use the index: built already, or built now
    /// (`tablesAreReady`). False when not: the search then reads every
    /// contact, as it did before the index.
    private func searchIndexIsReady() -> Bool {
        tablesAreReady([SearchIndex.self], waits: true)
    }

    /// Builds the search index and the letter counts (`LetterCounts`) in a
    /// transaction of its own unless both are built already; a browser's
    /// thread calls it at start (see `searchBuildsIndex`).
    public func buildSearchIndexIfMissing() throws {
        try buildIfMissing([SearchIndex.self, LetterCounts.self])
    }

    /// Whether what a browser's thread builds at start (the search index,
    /// the letter counts, the listing) is all built, asked on this
    /// connection; false when it cannot tell.
    public func browserTablesAreBuilt() -> Bool {
        areBuilt([SearchIndex.self, LetterCounts.self, Listing.self])
    }

    /// Whether each of `tables` is built; false when it cannot tell.
    private func areBuilt(_ tables: [any KeptTable.Type]) -> Bool {
        tables.allSatisfy { (try? $0.isBuilt(database)) == true }
    }

    /// Whether a letter's counts can be read from `letter_counts`: built
    /// already, or built now (they alone: a letter needs no search index).
    /// False when not: the counts are then taken from the sort-key index.
    func letterCountsAreReady() -> Bool {
        tablesAreReady([LetterCounts.self], waits: true)
    }

    /// Whether each of `tables` is built: already, or now, in one transaction
    /// of their own outside any other, unless `searchBuildsIndex` is false
    /// (the browser's thread builds them). False when they cannot be written
    /// (a read-only file, a full disk, another program's lock outlasting
    /// the wait): the read goes without them. `waits`: for another
    /// program's lock as a write does (a search), or not at all (a list, a
    /// mail query: `Database.withoutWaiting`).
    func tablesAreReady(_ tables: [any KeptTable.Type], waits: Bool) -> Bool {
        if areBuilt(tables) { return true }
        guard searchBuildsIndex, database.isAutocommit else { return false }
        let build = { try self.buildIfMissing(tables) }
        return (try? (waits ? build() : database.withoutWaiting(build))) != nil
    }

    /// Builds each of `tables` not built yet, in one transaction.
    func buildIfMissing(_ tables: [any KeptTable.Type]) throws {
        if areBuilt(tables) { return }
        try transaction {
            // Another connection may have built them while this one waited for the lock.
            for table in tables where try !table.isBuilt(database) { try table.build(database) }
        }
    }
}
