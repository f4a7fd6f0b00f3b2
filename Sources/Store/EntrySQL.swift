import Contacts
import SQLite

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
                          WHERE instr(digits_reversed, ?) > 0))
                    """
                values += [.text(search.folded), .text(String(search.digits.reversed()))]
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
        guard order == .familyFirst else { return "c.display_name" }
        return """
            CASE WHEN c.given_name = '' AND c.family_name = '' THEN c.display_name \
            WHEN c.given_name = '' THEN c.family_name WHEN c.family_name = '' THEN c.given_name \
            ELSE c.family_name || ' ' || c.given_name END
            """
    }
}
