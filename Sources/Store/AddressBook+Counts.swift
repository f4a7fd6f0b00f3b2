/// How much the address book holds, for `info` and the debug page.
public struct Counts: Sendable, Equatable {
    public var contacts: Int
    public var phoneNumbers: Int
    public var emails: Int
    public var starred: Int
}

extension AddressBook {
    public func counts() throws -> Counts {
        let statement = try database.cachedStatement("""
            SELECT (SELECT count(*) FROM contacts),
                   (SELECT count(*) FROM phone_numbers),
                   (SELECT count(*) FROM emails),
                   (SELECT count(*) FROM contacts WHERE starred = 1)
            """)
        return try statement.first { row in
            Counts(contacts: row.int(0), phoneNumbers: row.int(1), emails: row.int(2), starred: row.int(3))
        } ?? Counts(contacts: 0, phoneNumbers: 0, emails: 0, starred: 0)
    }
}

extension AddressBook {
    /// How many contacts have an entry in `query`, loaded or not: what the
    /// browser's position counts up to. A whole section, unfiltered, is one
    /// row of `section_counts` (SQLite counts by scanning, and 27 sections of
    /// a 100k book would be a scan of every contact); anything narrower (a
    /// search within a section, the starred) counts the contacts its index
    /// range or the starred index gives.
    public func contactCount(_ query: EntryQuery) throws -> Int {
        if let section = query.section, query.search == nil, !query.starredOnly {
            return try database.cachedStatement(
                "SELECT contacts FROM section_counts WHERE sort_order = ? AND section = ?")
                .first([query.sortOrder.rawValue, section]) { $0.int(0) } ?? 0
        }
        let sql = EntrySQL(query)
        return try database.cachedStatement("SELECT count(*) FROM contacts c WHERE 1" + sql.filter)
            .first(sql.filterValues) { $0.int(0) } ?? 0
    }
}
