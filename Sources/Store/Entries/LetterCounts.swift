import Contacts
import SQLite

/// How many contacts of each section have each letter or digit
/// (`letter_counts`, migration 0019: `SearchLetters`' bits by section and
/// sort order), which a search of one letter or digit reads as its counts.
///
/// As the search index: filled at the first search that can use it (or by
/// the browser's thread at start), then kept in step by triggers in the
/// transaction of every write; a bulk import drops them and empties it
/// (`discard`), and the next search fills it again. The triggers' presence
/// is the table's state. Until it is filled, a letter's counts are taken
/// from the sort-key index (`AddressBook.contactCountsBySection`).
enum LetterCounts: KeptTable {
    /// The section of a contact by `key`, a sort-key column of NEW or OLD,
    /// as `section_counts` has it: its first character, "~" standing for "#".
    private static func section(_ key: String) -> String {
        "CASE WHEN substr(\(key), 1, 1) = '~' THEN '#' ELSE substr(\(key), 1, 1) END"
    }

    /// Adds one to each of `row`'s bits in its section of either order.
    private static func adding(_ row: String) -> String {
        """
        INSERT INTO letter_counts
            SELECT s.sort_order, s.section, b.letter, 1
            FROM letter_bits b,
                 (SELECT 'family-first' AS sort_order, \(section("\(row).sort_key_family")) AS section
                  UNION ALL SELECT 'given-first', \(section("\(row).sort_key_given"))) s
            WHERE (\(row).letters >> b.letter) & 1
            ON CONFLICT (sort_order, section, letter) DO UPDATE SET contacts = contacts + 1;
        """
    }

    /// Takes one from each of `row`'s bits in its section of either order (a row may stay at 0).
    private static func removing(_ row: String) -> String {
        """
        UPDATE letter_counts SET contacts = contacts - 1
            WHERE (\(row).letters >> letter) & 1
              AND ((sort_order = 'family-first' AND section = \(section("\(row).sort_key_family")))
                   OR (sort_order = 'given-first' AND section = \(section("\(row).sort_key_given"))));
        """
    }

    /// The triggers keeping the counts: a contact written adds its bits, one
    /// deleted takes them away, one whose letters or sort keys change moves them.
    static let triggers = [
        "CREATE TRIGGER letter_counts_after_insert AFTER INSERT ON contacts BEGIN \(adding("NEW")) END",
        "CREATE TRIGGER letter_counts_after_delete AFTER DELETE ON contacts BEGIN \(removing("OLD")) END",
        """
        CREATE TRIGGER letter_counts_after_update AFTER UPDATE OF letters, sort_key_family, sort_key_given ON contacts
        WHEN OLD.letters IS NOT NEW.letters OR OLD.sort_key_family IS NOT NEW.sort_key_family
             OR OLD.sort_key_given IS NOT NEW.sort_key_given
        BEGIN \(removing("OLD")) \(adding("NEW")) END
        """,
    ]

    static let kept = TriggerKeptTable(triggers: triggers, empty: "DELETE FROM letter_counts")

    /// The number of bits, one a letter or digit.
    private static let bits = 36

    /// Empties the table and counts every contact's bits again from each
    /// sort-key index (which holds the letters, migration 0017), tallied
    /// here: 47 M instructions on 10k contacts (callgrind). In SQL, joining
    /// each contact to its bits and grouping them took 4.9 s on 100k, and
    /// summing the 36 bits of each row 0.7 s (sqlite3).
    static func fill(in database: Database) throws {
        try database.execute("DELETE FROM letter_counts")
        let insert = try database.prepare("INSERT INTO letter_counts VALUES (?, ?, ?, ?)")
        for order in NameOrder.allCases {
            let column = order == .familyFirst ? "sort_key_family" : "sort_key_given"
            var tallies: [String: [Int]] = [:]
            try database.prepare("SELECT \(column), letters FROM contacts").forEachRow { row in
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
