import Contacts
import SQLite
import Store

/// The book's groups, both kinds as one (`ContactGroup`): `phonebook
/// categories`, `list --category`, the browser's Groups screen.
extension AddressBook {
    /// Every group with its contacts counted, in the order of their folded
    /// names: of book `book` when given, of every book when nil (a name of
    /// several books one group, each group card's members in its own book).
    /// Reads every membership once (a category on every contact, as
    /// Google's `myContacts`, is a row a contact) and each name folded once.
    public func contactGroups(in book: BookID? = nil) throws -> [ContactGroup] {
        var groups: [String: (group: ContactGroup, contacts: Set<ContactID>)] = [:]
        var folded: [String: String] = [:]
        func add(_ name: String, member: ContactID?, category: Bool, card: ContactID?) {
            let key = folded[name] ?? TextFolding.fold(name)
            folded[name] = key
            var entry = groups[key] ?? (ContactGroup(name: name, contacts: 0, members: GroupMembers()), [])
            if category, !entry.group.members.categoryNames.contains(name) {
                entry.group.members.categoryNames.append(name)
            }
            if let card, !entry.group.members.groupCards.contains(card) {
                if entry.group.members.groupCards.isEmpty { entry.group.name = name }
                entry.group.members.groupCards.append(card)
            }
            if let member { entry.contacts.insert(member) }
            groups[key] = entry
        }
        try database.cachedStatement("""
            SELECT g.id, g.display_name, m.id FROM contacts g
            LEFT JOIN group_members gm ON gm.group_id = g.id
            LEFT JOIN contacts m ON \(ContactSQL.isMember("m", of: "g", named: "gm.member_uid")) AND m.is_group = 0
            WHERE g.is_group = 1 AND (?1 IS NULL OR g.book_id = ?1) ORDER BY g.sort_key_family, g.id
            """).forEachRow([book]) { row in
            add(row.text(1), member: row.isNull(2) ? nil : row.int64(2), category: false, card: row.int64(0))
        }
        // Every book's by the names' index; one book's from its contacts, the
        // book's index leading (not every category row, each sought for its
        // contact's book: a category on every contact of another book is many).
        let categories = book == nil ? "SELECT name, contact_id FROM contact_categories ORDER BY name" : """
            SELECT cc.name, cc.contact_id FROM contacts c CROSS JOIN contact_categories cc ON cc.contact_id = c.id
            WHERE c.book_id = ? ORDER BY cc.name
            """
        try database.cachedStatement(categories).forEachRow(book.map { [$0] } ?? []) { row in
            add(row.text(0), member: row.int64(1), category: true, card: nil)
        }
        return groups.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }.map { _, entry in
            var group = entry.group
            group.contacts = entry.contacts.count
            return group
        }
    }

    /// The group `name` names, its case and accents ignored, of book `book`
    /// when given; nil when there is none of that name.
    public func contactGroup(named name: String, in book: BookID? = nil) throws -> ContactGroup? {
        let wanted = TextFolding.fold(name)
        return try contactGroups(in: book).first { TextFolding.fold($0.name) == wanted }
    }
}

extension AddressBook {
    /// Whether any contact is in a group, either kind, in book `book` when
    /// given: two seeks for every book; for one, its group cards, then,
    /// when any contact has a category, its contacts from the book's index
    /// until one has one (no contact has one in many books). Driven by
    /// the categories instead, a 2,000-contact book beside a 100,000 one
    /// with a category on each took 70 ms against 0.5 (sqlite3); the book's
    /// walk costs most for a book of 100,000 with none: 22 ms.
    public func hasGroups(in book: BookID? = nil) throws -> Bool {
        guard let book else {
            return try database.cachedStatement("""
                SELECT EXISTS (SELECT 1 FROM contacts WHERE is_group = 1) OR EXISTS (SELECT 1 FROM contact_categories)
                """).first { $0.bool(0) } ?? false
        }
        // Two statements, as SQLite runs a query's uncorrelated subqueries
        // before its expression, whatever an AND between them would skip.
        let (groupCards, categories) = try database.cachedStatement("""
            SELECT EXISTS (SELECT 1 FROM contacts WHERE is_group = 1 AND book_id = ?), EXISTS (SELECT 1 FROM contact_categories)
            """).first([book]) { ($0.bool(0), $0.bool(1)) } ?? (false, false)
        guard !groupCards, categories else { return groupCards }
        return try database.cachedStatement("""
            SELECT EXISTS (SELECT 1 FROM contacts c CROSS JOIN contact_categories cc ON cc.contact_id = c.id WHERE c.book_id = ?)
            """).first([book]) { $0.bool(0) } ?? false
    }
}
