import Store

/// The position of an entry in list order: the contact's sort key, its id,
/// then the number's position on the card. Pages continue strictly after
/// a key (`WHERE (sort_key, id) > …`), never by OFFSET.
public struct EntryKey: Sendable, Hashable, Comparable {
    /// The stored sort key of the order listed by (`SortKey.rawValue`).
    public var sortKey: String
    public var contactID: ContactID
    /// The number's position on the card; `EntryKey.noNumber` for a contact without one.
    public var position: Int

    /// The position of the single entry of a contact with no number.
    public static let noNumber = -1

    public init(sortKey: String, contactID: ContactID, position: Int) {
        self.sortKey = sortKey
        self.contactID = contactID
        self.position = position
    }

    public static func < (lhs: EntryKey, rhs: EntryKey) -> Bool {
        if lhs.sortKey != rhs.sortKey { return lhs.sortKey.utf8.lexicographicallyPrecedes(rhs.sortKey.utf8) }
        if lhs.contactID != rhs.contactID { return lhs.contactID < rhs.contactID }
        return lhs.position < rhs.position
    }
}
