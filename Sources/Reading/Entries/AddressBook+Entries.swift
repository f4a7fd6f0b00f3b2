import Contacts
import SQLite
import Store

/// The queries that read entries: pages of the list either way from a key,
/// what a page leaves, how many contacts a query has, and lookup by number.
/// Each selects `ContactSQL.columns` and decodes rows with `EntrySQL.entry`.
extension AddressBook {
    /// Up to `limit` entries of `query` in list order, strictly after `key`
    /// (from the start when nil). One indexed range scan: a page costs the
    /// same at the end of a 100k book as at its start.
    public func entries(_ query: EntryQuery, after key: EntryKey? = nil, limit: Int) throws -> [PhoneEntry] {
        try entries(query, beyond: key, forward: true, limit: limit)
    }

    /// Up to `limit` entries of `query` strictly before `key` (up to the very
    /// end when nil), nearest the key, in list order: the last page of a
    /// section, or the page above a block read from its end. The same index
    /// read backwards (ORDER BY … DESC, no sort step), so the last page of a
    /// 100k book costs what its first does.
    public func entries(_ query: EntryQuery, before key: EntryKey?, limit: Int) throws -> [PhoneEntry] {
        try entries(query, beyond: key, forward: false, limit: limit).reversed()
    }

    /// Entries read from `key` (or from an end) in the direction given, nearest first.
    private func entries(_ query: EntryQuery, beyond key: EntryKey?, forward: Bool, limit: Int) throws -> [PhoneEntry] {
        // The details the listing keeps beside each entry, when the page is read from it.
        var listed: [ContactID: String]?
        let names = query.namesBooks ? try bookNames() : nil
        let entries = try withEntrySQL(query) { sql in
            let (text, values) = sql.page(beyond: key, forward: forward, limit: limit)
            guard sql.readsListing, query.distinguishesSharedNames else {
                return try database.cachedStatement(text).map(values) { EntrySQL.entry($0, bookNames: names) }
            }
            var details: [ContactID: String] = [:]
            let entries = try database.cachedStatement(text).map(values) { row in
                if !row.isNull(EntrySQL.listedDetailColumn) {
                    details[row.int64(0)] = row.text(EntrySQL.listedDetailColumn)
                }
                return EntrySQL.entry(row, bookNames: names)
            }
            listed = details
            return entries
        }
        guard query.distinguishesSharedNames else { return entries }
        // A read from an end of the query's range (no key), or one that came
        // back short of `limit` (or had none, -1), met that end: nothing lies beyond it there.
        let fromEnd = key == nil, metEnd = limit < 0 || entries.count < limit
        let ends = forward ? (before: !fromEnd, after: !metEnd) : (before: !metEnd, after: !fromEnd)
        let ordered = forward ? entries : entries.reversed()
        let distinguished = try distinguishingSharedNames(ordered, of: query, listedDetails: listed,
                                                          readsBefore: ends.before, readsAfter: ends.after)
        return forward ? distinguished : distinguished.reversed()
    }

    /// The entries whose number is `number`, however either is written, as a
    /// phone matches a caller: equal digits, or one ends with the other over
    /// at least `PhoneDigits.minimumTrailingMatch` digits (a number stored
    /// without its country code), either side in national form also read in
    /// `region` (see `PhoneNumberForms`). A range scan on the reversed
    /// digits finds the candidates sharing the last digits (every form of a
    /// number ends as it does); `PhoneNumberForms.matches` decides.
    /// Only book `book`'s, when given.
    public func entries(withNumber number: String, region: Region? = nil, displayOrder: NameOrder,
                        book: BookID? = nil) throws -> [PhoneEntry] {
        let reversed = PhoneDigits.reversedDigits(of: number)
        guard !reversed.isEmpty else { return [] }
        let prefix = String(reversed.prefix(PhoneDigits.minimumTrailingMatch))
        // ":" is the character after "9": [prefix, prefix + ":") holds every key starting with prefix.
        let candidates = try database.cachedStatement("""
            SELECT \(ContactSQL.columns(sortColumn: "sort_key_family", displayOrder: displayOrder))
            FROM phone_numbers p JOIN contacts c ON c.id = p.contact_id
            WHERE p.digits_reversed >= ?1 AND p.digits_reversed < ?2 AND (?3 IS NULL OR c.book_id = ?3)
            ORDER BY c.sort_key_family, c.id, p.position
            """).map([prefix, prefix + ":", book]) { EntrySQL.entry($0) }
        let wanted = PhoneNumberForms(number, region: region)
        return candidates.filter { entry in
            entry.phone.map { wanted.matches(PhoneNumberForms($0.number, region: region)) } ?? false
        }
    }

    /// How many contacts have an entry in `query`, loaded or not (the
    /// starred: what Favorites says it holds), counted from the contacts its
    /// index range or the starred index gives. The letter sections' counts
    /// are read all at once (`contactCountsBySection`): stored in
    /// `section_counts`, since SQLite counts by scanning, and 27 sections of
    /// a 100k book would be a scan of every contact.
    public func contactCount(_ query: EntryQuery) throws -> Int {
        try withEntrySQL(query) { sql in
            try database.cachedStatement("SELECT count(*) FROM contacts c WHERE 1" + sql.filter)
                .first(sql.filterValues) { $0.int(0) } ?? 0
        }
    }

    /// How many contacts `query`, of the whole book, has in each section,
    /// by title ("A"..."Z", "#"; a section without one is left out): a
    /// contact's section is its sort key's first character, as
    /// `section_counts` has it. Without a search, those are the stored
    /// counts. A search's are counted by the store from the matches, so
    /// its sections need not read every matching entry: the browser's
    /// first letter on 100k contacts read 55k entries as rows to count
    /// them. Every match of a scan's search is counted from the table of
    /// matches, which has each one's section (`SearchMatches`).
    public func contactCountsBySection(_ query: EntryQuery) throws -> [String: Int] {
        precondition(query.section == nil, "counted by section over the whole book")
        if query.search == nil, !query.isNarrowed, let book = query.book {
            return try contactCountsBySection(ofBook: book, query.sortOrder)
        }
        if query.search == nil, !query.isNarrowed {
            var counts: [String: Int] = [:]
            try database.cachedStatement("SELECT section, contacts FROM section_counts WHERE sort_order = ? AND contacts > 0")
                .forEachRow([query.sortOrder.rawValue]) { counts[$0.text(0)] = $0.int(1) }
            return counts
        }
        return try withEntrySQL(query) { sql in
            if sql.selectsEveryMatch, let letter = sql.letter, query.book == nil {
                // A letter's matches, counted as contacts are written (`LetterCounts`);
                // counted in each section's range of a sort-key index they step
                // through every contact.
                var counts: [String: Int] = [:]
                try database.cachedStatement("""
                    SELECT section, contacts FROM letter_counts
                    WHERE sort_order = ? AND letter = ? AND contacts > 0
                    """).forEachRow([query.sortOrder.rawValue, Int64(letter.trailingZeroBitCount)]) { row in
                        counts[row.text(0)] = row.int(1)
                    }
                return counts
            }
            if sql.selectsEveryMatch, sql.letter == nil, searchMatches.hasSections {
                return try searchMatches.contactsBySection(in: database)
            }
            var counts: [String: Int] = [:]
            try database.cachedStatement("""
                SELECT \(SearchMatches.section(of: "c", query.sortOrder)), count(*)
                FROM contacts c WHERE 1\(sql.filter) GROUP BY 1
                """).forEachRow(sql.filterValues) { counts[$0.text(0)] = $0.int(1) }
            return counts
        }
    }

    /// What is left of `query` after `key`: the contacts sorted after its
    /// contact, plus its contact when it has later numbers. Counts contacts,
    /// not entries: the contacts index answers that alone, where counting
    /// entries joins every number (measured on 100k contacts, every section:
    /// 6 ms against 60 ms), and a first page must stay well under 20 ms.
    public func remaining(_ query: EntryQuery, after key: EntryKey) throws -> RemainingEntries {
        // Plain ranges, each with a single lower bound: (key, section end), then the key's
        // own sort key past its id. A row-value comparison, or a second lower bound, makes
        // SQLite compare every index entry again (measured over every section of 100k
        // contacts: 6 ms, against 10 ms with two bounds and 12 ms with row values).
        let column = "c.\(query.sortOrder == .familyFirst ? "sort_key_family" : "sort_key_given")"
        if let section = query.section, query.search == nil, !query.isNarrowed, query.book == nil {
            return try remaining(inSection: section, of: query, after: key, column: column)
        }
        let later = try withEntrySQL(query) { sql in
            var after = "\(column) > ?"
            var afterValues: [SQLiteValue] = [.text(key.sortKey)]
            if let high = sql.sectionRange?.high {
                after += " AND \(column) < ?"
                afterValues.append(.text(high))
            }
            return try database.cachedStatement("""
                SELECT (SELECT count(*) FROM contacts c WHERE \(after)\(sql.otherFilters))
                     + (SELECT count(*) FROM contacts c WHERE \(column) = ? AND c.id > ?\(sql.otherFilters))
                """)
                .first(afterValues + sql.otherValues
                       + [SQLiteValue.text(key.sortKey), .integer(key.contactID)] + sql.otherValues) { $0.int(0) } ?? 0
        }
        return try remaining(contactsAfter: later, key: key)
    }

    /// A whole section, unfiltered: its stored count less the contacts up to
    /// the key, which costs what the pages before the key cost, not what
    /// the rest of the section would.
    private func remaining(inSection section: String, of query: EntryQuery, after key: EntryKey,
                           column: String) throws -> RemainingEntries {
        let (low, _) = EntrySQL.keyRange(ofSection: section)
        let order = query.sortOrder.rawValue
        let later = try database.cachedStatement("""
            SELECT coalesce((SELECT contacts FROM section_counts WHERE sort_order = ? AND section = ?), 0)
                 - (SELECT count(*) FROM contacts c WHERE \(column) >= ? AND \(column) < ?)
                 - (SELECT count(*) FROM contacts c WHERE \(column) = ? AND c.id <= ?)
            """).first([order, section, low, key.sortKey, key.sortKey, key.contactID]) { $0.int(0) } ?? 0
        return try remaining(contactsAfter: max(0, later), key: key)
    }

    private func remaining(contactsAfter later: Int, key: EntryKey) throws -> RemainingEntries {
        let continues = try database.cachedStatement(
            "SELECT EXISTS (SELECT 1 FROM phone_numbers WHERE contact_id = ? AND position > ?)")
            .first([key.contactID, key.position]) { $0.bool(0) } ?? false
        return RemainingEntries(contacts: later + (continues ? 1 : 0), continuesContact: continues)
    }
}

extension AddressBook {
    /// `contactCountsBySection` of one book's contacts, from the book index
    /// (`contacts_by_book`): in family order a range count a section, which
    /// reads the book's entries once and sorts nothing; in given-first order
    /// the book's entries grouped by section, its group cards left out by
    /// their keys (in no section, as `section_counts` counts none).
    private func contactCountsBySection(ofBook book: BookID, _ order: NameOrder) throws -> [String: Int] {
        var counts: [String: Int] = [:]
        guard order == .familyFirst else {
            try database.cachedStatement("""
                SELECT \(SearchMatches.section(of: "c", order)), count(*)
                FROM contacts c INDEXED BY contacts_by_book
                WHERE c.book_id = ? AND \(ContactSQL.personKey("c.sort_key_given")) GROUP BY 1
                """).forEachRow([book]) { counts[$0.text(0)] = $0.int(1) }
            return counts
        }
        let statement = try database.cachedStatement("""
            SELECT count(*) FROM contacts INDEXED BY contacts_by_book
            WHERE book_id = ? AND sort_key_family >= ? AND sort_key_family < ?
            """)
        for title in EntryQuery.sectionTitles {
            let (low, high) = EntrySQL.keyRange(ofSection: title)
            let count = try statement.first([book, low, high]) { $0.int(0) } ?? 0
            if count > 0 { counts[title] = count }
        }
        return counts
    }
}
