import Store

/// What an import would change, contact by contact: a dry run lists it.
public struct ImportChanges: Sendable, Equatable {
    /// In the order the inputs hold them.
    public var added: [ChangedContact] = []
    /// In the order the inputs hold them.
    public var updated: [ChangedContact] = []
    /// By name.
    public var removed: [ChangedContact] = []
    /// The database ids of `removed`, in the same order, until their names are looked up.
    var removedIDs: [Int64] = []

    public init() {}

    /// Gives the removed contacts the names the book has for them, sorted by name.
    mutating func nameRemoved(from book: AddressBook) throws {
        for (index, id) in removedIDs.enumerated() {
            removed[index].name = try book.contactDetail(id)?.name.display ?? ""
        }
        removed.sort { ($0.name, $0.uid) < ($1.name, $1.uid) }
        removedIDs = []
    }
}

/// A contact an import adds, updates or removes, as a person (its name) and
/// a script (its UID) know it.
public struct ChangedContact: Sendable, Equatable {
    public var name: String
    public var uid: String

    public init(name: String, uid: String) {
        self.name = name
        self.uid = uid
    }
}
