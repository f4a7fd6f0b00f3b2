import Store

/// What one step of a sync writes here, all in one transaction: a change
/// to a contact (a journal entry `undo` reverts), the card's sync row, and
/// a conflict found or settled. A step is committed as soon as its request
/// to the server succeeded, so a run cut short leaves a state the next
/// converges from.
public struct SyncCommit: Sendable {
    /// A change to a contact a sync makes.
    public enum LocalChange: Sendable {
        /// A card from the server, new here.
        case add(ContactRecord)
        /// A contact's card replaced (the server's version, or a new UID).
        case replace(ContactID, ContactRecord)
        /// A contact deleted on the server, removed here.
        case remove(ContactID)
    }

    public var change: LocalChange?
    /// The card's row to write (insert or replace); its contact id and
    /// local hash are taken from an `add`'s new contact.
    public var item: SyncItem?
    /// The UID of a row to delete (the card is gone from both sides).
    public var forget: String?
    /// A conflict to record as open.
    public var conflict: SyncConflict?
    /// A conflict to close: its UID and how it was settled.
    public var resolved: (uid: String, resolution: SyncConflict.Resolution)?
    /// A card the server refused to store, to remember (an item written
    /// as `uploaded` clears its card's refusal).
    public var refusal: SyncRefusal?

    /// Whether it changes no contact here but may add one.
    var onlyAdds: Bool {
        switch change {
        case .add, nil: true
        case .replace, .remove: false
        }
    }

    public init(change: LocalChange? = nil, item: SyncItem? = nil, forget: String? = nil,
                conflict: SyncConflict? = nil, resolved: (uid: String, resolution: SyncConflict.Resolution)? = nil,
                refusal: SyncRefusal? = nil) {
        self.change = change
        self.item = item
        self.forget = forget
        self.conflict = conflict
        self.resolved = resolved
        self.refusal = refusal
    }
}
