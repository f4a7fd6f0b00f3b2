/// A book's id in this database (the `books` rowid).
public typealias BookID = Int64

/// One address book of the database: a set of contacts of its own
/// (migration 0033). One book is the default, where a write that names no
/// book goes.
public struct Book: Sendable, Equatable {
    public var id: BookID
    public var name: String
    public var isDefault: Bool
    /// How many contacts it holds.
    public var contacts: Int

    public init(id: BookID, name: String, isDefault: Bool, contacts: Int = 0) {
        self.id = id
        self.name = name
        self.isDefault = isDefault
        self.contacts = contacts
    }
}
