import Contacts
import SQLite

/// The names a shell offers for a CONTACT argument being typed.
extension AddressBook {
    /// Up to `limit` contact names that begin as `typed` does (ignoring
    /// case and accents), each written so the resolution finds it: the
    /// display name when it begins so, else "given family" or "family
    /// given" (a full name, either order). In list order of the sort key
    /// that found them; nothing for an empty `typed`, which would offer
    /// every contact.
    ///
    /// The same key ranges as a name begun in `resolve` (tier 3), so a
    /// completion reads an index range and the rows it shows, never the
    /// whole book: about 1 ms on 100,000 contacts (see README "Speed").
    public func names(beginning typed: String, limit: Int) throws -> [String] {
        let reference = ContactReference(typed)
        guard let folded = reference.search?.folded else { return [] }
        var names: [String] = [], seen = Set<String>()
        // Given-first keys first: a name is typed as it is shown.
        let prefixes = reference.namePrefixes.sorted { a, b in
            a.column != b.column ? a.column == .given : a.value.utf8.lexicographicallyPrecedes(b.value.utf8)
        }
        for prefix in prefixes {
            try database.cachedStatement("""
                SELECT display_name, given_name, family_name FROM contacts
                WHERE \(prefix.column.rawValue) >= ? AND \(prefix.column.rawValue) < ?
                ORDER BY \(prefix.column.rawValue), id LIMIT ?
                """).forEachRow([prefix.value, prefix.value + "\u{10FFFF}", limit]) { row in
                let name = PersonName(given: row.text(1), family: row.text(2), display: row.text(0))
                guard names.count < limit, let shown = Self.form(of: name, beginning: folded),
                      seen.insert(shown).inserted else { return }
                names.append(shown)
            }
        }
        return names
    }

    /// The first way of writing `name` whose fold begins with `folded`.
    private static func form(of name: PersonName, beginning folded: String) -> String? {
        let forms = [name.display, [name.given, name.family].filter { !$0.isEmpty }.joined(separator: " "),
                     name.formatted(.familyFirst)]
        return forms.first { !$0.isEmpty && TextFolding.fold($0).hasPrefix(folded) }
    }
}
