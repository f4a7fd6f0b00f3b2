import Contacts

/// The groups a contact is in: the categories its card names, and the group
/// cards naming its UID (a group kept as a card of its own, migration 0032).
extension AddressBook {
    /// The names of the group cards of contact `id`'s book whose MEMBER
    /// lines name its UID, in the groups' order of names; none for a group
    /// card itself.
    public func groupCardNames(ofMember id: ContactID) throws -> [String] {
        try database.cachedStatement("""
            SELECT g.display_name FROM contacts m
            JOIN group_members gm ON gm.member_uid = \(ContactSQL.memberKey("m")) JOIN contacts g ON g.id = gm.group_id
            WHERE m.id = ? AND m.is_group = 0 AND g.is_group = 1 AND g.book_id = m.book_id
            GROUP BY g.id ORDER BY g.sort_key_family, g.id
            """).map([id]) { $0.text(0) }
    }

    /// Every group contact `id` is in: its categories in card order, then
    /// its group cards' names, a name folding as an earlier one does left out.
    public func groupNames(ofMember id: ContactID) throws -> [String] {
        let categories = try database.cachedStatement(
            "SELECT name FROM contact_categories WHERE contact_id = ? ORDER BY position").map([id]) { $0.text(0) }
        return Self.distinctByFold(categories + (try groupCardNames(ofMember: id)))
    }

    /// `names` in order, each folding (case and accents ignored) as none before it.
    public static func distinctByFold(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.filter { seen.insert(TextFolding.fold($0)).inserted }
    }
}

/// A group card as stored: what a change of a contact's groups edits.
public struct StoredGroupCard: Sendable {
    public let id: ContactID
    /// Its name (FN, else N, …: the display name).
    public let name: String
    public let card: [UInt8]
    /// Its members' UIDs.
    public let memberUIDs: [String]
}

extension AddressBook {
    /// Every group card of book `book`, in the order of their names: few, read whole.
    public func groupCards(in book: BookID) throws -> [StoredGroupCard] {
        let members = try database.cachedStatement(
            "SELECT member_uid FROM group_members WHERE group_id = ? ORDER BY position")
        return try database.cachedStatement("""
            SELECT id, display_name, card FROM contacts WHERE is_group = 1 AND book_id = ? ORDER BY sort_key_family, id
            """).map([book]) { row in
            StoredGroupCard(id: row.int64(0), name: row.text(1), card: row.withTextBytes(2) { Array($0) },
                            memberUIDs: try members.map([row.int64(0)]) { $0.text(0) })
        }
    }
}
