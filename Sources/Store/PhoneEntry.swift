import Contacts

/// A contact's id in this database (the `contacts` rowid).
public typealias ContactID = Int64

/// One line of the contacts list: a contact with one of its numbers, or a
/// contact without any number (listed once, so nothing imported is invisible).
public struct PhoneEntry: Sendable, Equatable {
    /// Where the entry sits in list order; also the key a page continues from.
    public var key: EntryKey
    /// The contact's UID, as the card gave it.
    public var uid: String
    /// The name in the display order asked for.
    public var name: String
    /// The number with its label; nil for a contact with no number.
    public var phone: PhoneRecord?

    public init(key: EntryKey, uid: String, name: String, phone: PhoneRecord?) {
        self.key = key
        self.uid = uid
        self.name = name
        self.phone = phone
    }

    public var contactID: ContactID { key.contactID }
}

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
