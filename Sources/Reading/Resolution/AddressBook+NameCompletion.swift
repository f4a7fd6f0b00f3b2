import Contacts
import SQLite
import Store

/// The names a shell offers for a CONTACT argument being typed.
extension AddressBook {
    /// Up to `limit` contact names that begin as `typed` does (ignoring
    /// case and accents), each written so the resolution finds it: the
    /// display name when it begins so, else "given family" or "family
    /// given" (a full name, either order). In list order of the sort key
    /// that found them; nothing for an empty `typed`, which would offer
    /// every contact.
    ///
    /// The same key ranges as a name begun in `resolve` (tier 3), read one
    /// distinct key at a time, so a completion seeks the index once per name
    /// it offers and never reads the whole book (see docs/speed.md).
    public func names(beginning typed: String, limit: Int) throws -> [String] {
        let reference = ContactReference(typed)
        guard let folded = reference.search?.folded else { return [] }
        var names: [String] = [], seen = Set<String>()
        // Given-first keys first: a name is typed as it is shown.
        let prefixes = reference.namePrefixes.sorted { a, b in
            a.column != b.column ? a.column == .given : a.value.utf8.lexicographicallyPrecedes(b.value.utf8)
        }
        for prefix in prefixes {
            // One seek per distinct key: a book holds many contacts of one name
            // (the generated one, about 30), and each name is offered once.
            var after = prefix.value, inclusive = true
            while names.count < limit, let row = try nextName(prefix.column, after: after, inclusive: inclusive,
                                                               below: prefix.value + "\u{10FFFF}") {
                (after, inclusive) = (row.key, false)
                if let shown = Self.form(of: row.name, beginning: folded), seen.insert(shown).inserted {
                    names.append(shown)
                }
            }
        }
        return names
    }

    /// The contact with the smallest key of `column` after `key` (or at it) and below `end`.
    private func nextName(_ column: ContactReference.KeyColumn, after key: String, inclusive: Bool,
                          below end: String) throws -> (key: String, name: PersonName)? {
        let column = column.rawValue
        return try database.cachedStatement("""
            SELECT \(column), display_name, given_name, family_name FROM contacts
            WHERE \(column) \(inclusive ? ">=" : ">") ? AND \(column) < ? ORDER BY \(column) LIMIT 1
            """).first([key, end]) { row in
            (row.text(0), PersonName(given: row.text(2), family: row.text(3), display: row.text(1)))
        }
    }

    /// The first way of writing `name` whose fold begins with `folded`.
    private static func form(of name: PersonName, beginning folded: String) -> String? {
        let forms = [name.display, [name.given, name.family].filter { !$0.isEmpty }.joined(separator: " "),
                     name.formatted(.familyFirst)]
        return forms.first { !$0.isEmpty && TextFolding.fold($0).hasPrefix(folded) }
    }
}
