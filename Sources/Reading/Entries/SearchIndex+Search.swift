import SQLite
import Store

extension SearchIndex {
    /// The indexes `search` asks.
    static func tables(for search: SearchTerm) -> [Table] {
        search.looksAtDetails ? [names, details] : [names]
    }

    /// The phrase query finding `folded` as a substring; nil when the index
    /// cannot serve it: under three characters (a trigram index has no
    /// token shorter), or holding NUL, which SQLite ends a text at.
    static func phrase(_ folded: String) -> String? {
        var count = 0
        for scalar in folded.unicodeScalars {
            if scalar == "\0" { return nil }
            count += 1
        }
        guard count >= 3 else { return nil }
        // In an FTS5 string only the quote is special, written twice.
        var phrase = "\""
        for character in folded.unicodeScalars {
            if character == "\"" { phrase.unicodeScalars.append("\"") }
            phrase.unicodeScalars.append(character)
        }
        phrase.unicodeScalars.append("\"")
        return phrase
    }

    /// What `table` is asked to find `folded` (three characters or more),
    /// given its phrase query `phrase` (`phrase(_:)`): that query in an index
    /// that keeps each trigram's place; in one that does not (`keepsPlaces`),
    /// the documents holding each of its trigrams, with `folded` as the
    /// text each must hold too when it is longer than a trigram.
    static func query(_ table: Table, finding folded: String,
                      phrase: String) -> (table: Table, query: String, checked: String?) {
        let scalars = Array(folded.unicodeScalars)
        guard !table.keepsPlaces, scalars.count > 3 else { return (table, phrase, nil) }
        var trigrams: [String] = []
        for start in 0...(scalars.count - 3) {
            var trigram = ""
            trigram.unicodeScalars.append(contentsOf: scalars[start..<(start + 3)])
            if let quoted = self.phrase(trigram), !trigrams.contains(quoted) { trigrams.append(quoted) }
        }
        return (table, trigrams.joined(separator: " AND "), folded)
    }

    /// Whether `folded` is two characters (no NUL), which no trigram is but
    /// every trigram starting with them holds (`pairQuery`).
    static func isPair(_ folded: String) -> Bool {
        var scalars = folded.unicodeScalars.makeIterator()
        guard let first = scalars.next(), let second = scalars.next(), scalars.next() == nil else { return false }
        return first != "\0" && second != "\0"
    }

    /// The query finding `pair` (two characters, `isPair`) as a substring:
    /// any of the names' index's trigrams starting with it, each document
    /// ending in one more character (`names`), read from the index's own
    /// list of terms (`search_index_terms_by_row`, migration 0027); nil when
    /// no document holds the pair.
    static func pairQuery(_ pair: String, in database: Database) throws -> String? {
        // Every term starting with the pair sorts from it to it followed by the highest code point.
        let terms = try database.cachedStatement("""
            SELECT term FROM search_index_terms_by_row WHERE term >= ?1 AND term < ?1 || char(1114111)
            """).map([pair]) { $0.text(0) }
        guard !terms.isEmpty else { return nil }
        return terms.compactMap(phrase).joined(separator: " OR ")
    }
}
