/// One change in the journal, as `history` lists it.
public struct JournalEntry: Sendable, Equatable {
    /// The number `history` shows and `undo N` takes.
    public var number: Int64
    /// When the change was made (Unix seconds).
    public var madeAt: Int64
    public var kind: ChangeKind
    /// One line for a person: "edit Grace Hopper".
    public var summary: String
    /// When it was undone (Unix seconds); nil while it stands.
    public var undoneAt: Int64?

    public init(number: Int64, madeAt: Int64, kind: ChangeKind, summary: String, undoneAt: Int64? = nil) {
        self.number = number
        self.madeAt = madeAt
        self.kind = kind
        self.summary = summary
        self.undoneAt = undoneAt
    }

    /// Whether `undo` has reverted it.
    public var isUndone: Bool { undoneAt != nil }

    /// "#12: edit Grace Hopper", as messages name an entry.
    public var title: String { "#\(number): \(summary)" }
}

/// What kind of change an entry records.
public enum ChangeKind: String, Sendable, CaseIterable {
    case add, edit, remove, star, unstar
    /// A whole import, however many contacts it touched.
    case `import`
    case merge
}
