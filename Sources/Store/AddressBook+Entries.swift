import Contacts
import SQLite

extension AddressBook {
    /// Up to `limit` entries of `query` in list order, strictly after `key`
    /// (from the start when nil). One indexed range scan: a page costs the
    /// same at the end of a 100k book as at its start.
    public func entries(_ query: EntryQuery, after key: EntryKey? = nil, limit: Int) throws -> [PhoneEntry] {
        let sql = EntrySQL(query)
        var values = sql.filterValues
        var text = sql.select + sql.filter
        if let key {
            // Row values let SQLite seek the (sort key, id) index to the key.
            text += " AND (c.\(sql.sortColumn), c.id) >= (?, ?) AND ((c.\(sql.sortColumn), c.id) > (?, ?) OR p.position > ?)"
            values += [.text(key.sortKey), .integer(key.contactID), .text(key.sortKey), .integer(key.contactID),
                       .integer(Int64(key.position))]
        }
        text += " ORDER BY c.\(sql.sortColumn), c.id, p.position LIMIT ?"
        values.append(.integer(Int64(limit)))
        return try database.cachedStatement(text).map(values) { row in
            PhoneEntry(
                key: EntryKey(sortKey: row.text(2), contactID: row.int64(0),
                              position: row.isNull(4) ? EntryKey.noNumber : row.int(4)),
                uid: row.text(1),
                name: row.text(3),
                phone: row.isNull(4) ? nil : PhoneRecord(label: row.text(5), number: row.text(6)))
        }
    }

    /// What is left of `query` after `key`: the contacts sorted after its
    /// contact, plus its contact when it has later numbers. Counts contacts,
    /// not entries: the contacts index answers that alone, where counting
    /// entries joins every number (measured on 100k contacts, every section:
    /// 6 ms against 60 ms), and a first page must stay well under 20 ms.
    public func remaining(_ query: EntryQuery, after key: EntryKey) throws -> RemainingEntries {
        let sql = EntrySQL(query)
        // Plain ranges, each with a single lower bound: (key, section end), then the key's
        // own sort key past its id. A row-value comparison, or a second lower bound, makes
        // SQLite compare every index entry again (measured over every section of 100k
        // contacts: 6 ms, against 10 ms with two bounds and 12 ms with row values).
        let column = "c.\(sql.sortColumn)"
        var after = "\(column) > ?"
        var afterValues: [SQLiteValue] = [.text(key.sortKey)]
        if let high = sql.sectionEnd {
            after += " AND \(column) < ?"
            afterValues.append(.text(high))
        }
        let later = try database.cachedStatement("""
            SELECT (SELECT count(*) FROM contacts c WHERE \(after)\(sql.otherFilters))
                 + (SELECT count(*) FROM contacts c WHERE \(column) = ? AND c.id > ?\(sql.otherFilters))
            """)
            .first(afterValues + sql.otherValues
                   + [SQLiteValue.text(key.sortKey), .integer(key.contactID)] + sql.otherValues) { $0.int(0) } ?? 0
        let continues = try database.cachedStatement(
            "SELECT EXISTS (SELECT 1 FROM phone_numbers WHERE contact_id = ? AND position > ?)")
            .first([key.contactID, key.position]) { $0.bool(0) } ?? false
        return RemainingEntries(contacts: later + (continues ? 1 : 0), continuesContact: continues)
    }
}

/// What a page leaves for later.
public struct RemainingEntries: Sendable, Equatable {
    /// Contacts with at least one entry after the key.
    public var contacts: Int
    /// True when the next entry is another number of the key's own contact.
    public var continuesContact: Bool

    public init(contacts: Int, continuesContact: Bool) {
        self.contacts = contacts
        self.continuesContact = continuesContact
    }
}

/// The SQL text of an entry query. Only fixed fragments are spliced in
/// (which sort column, which filters apply); every value is bound.
struct EntrySQL {
    let sortColumn: String
    let select: String
    /// " AND …" clauses on the contact `c`: the section's key range, then the other filters.
    let filter: String
    let filterValues: [SQLiteValue]
    /// The filters other than the section's key range (starred, search).
    let otherFilters: String
    let otherValues: [SQLiteValue]
    /// Where the section's keys end (exclusive); nil for every section.
    let sectionEnd: String?

    init(_ query: EntryQuery) {
        sortColumn = query.sortOrder == .familyFirst ? "sort_key_family" : "sort_key_given"
        // A search of the whole book reads every contact anyway: one sequential scan and a
        // sort of the matches beats visiting the table in index order (measured on 100k
        // contacts: 33 ms against 161 ms). Within one section, or for the starred, the
        // indexes narrow the rows first.
        let scan = query.search != nil && query.section == nil && !query.starredOnly ? " NOT INDEXED" : ""
        select = """
            SELECT c.id, c.uid, c.\(sortColumn), \(Self.nameSQL(query.displayOrder)), p.position, p.label, p.number
            FROM contacts c\(scan) LEFT JOIN phone_numbers p ON p.contact_id = c.id WHERE 1
            """
        var filter = ""
        var values: [SQLiteValue] = []
        if query.starredOnly {
            filter += " AND c.starred = 1"
        }
        if let search = query.search {
            if search.digits.isEmpty {
                filter += " AND instr(c.search_text, ?) > 0"
                values.append(.text(search.folded))
            } else {
                // One pass over the numbers builds the set of matching contacts.
                filter += """
                     AND (instr(c.search_text, ?) > 0 OR c.id IN (SELECT contact_id FROM phone_numbers
                          WHERE instr(digits, ?) > 0))
                    """
                values += [.text(search.folded), .text(search.digits)]
            }
        }
        otherFilters = filter
        otherValues = values
        if let section = query.section {
            let (low, high) = Self.keyRange(ofSection: section)
            sectionEnd = high
            self.filter = " AND c.\(sortColumn) >= ? AND c.\(sortColumn) < ?" + filter
            filterValues = [.text(low), .text(high)] + values
        } else {
            sectionEnd = nil
            self.filter = filter
            filterValues = values
        }
    }

    /// The sort keys of a section lie in [low, high): "A" up to "B", and
    /// "#" (stored as "~") up to DEL, the next ASCII character.
    static func keyRange(ofSection title: String) -> (String, String) {
        guard let scalar = title.unicodeScalars.first, title != "#" else {
            return (String(SortKey.otherSection), "\u{7F}")
        }
        return (title, String(UnicodeScalar(UInt8(scalar.value + 1))))
    }

    /// `PersonName.formatted` in SQL, so a listing reads one finished string per row.
    static func nameSQL(_ order: NameOrder) -> String {
        let pair = order == .givenFirst
            ? "c.given_name || ' ' || c.family_name" : "c.family_name || ' ' || c.given_name"
        return """
            CASE WHEN c.given_name = '' AND c.family_name = '' THEN c.display_name \
            WHEN c.given_name = '' THEN c.family_name WHEN c.family_name = '' THEN c.given_name \
            ELSE \(pair) END
            """
    }
}
