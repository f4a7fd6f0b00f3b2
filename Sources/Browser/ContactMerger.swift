import Store

/// How the browser merges contacts: `.merging` is `phonebook merge`'s flow
/// (Sync's `ContactMerging`, on `CardMerge` and the journaled `CardWrites`);
/// a session without one (the search worker's) cannot merge.
public struct ContactMerger {
    /// What merging the contacts (the first kept) would make; nothing is written.
    public var preview: (AddressBook, [ContactID]) throws -> MergePreview
    /// Merges the contacts into the first, as one journal entry; returns what was merged.
    public var merge: (AddressBook, [ContactID]) throws -> MergePreview

    public init(preview: @escaping (AddressBook, [ContactID]) throws -> MergePreview,
                merge: @escaping (AddressBook, [ContactID]) throws -> MergePreview) {
        self.preview = preview
        self.merge = merge
    }
}

/// A merge in brief, for the question and the status line.
public struct MergePreview: Sendable, Equatable {
    /// The kept contact's name.
    public var name: String
    /// The others' names, in order.
    public var others: [String]
    /// What the others add: "+2 numbers, +1 email", or "nothing new".
    public var brief: String

    public init(name: String, others: [String], brief: String) {
        self.name = name
        self.others = others
        self.brief = brief
    }
}
