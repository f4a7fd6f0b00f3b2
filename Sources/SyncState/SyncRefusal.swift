/// A card a CardDAV server would not store, kept here only: the contact's
/// content hash when it was refused (it is not sent again until that
/// changes) and the server's reason.
public struct SyncRefusal: Sendable, Equatable {
    /// The card's UID, here and in the href it was sent to.
    public var uid: String
    public var href: String
    /// The contact's content hash at the refusal.
    public var contentHash: Int64
    /// The HTTP status of the refusal (415, 400, ...).
    public var status: Int
    /// What the server said, as it said it (its error body's message), or the status's meaning.
    public var reason: String
    /// When it was refused (Unix seconds).
    public var refusedAt: Int64
    /// The contact's display name, when read back (for listings).
    public var displayName: String?

    public init(uid: String, href: String, contentHash: Int64, status: Int, reason: String, refusedAt: Int64,
                displayName: String? = nil) {
        self.uid = uid
        self.href = href
        self.contentHash = contentHash
        self.status = status
        self.reason = reason
        self.refusedAt = refusedAt
        self.displayName = displayName
    }
}
