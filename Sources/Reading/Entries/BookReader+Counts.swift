import Contacts
import SQLite
import Store

/// How many contacts a query holds: in each section, in all, after a key.
/// Counts are of contacts, not entries: a contact's row answers them
/// alone, where counting entries joins every number.
extension BookReader {
    /// How many contacts `query`, of the whole book, has in each section,
    /// by title ("A"..."Z", "#"; a section without one is left out): a
    /// contact's section is its sort key's first character, as
    /// `section_counts` has it. Each book's counts are kept as contacts are
    /// written (`section_counts`), and a letter's (`letter_counts`): a
    /// query of one book reads its own, of every book each book's summed;
    /// SQLite counts by reading every row it counts. The others are tallied
    /// from the sort keys of the contacts the filter keeps, where grouping
    /// them in SQL sorts every title in a temporary b-tree (one book of
    /// 100k contacts: 5 ms read, 38 ms grouped).
    public func contactCountsBySection(_ query: EntryQuery) throws -> [String: Int] {
        precondition(query.section == nil, "counted by section over the whole book")
        return try withFilter(query) { filter in
            let table: String
            var conditions = "sort_order = ?", values: [SQLiteValue] = [.text(query.sortOrder.rawValue)]
            if filter.keepsWholeBooks {
                table = "section_counts"
            } else if let letter = filter.onlyLetter {
                table = "letter_counts"
                conditions += " AND letter = ?"
                values.append(.integer(Int64(letter.trailingZeroBitCount)))
            } else {
                return try tallySections(keptBy: filter)
            }
            if let book = filter.book {
                conditions += " AND book_id = ?"
                values.append(.integer(book))
            }
            var counts: [String: Int] = [:]
            let statement = try database.cachedStatement("""
                SELECT section, sum(contacts) AS contacts FROM \(table) WHERE \(conditions)
                GROUP BY section HAVING sum(contacts) > 0
                """)
            let section = statement.columnIndex("section")!, contacts = statement.columnIndex("contacts")!
            try statement.forEachRow(values) { counts[$0.text(section)] = $0.int(contacts) }
            return counts
        }
    }

    /// Each section's count of the contacts `filter` keeps, tallied by the
    /// first byte of their sort keys, as `SectionCounts` tallies its own: a
    /// key phonebook writes starts in ASCII, any other is titled whole.
    private func tallySections(keptBy filter: ContactFilter) throws -> [String: Int] {
        let column = "c.\(filter.sortColumn)", kept = filter.conditions(on: "c")
        let statement = try database.cachedStatement(
            "SELECT \(column) AS sort_key FROM contacts c WHERE \(ContactSQL.personKey(column))\(kept.text)")
        let sortKey = statement.columnIndex("sort_key")!
        var byFirstByte = [Int](repeating: 0, count: 128), counts: [String: Int] = [:]
        try statement.forEachRow(kept.values) { row in
            let key = row.textBytes(sortKey)
            if let first = key.first, first < 0x80 { return byFirstByte[Int(first)] += 1 }
            counts[SortKey.sectionTitle(ofRawKeyBytes: key), default: 0] += 1
        }
        for (byte, contacts) in byFirstByte.enumerated() where contacts > 0 {
            counts[SortKey.sectionTitle(ofRawKeyBytes: [UInt8(byte)]), default: 0] += contacts
        }
        return counts
    }

    /// What is left of `query` after `key`: the contacts sorted after its
    /// contact, plus its contact when it has later numbers. Plain ranges of
    /// the sort-key index, each with a single lower bound: (key, section
    /// end), then the key's own sort key past its id.
    public func remaining(_ query: EntryQuery, after key: EntryKey) throws -> RemainingEntries {
        let later = try withFilter(query) { filter in
            let column = "c.\(filter.sortColumn)"
            let high = query.section.map { PageSQL.keyRange(ofSection: $0).high }
            let kept = filter.conditions(on: "c")
            var values: [SQLiteValue] = [.text(key.sortKey)]
            if let high { values.append(.text(high)) }
            values += kept.values + [.text(key.sortKey), .integer(key.contactID)] + kept.values
            return try database.cachedStatement("""
                SELECT (SELECT count(*) FROM contacts c WHERE \(column) > ?\(high == nil ? "" : " AND \(column) < ?")\(kept.text))
                     + (SELECT count(*) FROM contacts c WHERE \(column) = ? AND c.id > ?\(kept.text))
                """).first(values) { $0.int(0) } ?? 0
        }
        let continues = try database.cachedStatement(
            "SELECT EXISTS (SELECT 1 FROM phone_numbers WHERE contact_id = ? AND position > ?)")
            .first([key.contactID, key.position]) { $0.bool(0) } ?? false
        return RemainingEntries(contacts: later + (continues ? 1 : 0), continuesContact: continues)
    }

    /// The ids of the contacts `search` matches (as `list --search` matches
    /// them) and, with `starredOnly`, that are starred, of book `book` when
    /// given; every contact when none narrows. In family-name order, each
    /// once: the contacts a subset export takes, exactly those `list` shows.
    public func contactIDs(search: SearchTerm?, starredOnly: Bool, book: BookID? = nil) throws -> [ContactID] {
        let query = EntryQuery(sortOrder: .familyFirst, displayOrder: .familyFirst,
                               search: search, starredOnly: starredOnly, book: book)
        return try withFilter(query) { filter in
            let kept = filter.conditions(on: "c")
            return try database.cachedStatement("""
                SELECT c.id FROM contacts c WHERE \(ContactSQL.personKey("c.sort_key_family"))\(kept.text)
                ORDER BY c.sort_key_family, c.id
                """).map(kept.values) { $0.int64(0) }
        }
    }
}
