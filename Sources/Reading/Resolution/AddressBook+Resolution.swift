import Contacts
import SQLite
import Store

/// Finding the contact a CONTACT argument names, in tiers from the most
/// exact and cheapest to the broadest: the first tier that finds anything
/// decides, so an exact UID or full name wins outright over contacts that
/// merely contain the text, and the scan of every contact runs only when
/// no index found one.
///
/// 1. the UID (its unique index);
/// 2. the full name, shown either way, folded: the sort keys it would have
///    (`ContactReference.fullNameKeys`), one index seek each, where a
///    contact whose display name is the text wins;
/// 3. a name begun (the first words of the given or the family name): a
///    range of either sort-key index each;
/// 4. a number, written any way: as `lookup` matches it, then by its last
///    digits (the reversed-digits index);
/// 5. any part of a name (either way round), nickname, organization, email
///    or number (`SearchTerm.Scope.namesAndNumbers`: not the rest of the
///    card, where a street would name everyone living on it): one search,
///    in which an exact display name still wins.
///
/// Measured on 100,000 contacts: a full name or a name begun resolves in
/// about a millisecond, where the scan of tier 5 takes about 90.
extension AddressBook {
    /// What `reference` names among book `book`'s contacts (every book's
    /// when nil), ranked; at most `limit` candidates are described. A UID
    /// in several books (`copy` keeps it) names each of its contacts.
    public func resolve(_ reference: ContactReference, settings: AppSettings, limit: Int = 20,
                        in book: BookID? = nil) throws -> ContactResolution {
        guard let search = reference.search else { return .none(suggestions: []) }
        let tiers: [() throws -> [Match]] = [
            { try self.uidMatches(reference.text, in: book) },
            { try self.fullNameMatches(reference) },
            { try self.namePrefixMatches(reference) },
            { try self.numberMatches(reference, region: settings.region) },
            { try self.searchMatches(search, in: book) },
        ]
        for tier in tiers {
            let matches = try keeping(tier(), in: book)
            guard !matches.isEmpty else { continue }
            return try resolution(of: matches, displayOrder: settings.displayOrder, limit: limit)
        }
        return .none(suggestions: try nearestNames(to: reference, displayOrder: settings.displayOrder))
    }

    /// The contacts `nameOrUID` names exactly: those with that UID, else
    /// those whose full name, shown either way, it is (ignoring case and
    /// accents). The first two tiers of `resolve`, by the same indexes.
    public func contactIDs(named nameOrUID: String) throws -> [ContactID] {
        let byUID = try personIDs(uid: nameOrUID)
        if !byUID.isEmpty { return byUID }
        return try Self.ranked(fullNameMatches(ContactReference(nameOrUID))).map(\.id)
    }

    /// Tier 1: the contacts with the UID, which wins outright.
    private func uidMatches(_ uid: String, in book: BookID?) throws -> [Match] {
        try personIDs(uid: uid, in: book).map { Match(id: $0, rank: 0, key: "") }
    }

    /// The contacts whose UID is `uid`, of book `book` when given, one a
    /// book in the books' order, unless the card is a group's: a CONTACT
    /// argument names a person (the other tiers' keys, texts and numbers
    /// never find a group card). A seek of the UID index.
    private func personIDs(uid: String, in book: BookID? = nil) throws -> [ContactID] {
        try database.cachedStatement("""
            SELECT id FROM contacts WHERE uid = ?1 AND (?2 IS NULL OR book_id = ?2) AND is_group = 0 ORDER BY book_id
            """).map([uid, book]) { $0.int64(0) }
    }

    /// `matches` of book `book` only (all when nil): a seek each, and the
    /// tiers that find many (a search) are asked for the book's alone.
    private func keeping(_ matches: [Match], in book: BookID?) throws -> [Match] {
        guard let book, !matches.isEmpty else { return matches }
        return try matches.filter { try bookID(of: $0.id) == book }
    }

    /// A contact a tier found, with what orders it among the others.
    struct Match {
        var id: ContactID
        /// 0: exact (a full name, the number itself), which wins outright
        /// over the rest of its tier; 1: a part.
        var rank: Int
        /// The sort key it was found by, or its family-first key: list order among equals.
        var key: String
    }

    /// One contact when one is best; else the best ones, described.
    private func resolution(of matches: [Match], displayOrder: NameOrder, limit: Int) throws -> ContactResolution {
        let ranked = Self.ranked(matches)
        let best = ranked[0].rank == 0 ? ranked.filter { $0.rank == 0 } : ranked
        if best.count == 1 { return .one(best[0].id) }
        var candidates = try best.prefix(limit).compactMap { try candidate($0.id, displayOrder: displayOrder) }
        if Set(candidates.map(\.book)).count == 1 {
            for index in candidates.indices { candidates[index].book = nil }
        }
        return .several(candidates, total: best.count)
    }

    /// Each contact once, at its best rank, best first.
    static func ranked(_ matches: [Match]) -> [Match] {
        var seen = Set<ContactID>(), ranked: [Match] = []
        for match in matches.sorted(by: precedes) where seen.insert(match.id).inserted { ranked.append(match) }
        return ranked
    }

    private static func precedes(_ a: Match, _ b: Match) -> Bool {
        if a.rank != b.rank { return a.rank < b.rank }
        if a.key != b.key { return a.key.utf8.lexicographicallyPrecedes(b.key.utf8) }
        return a.id < b.id
    }

    /// Contact `id` as a candidate: name, organization, first number, UID, book.
    func candidate(_ id: ContactID, displayOrder: NameOrder) throws -> ContactCandidate? {
        try database.cachedStatement("""
            SELECT c.uid, \(ContactSQL.nameSQL(displayOrder)), c.organization,
                   (SELECT number FROM phone_numbers WHERE contact_id = c.id ORDER BY position LIMIT 1),
                   (SELECT name FROM books WHERE id = c.book_id)
            FROM contacts c WHERE c.id = ?
            """).first([id]) { row in
            ContactCandidate(id: id, uid: row.text(0), name: row.text(1), organization: row.text(2),
                             firstNumber: row.isNull(3) ? nil : row.text(3), book: row.optionalText(4))
        }
    }

    /// Tier 2: the contacts whose sort key is one a full name like the text
    /// would have; one whose display name is the text wins outright ("Ann
    /// Lee" over "Dr. Ann Lee", whose given and family names are the same).
    func fullNameMatches(_ reference: ContactReference) throws -> [Match] {
        guard let folded = reference.search?.folded else { return [] }
        return try reference.fullNameKeys.flatMap { key in
            try database.cachedStatement(Self.fullNameSQL(key.column))
                .map([folded, folded + "\u{1}", key.value]) { Match(id: $0.int64(0), rank: $0.bool(1) ? 0 : 1, key: key.value) }
        }
    }

    /// Tier 3: the contacts whose sort key begins as the text does, in key
    /// order (a whole word sorts before the words it begins: U+0001 and the
    /// space sort before letters), except that one whose display name is the
    /// text wins: a name as shown that its sort key does not spell (FN "LF"
    /// with N "Endings;LF").
    private func namePrefixMatches(_ reference: ContactReference) throws -> [Match] {
        guard let folded = reference.search?.folded else { return [] }
        return try reference.namePrefixes.flatMap { prefix in
            let after = prefix.value.utf8.count + 1
            // U+10FFFF sorts after every character a name continues with.
            let values: [any SQLiteBindable] = [after, folded, folded + "\u{1}",
                                                prefix.value, prefix.value + "\u{10FFFF}"]
            return try database.cachedStatement(Self.namePrefixSQL(prefix.column)).map(values) { row in
                Match(id: row.int64(0), rank: row.bool(2) ? 0 : 1, key: row.text(1))
            }
        }
    }

    /// One seek of `column`'s index: id, and whether the display name is the
    /// text (the search text begins with the folded display name, then U+0001).
    static func fullNameSQL(_ column: ContactReference.KeyColumn) -> String {
        "SELECT id, search_text = ? OR instr(search_text, ?) = 1 FROM contacts WHERE \(column.rawValue) = ?"
    }

    /// One range of `column`'s index: id, key, and whether the display name
    /// is the text, asked only where a whole word ends with the prefix (the
    /// byte after it is none, a space or U+0001): only then is the table row
    /// read (SQLite seeks it only when a column needs it), so a name begun
    /// reads the index alone.
    static func namePrefixSQL(_ column: ContactReference.KeyColumn) -> String {
        let column = column.rawValue
        return """
            SELECT id, \(column),
                   CASE WHEN substr(CAST(\(column) AS BLOB), ?, 1) IN (x'', x'20', x'01')
                        THEN search_text = ? OR instr(search_text, ?) = 1 ELSE 0 END
            FROM contacts WHERE \(column) >= ? AND \(column) < ?
            """
    }

    /// Tier 4: the contacts with the number, as `lookup` matches it, else
    /// those with a number ending in its digits.
    private func numberMatches(_ reference: ContactReference, region: Region?) throws -> [Match] {
        guard let digits = reference.number else { return [] }
        let same = try entries(withNumber: reference.text, region: region, displayOrder: .givenFirst)
        if !same.isEmpty { return same.map { Match(id: $0.contactID, rank: 0, key: $0.key.sortKey) } }
        let reversed = String(digits.reversed())
        // ":" is the character after "9": [digits, digits + ":") holds every key starting with them.
        return try database.cachedStatement("""
            SELECT c.id, c.sort_key_family FROM phone_numbers p JOIN contacts c ON c.id = p.contact_id
            WHERE p.digits_reversed >= ? AND p.digits_reversed < ?
            """).map([reversed, reversed + ":"]) { Match(id: $0.int64(0), rank: 1, key: $0.text(1)) }
    }

    /// Tier 5: every contact the search matches (in book `book` when
    /// given), an exact display name ranked first.
    private func searchMatches(_ search: SearchTerm, in book: BookID?) throws -> [Match] {
        let query = EntryQuery(sortOrder: .familyFirst, displayOrder: .givenFirst, search: search, book: book)
        return try BookReader(self).withFilter(query) { filter in
            let kept = filter.conditions(on: "c")
            // The stored search text begins with the folded display name, then U+0001 or its end.
            return try database.cachedStatement("""
                SELECT c.id, c.sort_key_family, c.search_text = ? OR instr(c.search_text, ?) = 1
                FROM contacts c WHERE 1
                """ + kept.text).map([SQLiteValue.text(search.folded), .text(search.folded + "\u{1}")] + kept.values) { row in
                Match(id: row.int64(0), rank: row.bool(2) ? 0 : 1, key: row.text(1))
            }
        }
    }
}
