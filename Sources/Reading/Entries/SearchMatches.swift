import Contacts
import SQLite
import Store

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
    /// The matched contacts' ids, for `IN`: the table has a second column.
    static let ids = "(SELECT id FROM temp.\(table))"

    /// The key of the search the table holds (`key(_:)`, or a scan's); nil for none.
    private var searchKey: String?
    private var digits = ""
    /// The book the matches were kept of; nil for every book.
    private var book: BookID?
    /// The sort order whose sections the matches have: a scan's; nil for
    /// the index's, which have none, as finding one seeks the match's row.
    private var sectionOrder: NameOrder?
    /// Whether each match has its section.
    var hasSections: Bool { sectionOrder != nil }
    /// Whether each match has its document's rowid: filled from the names'
    /// index alone (a search that leaves the details out, `key(_:)`), not from the
    /// details' (whose rowids are ids) nor by a scan (whose sort-key index
    /// holds no family key in the given-first order).
    var hasDocuments: Bool { searchKey?.hasPrefix(Self.namesKey) == true }
    /// How many contacts the table holds.
    private(set) var count = 0
    private var dataVersion: SQLiteValue = .null
    private var totalChanges = -1

    /// Makes the table hold the contacts whose documents match `queries`
    /// (each a query of its index: `SearchIndex.query(_:finding:phrase:)`
    /// or `pairQuery`) and, for a query with a text to check, whose text in
    /// that index holds it too (one that keeps no trigram's place, whose
    /// documents may hold each trigram of a search but not the search), or
    /// with a number holding `digits`, without their sections; inside
    /// the read transaction of the statements that use it. The matches are
    /// few, and a mail query never counts them: taking each one's section
    /// sought its row, 4,061 page reads against 2,504 for `email --format
    /// mutt Torr` on 100k contacts (52.0 M instructions against 32.4 M).
    /// `key` tells the search apart (`key(_:)`).
    ///
    /// Each match of the names' index keeps its document's rowid too
    /// (`SearchIndex.contactOfDocument`), by which the email listing finds
    /// its addresses (`hasDocuments`); one of the details' index has none.
    mutating func fill(_ queries: [(table: SearchIndex.Table, query: String, checked: String?)], key: String,
                       digits: String, book: BookID? = nil, in database: Database) throws {
        var inserts: [(sql: String, values: [SQLiteValue])] = queries.map { table, query, checked in
            guard let checked else {
                return ("""
                    INSERT OR IGNORE INTO temp.\(Self.table) (id, document)
                    SELECT \(table.contactOfRowid), \(table.isKeyedByDocument ? "rowid" : "NULL") FROM \(table.name)
                    WHERE \(table.name) MATCH ?
                    """, [.text(query)])
            }
            // Keyed by the contact's id: each document found seeks its contact's row.
            precondition(!table.isKeyedByDocument, "a text is checked only in an index keyed by contact")
            return ("""
                INSERT OR IGNORE INTO temp.\(Self.table) (id, document)
                SELECT c.id, NULL FROM \(table.name) JOIN contacts c ON c.id = \(table.name).rowid
                WHERE \(table.name) MATCH ? AND contains(c.\(table.text), ?)
                """, [.text(query), .text(checked)])
        }
        // The numbers are not in the index: a scan of them alone, each found contact's document worked out.
        if let numbers = EntrySQL.numbersHolding(digits) {
            inserts.append(("""
                WITH found(id) AS (\(numbers.contacts))
                INSERT OR IGNORE INTO temp.\(Self.table) (id, document)
                SELECT c.id, c.document FROM found JOIN contacts c ON c.id = found.id
                """, [numbers.value]))
        }
        try fill(key: key, digits: digits, sections: nil, book: book, inserts: inserts, in: database)
    }

    /// What tells a search through the indexes apart from another: its
    /// folded text and the indexes its scope asks (the digits are compared
    /// apart). It starts with U+0002, which no scan's key does.
    static func key(_ search: SearchTerm) -> String {
        (search.looksAtDetails ? "\u{2}*" : namesKey) + search.folded
    }

    /// How the key of a search of the names alone begins.
    private static let namesKey = "\u{2}n"

    /// Makes the table hold the contacts `search` finds, each with its
    /// section in `sortOrder`, read as a search
    /// the index cannot serve reads them (`EntrySQL`'s filter: one
    /// character other than a letter or digit, which need no table, see
    /// `SearchLetters`, or any search before the index is built): the search
    /// text, emails and all (0018), testing the letters first (0017), from
    /// the contacts table read end to end, and the numbers from their table.
    /// Since migration 0023 no index carries the text: walked in a sort-key
    /// index's order, each contact's row was sought, 197-202 ms against
    /// 60-82 ms for "to" on 100k contacts (sqlite3). Once for
    /// every statement of the search, where each statement scanned them
    /// again: `list --search ab` on 100k contacts, a statement per section.
    ///
    /// One insert a place the search looks (`EntrySQL.searchPlaces`): as
    /// one statement asking for any of them, each contact whose text did
    /// not match was looked up in the set of the other place's matches
    /// (before 0018, the emails'): the first
    /// page of `list --search j` on 100k contacts took 96 ms against 77 ms
    /// (median of 15, alternating).
    mutating func fill(scanning search: SearchTerm, sortOrder: NameOrder, book: BookID? = nil,
                       in database: Database) throws {
        let places = EntrySQL.searchPlaces(search)
        let text = "INSERT OR IGNORE INTO temp.\(Self.table) (id, section) SELECT c.id, \(Self.section(of: "c", sortOrder)) "
            + "FROM contacts c NOT INDEXED WHERE " + places.text.condition
        try fill(key: "\u{0}" + search.folded, digits: search.digits, sections: sortOrder, book: book,
                 inserts: [(text, places.text.values)]
                     + places.others.map { (Self.inserting($0.contacts, sortOrder), [$0.value]) },
                 in: database)
    }

    /// The insert of the contacts `contacts` (a SELECT of ids) finds, with
    /// their sections; a contact found already is not looked up again.
    private static func inserting(_ contacts: String, _ sortOrder: NameOrder) -> String {
        """
        WITH found(id) AS (\(contacts))
        INSERT OR IGNORE INTO temp.\(table) (id, section)
        SELECT found.id, (SELECT \(section(of: "c", sortOrder)) FROM contacts c WHERE c.id = found.id)
        FROM found WHERE found.id NOT IN \(ids)
        """
    }

    /// The section title ("A"..."Z", "#") of the contact `alias`, as
    /// `section_counts` has it: its sort key's first character, "~" for "#".
    static func section(of alias: String, _ sortOrder: NameOrder) -> String {
        let key = "\(alias).\(sortOrder == .familyFirst ? "sort_key_family" : "sort_key_given")"
        return "CASE WHEN substr(\(key), 1, 1) = '~' THEN '#' ELSE substr(\(key), 1, 1) END"
    }

    /// Fills the table by `inserts` unless it holds `key`'s contacts already
    /// for the book as it is, with the sections of `sections` (none when
    /// nil), then keeps only book `book`'s (every book's when nil). A key
    /// starting with NUL is a scan's (no phrase holds NUL:
    /// `SearchIndex.phrase`).
    private mutating func fill(key: String, digits: String, sections: NameOrder?, book: BookID?,
                               inserts: [(sql: String, values: [SQLiteValue])], in database: Database) throws {
        let version = try database.scalar("PRAGMA data_version")
        if key == searchKey, digits == self.digits, sections == sectionOrder, book == self.book,
           version == dataVersion, database.totalChanges == totalChanges { return }
        // Forgotten first: a fill stopped half way (a browser's newer search
        // interrupts it) must not leave the table passing for the last one's.
        searchKey = nil
        sectionOrder = nil
        try database.execute(
            "CREATE TEMP TABLE IF NOT EXISTS \(Self.table) (id INTEGER PRIMARY KEY, section TEXT, document INTEGER)")
        try database.execute("DELETE FROM temp.\(Self.table)")
        let before = database.totalChanges
        for insert in inserts { try database.cachedStatement(insert.sql).run(insert.values) }
        count = database.totalChanges - before  // the table was emptied: what the inserts added is all it holds
        if let book {
            // Each match's book sought by its id: the matches are few beside the book.
            try database.cachedStatement("""
                DELETE FROM temp.\(Self.table) WHERE (SELECT book_id FROM contacts WHERE id = \(Self.table).id) IS NOT ?
                """).run([book])
            count -= database.changes
        }
        (searchKey, self.digits, sectionOrder, self.book, dataVersion, totalChanges)
            = (key, digits, sections, book, version, database.totalChanges)
    }

    /// How many of the matches each section has, by title (a section
    /// without one left out), when they have their sections
    /// (`hasSections`), read from the table: each match's section
    /// was taken as it was found, where counting them sought every match's
    /// row again (browse's first letter "j" on 100k contacts, 17,089
    /// matches: 86.7 M instructions against 42.7 M with SQLite's GROUP BY,
    /// which sorted them, and 12.5 M counted here by each title's byte).
    func contactsBySection(in database: Database) throws -> [String: Int] {
        // A title is one ASCII character ("A"..."Z", "#"): counted by that byte.
        var byByte = [Int](repeating: 0, count: 128), others: [String: Int] = [:]
        try database.cachedStatement("SELECT section FROM temp.\(Self.table)").forEachRow { row in
            if let first = row.textBytes(0).first, first < 0x80 { byByte[Int(first)] += 1 } else {
                others[SortKey.sectionTitle(ofRawKey: row.text(0)), default: 0] += 1
            }
        }
        for (byte, count) in byByte.enumerated() where count > 0 {
            others[String(UnicodeScalar(UInt8(byte))), default: 0] += count
        }
        return others
    }
}

/// The connection's `SearchMatches`, kept in the book (`AddressBook.searchMatchesBox`).
final class SearchMatchesBox {
    var matches = SearchMatches()
}

extension AddressBook {
    /// Which search the connection's table of matches holds.
    var searchMatches: SearchMatches {
        get { matchesBox.matches }
        set { matchesBox.matches = newValue }
    }

    private var matchesBox: SearchMatchesBox {
        if let box = searchMatchesBox as? SearchMatchesBox { return box }
        let box = SearchMatchesBox()
        searchMatchesBox = box
        return box
    }

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
