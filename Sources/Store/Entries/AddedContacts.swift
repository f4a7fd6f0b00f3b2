import SQLite

/// A range of contacts a write added with the connection's triggers off
/// (`AddressBook.addingContacts`): each read model adds their rows in one
/// statement (`ReadModel.add`), the range bound as its parameters 1 and 2.
struct AddedContacts {
    let ids: ClosedRange<Int64>

    /// The range's test of a contact's id, `column` (e.g. "c.id"), in SQL.
    static func contain(_ column: String = "id") -> String { "\(column) BETWEEN ?1 AND ?2" }

    /// The values of parameters 1 and 2.
    var bounds: [any SQLiteBindable] { [ids.lowerBound, ids.upperBound] }
}
