import Store

/// One card on a CardDAV server as the last sync left it: where it is, its
/// ETag, and the version both sides agreed on (the three-way rule's base).
public struct SyncItem: Sendable, Equatable {
    /// Where the item stands.
    public enum State: String, Sendable {
        /// Both sides hold the base.
        case synced
        /// Written before the PUT creating it: the server may or may not have it yet.
        case pendingCreate = "pending_create"
        /// Changed on both sides; `sync_conflicts` holds both versions.
        case conflict
    }

    /// The card's UID, on the server and here.
    public var uid: String
    /// Path-absolute, exactly as the server listed it.
    public var href: String
    /// The server's strong ETag; nil when it gave none or a weak one.
    public var etag: String?
    /// The normalised hash of the agreed card (`NormalisedCard`).
    public var baseHash: String
    /// The agreed card, byte for byte.
    public var baseCard: [UInt8]
    /// The contact's content hash when they agreed; nil when unknown.
    public var localHash: Int64?
    /// The contact's id when they agreed.
    public var contactID: ContactID?
    public var state: State
    /// True from our upload until the server's version is next seen.
    public var uploaded: Bool

    public init(uid: String, href: String, etag: String?, baseHash: String, baseCard: [UInt8],
                localHash: Int64?, contactID: ContactID?, state: State = .synced, uploaded: Bool = false) {
        self.uid = uid
        self.href = href
        self.etag = etag
        self.baseHash = baseHash
        self.baseCard = baseCard
        self.localHash = localHash
        self.contactID = contactID
        self.state = state
        self.uploaded = uploaded
    }
}

/// A contact as a sync sees it: the UID it is linked by and the hash that
/// tells, without reading the card, whether it changed.
public struct SyncLocalContact: Sendable, Equatable {
    public var id: ContactID
    public var uid: String
    public var contentHash: Int64
    public var displayName: String

    public init(id: ContactID, uid: String, contentHash: Int64, displayName: String) {
        self.id = id
        self.uid = uid
        self.contentHash = contentHash
        self.displayName = displayName
    }
}
