/// The group cards a contact is a member of: a group kept as a card of its
/// own, which names its members' UIDs (migration 0033).
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
}
