import Contacts
import SQLite

/// How many contacts of each section have each letter or digit
/// (`letter_counts`, migration 0019: `SearchLetters`' bits by section and
/// sort order), which a search of one letter or digit reads as its counts.
///
/// A read model (`ReadModel`): kept in step by its triggers (migration
/// 0029) in the transaction of every write, filled again by a bulk import,
/// added to by a write that only adds contacts.
enum LetterCounts: ReadModel {

    /// The number of bits, one a letter or digit.
    private static let bits = 36

    /// Empties the table and counts every contact's bits again from each
    /// sort-key index (which holds the letters), tallied here: SQL would
    /// join each contact to its 36 bits, or sum them row by row, many times
    /// the work.
    static func fill(in database: Database) throws {
        try database.execute("DELETE FROM letter_counts")
        try write(tallying: nil, [], "INSERT INTO letter_counts VALUES (?, ?, ?, ?)", in: database)
    }

    /// Adds the `added` contacts' bits to the counts of their sections.
    static func add(_ added: AddedContacts, in database: Database) throws {
        try write(tallying: "WHERE \(AddedContacts.contain())", added.bounds, """
            INSERT INTO letter_counts VALUES (?, ?, ?, ?)
            ON CONFLICT (sort_order, section, letter) DO UPDATE SET contacts = contacts + excluded.contacts
            """, in: database)
    }

    /// Tallies the bits of the contacts `filter` (SQL after `FROM contacts`)
    /// leaves, by sort order, section and letter, and runs `insert` with
    /// each tally above zero (sort order, section, letter, contacts).
    private static func write(tallying filter: String?, _ bounds: [any SQLiteBindable], _ insert: String,
                              in database: Database) throws {
        let insert = try database.prepare(insert)
        for order in NameOrder.allCases {
            let column = ContactSQL.sortColumn(order)
            var tallies: [String: [Int]] = [:]
            try database.prepare("SELECT \(column), letters FROM contacts \(filter ?? "")").forEachRow(bounds) { row in
                let letters = UInt64(bitPattern: row.int64(1))
                guard letters != 0 else { return }
                // A key's section is its first character: an ASCII one's title comes from a table.
                let title = row.textBytes(0).first.flatMap { $0 < 0x80 ? asciiTitles[Int($0)] : nil }
                    ?? SortKey.sectionTitle(ofRawKey: row.text(0))
                add(letters, to: &tallies[title, default: Array(repeating: 0, count: bits)])
            }
            for (title, tally) in tallies {
                for (letter, contacts) in tally.enumerated() where contacts > 0 {
                    try insert.run([order.rawValue, title, Int64(letter), Int64(contacts)])
                }
            }
        }
    }

    /// The section title of a key starting with each ASCII byte, as `SortKey.sectionTitle` gives it.
    private static let asciiTitles = (0..<128).map { SortKey.sectionTitle(ofRawKey: String(UnicodeScalar(UInt8($0)))) }

    /// Adds one to `tally[bit]` for each bit set in `letters`.
    private static func add(_ letters: UInt64, to tally: inout [Int]) {
        var letters = letters
        while letters != 0 {
            tally[letters.trailingZeroBitCount] += 1
            letters &= letters - 1
        }
    }
}
