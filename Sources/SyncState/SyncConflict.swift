/// A card changed on both sides (or different on each at a first sync):
/// both versions, kept until a person settles it and after.
public struct SyncConflict: Sendable, Equatable {
    /// How a conflict was settled.
    public enum Resolution: String, Sendable, CaseIterable {
        /// The local version was kept (and uploaded).
        case local
        /// The server's version was kept (and applied here).
        case remote
        /// Both: the local version under a new UID beside the server's.
        case both
    }

    public var uid: String
    public var href: String
    /// The local card when found; nil when deleted here.
    public var localCard: [UInt8]?
    /// The server's card when found; nil when deleted there.
    public var remoteCard: [UInt8]?
    public var remoteETag: String?
    /// When it was found (Unix seconds).
    public var foundAt: Int64
    public var resolvedAt: Int64?
    public var resolution: Resolution?

    public init(uid: String, href: String, localCard: [UInt8]?, remoteCard: [UInt8]?,
                remoteETag: String?, foundAt: Int64, resolvedAt: Int64? = nil, resolution: Resolution? = nil) {
        self.uid = uid
        self.href = href
        self.localCard = localCard
        self.remoteCard = remoteCard
        self.remoteETag = remoteETag
        self.foundAt = foundAt
        self.resolvedAt = resolvedAt
        self.resolution = resolution
    }
}
