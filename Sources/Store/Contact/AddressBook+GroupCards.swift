import Contacts

/// The groups a contact is in: the categories its card names, and the group
/// cards naming its UID (a group kept as a card of its own, migration 0033).
extension AddressBook {
    /// The names of the group cards whose MEMBER lines name contact `id`'s
    /// UID, in the groups' order of names; none for a group card itself.
    public func groupCardNames(ofMember id: ContactID) throws -> [String] {
        try database.cachedStatement("""
            SELECT g.display_name FROM contacts m
            JOIN group_members gm ON gm.member_uid = m.uid JOIN contacts g ON g.id = gm.group_id
            WHERE m.id = ? AND m.is_group = 0 AND g.is_group = 1
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
