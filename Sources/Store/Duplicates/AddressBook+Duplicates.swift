import Contacts
import SQLite

/// Finding contacts that are probably one person (docs/commands.md, "Duplicates").
/// Nothing is changed: the groups are computed from the book each time,
/// the same book giving the same groups in the same order, so `merge
/// --group N` can recompute the listing `duplicates` printed.
///
/// Three reads, each one pass over a table in its key order: the contacts'
/// family-first sort keys (already folded: the names), their numbers, their
/// emails. Numbers meet only numbers with the same last digits (one sort),
/// emails only equal addresses; no two contacts are compared unless they
/// share something.
extension AddressBook {
    /// The groups of contacts that are probably one person, strongest first,
    /// numbered from 1. `settings` gives the region numbers in national form
    /// are read in, and the order names are shown in. Only book `only`'s
    /// contacts when given.
    public func duplicateGroups(settings: AppSettings, only: BookID? = nil) throws -> [DuplicateGroup] {
        // One read transaction: the groups and their members from one state of the book.
        try database.inTransaction(.deferred) {
            try duplicateGroups(settings, book: duplicateEvidence(region: settings.region, only: only))
        }
    }

    private func duplicateGroups(_ settings: AppSettings,
                                 book: (ids: [ContactID], sortKeys: [String], found: [DuplicateRules.Found])) throws
        -> [DuplicateGroup] {
        let ordered = book.found.sorted { a, b in
            if a.evidence.strength != b.evidence.strength { return a.evidence.strength > b.evidence.strength }
            let (first, second) = (book.sortKeys[Int(a.members[0])], book.sortKeys[Int(b.members[0])])
            if first != second { return first.utf8.lexicographicallyPrecedes(second.utf8) }
            return a.members[0] < b.members[0]
        }
        return try ordered.enumerated().map { offset, found in
            DuplicateGroup(number: offset + 1,
                           members: try found.members.compactMap { try duplicateMember(book.ids[Int($0)], settings: settings) },
                           evidence: found.evidence)
        }
    }

    /// Whether the book has any group of duplicates: for a link to the
    /// groups shown only when there are some. Costs what finding them does,
    /// less reading the members.
    public func hasDuplicates(settings: AppSettings) throws -> Bool {
        try duplicateGroupCount(settings: settings) > 0
    }

    /// How many groups `duplicateGroups` would give, without reading their
    /// members: what the browser's Duplicates link says.
    public func duplicateGroupCount(settings: AppSettings) throws -> Int {
        // One read transaction, as `duplicateGroups`: the three reads from one state of the book.
        try database.inTransaction(.deferred) { try duplicateEvidence(region: settings.region).found.count }
    }

    /// The book read for the rules: contact ids ascending, with their sort
    /// keys, and the groups found, members as indexes into both. Contacts
    /// are grouped within their book only: a copy in another book (`copy`)
    /// is the same card on purpose, not a duplicate.
    private func duplicateEvidence(region: Region?, only book: BookID? = nil) throws
        -> (ids: [ContactID], sortKeys: [String], found: [DuplicateRules.Found]) {
        guard book == nil, try booksHoldingContacts() > 1 else { return try duplicateEvidence(region: region, of: book) }
        var all: (ids: [ContactID], sortKeys: [String], found: [DuplicateRules.Found]) = ([], [], [])
        for book in try books() where book.contacts > 1 {
            let part = try duplicateEvidence(region: region, of: book.id)
            let offset = Int32(all.ids.count)
            all.ids += part.ids
            all.sortKeys += part.sortKeys
            all.found += part.found.map { found in
                var found = found
                found.members = found.members.map { $0 + offset }
                return found
            }
        }
        return all
    }

    /// `duplicateEvidence` of book `book`'s contacts, or every contact's when nil.
    private func duplicateEvidence(region: Region?, of book: BookID?) throws
        -> (ids: [ContactID], sortKeys: [String], found: [DuplicateRules.Found]) {
        // The family-first index covers (sort_key_family, id): a scan of it
        // reads no card (a book's, the book index), and its range leaves the
        // group cards out. Sorted by id after, so a number's contact is found
        // by walking both in id order; the numbers and emails of contacts
        // left out are passed over.
        let people = ContactSQL.personKey("sort_key_family")
        var contacts = try (book.map {
            try database.cachedStatement("SELECT id, sort_key_family FROM contacts WHERE book_id = ? AND \(people)")
                .map([$0]) { ($0.int64(0), $0.text(1)) }
        } ?? database.cachedStatement("SELECT id, sort_key_family FROM contacts WHERE \(people)")
            .map { ($0.int64(0), $0.text(1)) })
        contacts.sort { $0.0 < $1.0 }
        let ids = contacts.map(\.0)
        let sortKeys = contacts.map(\.1)
        var hasNumbers = [Bool](repeating: false, count: ids.count)
        var numbers: [SharedNumbers.Stored] = []
        var cursor = IDCursor(ids: ids)
        try database.cachedStatement(
            "SELECT contact_id, number, digits_reversed FROM phone_numbers ORDER BY contact_id"
        ).forEachRow { row in
            guard let contact = cursor.index(of: row.int64(0)) else { return }
            let tail = row.withTextBytes(2, SharedNumbers.tail(ofReversedDigits:))
            guard tail > 0 else { return }  // no digits: nothing to compare
            hasNumbers[Int(contact)] = true
            let text = row.text(1)
            let core = row.withTextBytes(2) {
                SharedNumbers.Core(reversedDigits: $0, international: PhoneNumberForms.isInternational(text))
            }
            numbers.append(SharedNumbers.Stored(contact: contact, text: text, tail: tail, core: core))
        }
        var hasEmails = [Bool](repeating: false, count: ids.count)
        var addresses: [(key: String, contact: Int32, text: String)] = []
        cursor = IDCursor(ids: ids)
        try database.cachedStatement("SELECT contact_id, address FROM emails ORDER BY contact_id").forEachRow { row in
            guard let contact = cursor.index(of: row.int64(0)) else { return }
            let text = row.text(1)
            let key = EmailKey.key(of: text)
            guard !key.isEmpty else { return }
            hasEmails[Int(contact)] = true
            addresses.append((key, contact, text))
        }
        let rules = DuplicateRules(
            names: sortKeys.map(MatchingName.init(sortKey:)),
            hasNumbers: hasNumbers, hasEmails: hasEmails,
            numbers: SharedNumbers(region: region).shared(numbers),
            emails: EmailKey.shared(addresses))
        return (ids, sortKeys, rules.groups())
    }

    /// Contact `id` as a group lists it.
    private func duplicateMember(_ id: ContactID, settings: AppSettings) throws -> DuplicateMember? {
        let numbers = try database.cachedStatement(
            "SELECT number FROM phone_numbers WHERE contact_id = ? ORDER BY position").map([id]) { $0.text(0) }
        let emails = try database.cachedStatement(
            "SELECT address FROM emails WHERE contact_id = ? ORDER BY position").map([id]) { $0.text(0) }
        return try database.cachedStatement("""
            SELECT c.uid, \(ContactSQL.nameSQL(settings.displayOrder)), c.organization FROM contacts c WHERE c.id = ?
            """).first([id]) { row in
            DuplicateMember(id: id, uid: row.text(0), name: row.text(1), organization: row.text(2),
                            numbers: numbers, emails: emails)
        }
    }
}

/// Finds the index of each contact id of rows read in ascending contact
/// order, by walking the ids alongside (no search, no dictionary).
private struct IDCursor {
    let ids: [ContactID]
    var position = 0

    mutating func index(of id: ContactID) -> Int32? {
        while position < ids.count, ids[position] < id { position += 1 }
        return position < ids.count && ids[position] == id ? Int32(position) : nil
    }
}
