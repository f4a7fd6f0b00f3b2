import Contacts
import SQLite

/// How many contacts each book holds in each section, per sort order
/// (`section_counts`), which a page reads as its sections' counts; and how
/// many of them have each letter or digit (`letter_counts`, migration 0019:
/// `SearchLetters`' bits), which a search of one letter or digit reads as
/// its counts. Both by book since migration 0036.
///
/// A read model (`ReadModel`): kept in step by their triggers in the
/// transaction of every write, filled again by a bulk import, added to by
/// a write that only adds contacts.
enum SectionCounts: ReadModel {
    /// Empties both tables and counts every contact again, tallied here
    /// from the book index, which holds the book, both sort keys and the
    /// letters: one pass, where SQL would sort every key to group it, or
    /// join each contact to its 36 bits.
    static func fill(in database: Database) throws {
        try database.execute("DELETE FROM section_counts")
        try database.execute("DELETE FROM letter_counts")
        try write(try tally(of: "", [], in: database), upserting: false, in: database)
    }

    /// Adds the `added` contacts to the counts of their books' sections.
    static func add(_ added: AddedContacts, in database: Database) throws {
        try write(try tally(of: " AND \(AddedContacts.contain())", added.bounds, in: database), upserting: true,
                  in: database)
    }

    /// The number of bits, one a letter or digit.
    private static let bits = 36

    /// A section's tally: its contacts, and how many of them have each bit.
    private struct Tally {
        var contacts = 0
        var letters = [Int](repeating: 0, count: bits)

        mutating func add(_ letters: UInt64) {
            contacts += 1
            var rest = letters
            while rest != 0 {
                self.letters[rest.trailingZeroBitCount] += 1
                rest &= rest - 1
            }
        }
    }

    /// Where a tally counts: a book's section in one sort order.
    private struct Place: Hashable {
        let order: NameOrder
        let book: Int64
        let title: String
    }

    /// Tallies the contacts (no group card) that `filter` (" AND …" on
    /// `contacts`) keeps, by sort order, book and section. The "+" keeps
    /// the family index from leading, so the book index, which holds every
    /// column read, is the one read.
    private static func tally(of filter: String, _ bounds: [any SQLiteBindable],
                              in database: Database) throws -> [Place: Tally] {
        var tallies: [Place: Tally] = [:]
        try database.prepare("""
            SELECT book_id, sort_key_family, sort_key_given, letters FROM contacts
            WHERE +\(ContactSQL.personKey("sort_key_family"))\(filter)
            """).forEachRow(bounds) { row in
            let book = row.int64(0), letters = UInt64(bitPattern: row.int64(3))
            for (order, column) in keyColumns {
                let title = SortKey.sectionTitle(ofRawKeyBytes: row.textBytes(column))
                tallies[Place(order: order, book: book, title: title), default: Tally()].add(letters)
            }
        }
        return tallies
    }

    /// Each order's sort-key column in `tally`'s statement.
    private static let keyColumns: [(NameOrder, Int32)] = [(.familyFirst, 1), (.givenFirst, 2)]

    /// Writes `tallies` into both tables, each count above zero: new rows,
    /// or added to the rows there with `upserting`.
    private static func write(_ tallies: [Place: Tally], upserting: Bool, in database: Database) throws {
        let adding = " DO UPDATE SET contacts = contacts + excluded.contacts"
        let section = try database.prepare("INSERT INTO section_counts VALUES (?, ?, ?, ?)"
            + (upserting ? " ON CONFLICT (sort_order, book_id, section)" + adding : ""))
        let letter = try database.prepare("INSERT INTO letter_counts VALUES (?, ?, ?, ?, ?)"
            + (upserting ? " ON CONFLICT (sort_order, book_id, section, letter)" + adding : ""))
        for (place, tally) in tallies {
            let key: [any SQLiteBindable] = [place.order.rawValue, place.book, place.title]
            try section.run(key + [Int64(tally.contacts)])
            for (bit, contacts) in tally.letters.enumerated() where contacts > 0 {
                try letter.run(key + [Int64(bit), Int64(contacts)])
            }
        }
    }
}
