import Contacts
import SQLite
import Store

/// The contacts one search found, kept in a temporary table of the
/// connection with each one's search-index document: the statements
/// listing, counting and paging the search look its contacts up there
/// instead of each asking the search index (or testing every contact)
/// again, and a mail query finds their addresses by document
/// (`EmailListing`). A search lists a page and a count per section, each
/// its own statement.
///
/// A search of three characters or more asks the trigram indexes for its
/// phrase, one of two the names' index for the trigrams starting with it
/// (`SearchIndex.pairQuery`); any other (one character other than a letter
/// or digit, or text holding NUL) tests every contact's texts. A search of
/// one letter or digit keeps no table: its bit tells its contacts
/// (`SearchLetters`). A number's digits are looked for in the numbers.
///
/// The table holds one search at a time: it is filled again when the
/// search differs, or when the book may have changed since (another
/// connection's commit, `PRAGMA data_version`, or this one's own writes,
/// `Database.totalChanges`).
struct SearchMatches {
    /// The matched contacts' ids, for `IN`.
    static let ids = "(SELECT id FROM temp.search_matches)"
    /// The matched contacts' documents, for `IN`.
    static let documents = "(SELECT document FROM temp.search_matches)"

    /// The search the table holds, and the book's state when it was found; nil for none.
    private var held: (search: SearchTerm, dataVersion: SQLiteValue, changes: Int)?

    /// How reads tell `search`'s contacts apart, its table of matches
    /// filled first where it needs one, inside the read transaction of the
    /// statements that use it.
    mutating func find(_ search: SearchTerm, in database: Database) throws -> ContactFilter.Search {
        if let letter = SearchLetters.only(search) { return .letter(letter) }
        let version = try database.scalar("PRAGMA data_version")
        if let held, held.search == search, held.dataVersion == version, held.changes == database.totalChanges {
            return .matches
        }
        // Forgotten first: a fill stopped half way (a browser's newer search
        // interrupts it) must not pass for the last one's.
        held = nil
        do {
            try database.execute(
                "CREATE TEMP TABLE IF NOT EXISTS search_matches (id INTEGER PRIMARY KEY, document INTEGER NOT NULL)")
            try database.execute("DELETE FROM temp.search_matches")
            for (sql, values) in try Self.inserts(finding: search, in: database) {
                try database.cachedStatement(sql).run(values)
            }
        } catch let error as SQLiteError
                    where error.isDiskFull || error.isIOError || error.isReadOnly || error.isCannotOpen {
            return .scan(search)
        }
        held = (search, version, database.totalChanges)
        return .matches
    }

    /// The statements filling the table with `search`'s contacts and their
    /// documents: from the indexes where they serve it, else by testing
    /// every contact; then the contacts with a number holding its digits.
    private static func inserts(finding search: SearchTerm,
                                in database: Database) throws -> [(String, [SQLiteValue])] {
        var inserts: [(String, [SQLiteValue])]
        if SearchIndex.phrase(search.folded) != nil || SearchIndex.isPair(search.folded) {
            let phrase = try SearchIndex.phrase(search.folded) ?? SearchIndex.pairQuery(search.folded, in: database)
            inserts = phrase.map { phrase in
                // A pair's query is the names' alone: no search of two characters asks the details.
                SearchIndex.tables(for: search).map { table in
                    let (_, query, checked) = SearchIndex.query(table, finding: search.folded, phrase: phrase)
                    let found = table.isKeyedByDocument
                        ? "SELECT \(table.contactOfRowid), rowid FROM \(table.name)"
                        : "SELECT c.id, c.document FROM \(table.name) JOIN contacts c ON c.id = \(table.name).rowid"
                    // An index that keeps no trigram's place finds the documents
                    // holding each trigram of the search: its text tells which hold the search.
                    guard let checked else {
                        return ("INSERT OR IGNORE INTO temp.search_matches \(found) WHERE \(table.name) MATCH ?",
                                [.text(query)])
                    }
                    precondition(!table.isKeyedByDocument, "a text is checked only in an index keyed by contact")
                    return ("INSERT OR IGNORE INTO temp.search_matches \(found) WHERE \(table.name) MATCH ? "
                                + "AND contains(c.\(table.text), ?)", [.text(query), .text(checked)])
                }
            } ?? []
        } else {
            let scan = textCondition(search, on: "c")
            inserts = [("INSERT OR IGNORE INTO temp.search_matches SELECT c.id, c.document FROM contacts c NOT INDEXED WHERE "
                        + scan.text, scan.values)]
        }
        if let numbers = numbersHolding(search.digits) {
            inserts.append(("""
                INSERT OR IGNORE INTO temp.search_matches
                SELECT c.id, c.document FROM contacts c WHERE c.id IN (\(numbers.text))
                """, [numbers.value]))
        }
        return inserts
    }

    /// A SELECT of the ids of the contacts `search` finds, testing every
    /// contact: what a read asks where no table of matches can be written.
    static func contacts(finding search: SearchTerm) -> (text: String, values: [SQLiteValue]) {
        let scan = textCondition(search, on: "s")
        let numbers = numbersHolding(search.digits)
        return ("SELECT s.id FROM contacts s NOT INDEXED WHERE " + scan.text
                    + (numbers.map { " UNION \($0.text)" } ?? ""),
                scan.values + (numbers.map { [$0.value] } ?? []))
    }

    /// That the search texts of contact `alias` its scope looks at hold
    /// `search` (its names' text holds its emails too), testing the letters
    /// the text needs first (`SearchLetters`): most contacts lack one of two
    /// letters, and the integer is cheaper to test than the text.
    private static func textCondition(_ search: SearchTerm, on alias: String) -> (text: String, values: [SQLiteValue]) {
        let term = SQLiteValue.text(search.folded)
        var (condition, values) = ("contains(\(alias).search_text, ?)", [term])
        let letters = SearchLetters.required(search.folded)
        if letters != 0 {
            condition = "\(alias).letters & ? = ? AND " + condition
            values = [.integer(letters), .integer(letters)] + values
        }
        if search.looksAtDetails {
            condition = "(\(condition) OR contains(\(alias).search_details, ?))"
            values.append(term)
        }
        return (condition, values)
    }

    /// A SELECT of the contacts with a number holding `digits` (nil when
    /// there are none): the search indexes do not hold the numbers.
    private static func numbersHolding(_ digits: String) -> (text: String, value: SQLiteValue)? {
        guard !digits.isEmpty else { return nil }
        return ("SELECT contact_id FROM phone_numbers WHERE contains(digits_reversed, ?)", .text(String(digits.reversed())))
    }
}
