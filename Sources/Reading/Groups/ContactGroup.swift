import Contacts
import SQLite
import Store

/// A group of contacts, whichever way the book keeps it: a category the
/// contacts' cards name (CATEGORIES), group cards of that name (their
/// MEMBER lines), or both. Names are one group when they fold alike
/// (case and accents ignored), as a search compares them.
public struct ContactGroup: Sendable, Equatable {
    /// The name shown: a group card's, else the first spelling of the category.
    public var name: String
    /// How many contacts it holds (group cards and UIDs no contact has are none).
    public var contacts: Int
    /// Who they are.
    public var members: GroupMembers
}

/// What makes a contact a member of a group: a category spelled one of
/// `categoryNames`, or its UID on one of `groupCards`.
public struct GroupMembers: Sendable, Hashable {
    /// The category's spellings, exactly as `contact_categories` holds them.
    public var categoryNames: [String]
    /// The group cards of the group's name.
    public var groupCards: [ContactID]

    public init(categoryNames: [String] = [], groupCards: [ContactID] = []) {
        self.categoryNames = categoryNames
        self.groupCards = groupCards
    }

    /// The members' ids in SQL, a SELECT for `IN`, with its values: a
    /// category's contacts by its index, a group card's by their UIDs'.
    var contactsSQL: (text: String, values: [SQLiteValue]) {
        let names = Array(repeating: "?", count: categoryNames.count).joined(separator: ", ")
        let cards = Array(repeating: "?", count: groupCards.count).joined(separator: ", ")
        return ("""
            (SELECT contact_id FROM contact_categories WHERE name IN (\(names))
             UNION SELECT m.id FROM group_members gm JOIN contacts g ON g.id = gm.group_id
             JOIN contacts m ON \(ContactSQL.isMember("m", of: "g", named: "gm.member_uid"))
             WHERE gm.group_id IN (\(cards)) AND m.is_group = 0)
            """, categoryNames.map { .text($0) } + groupCards.map { .integer($0) })
    }
}
