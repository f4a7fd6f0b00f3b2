/// What changed in a collection since a sync token (RFC 6578).
public struct SyncDelta: Sendable, Equatable {
    /// Cards added or changed, with their new ETags.
    public var changed: [RemoteMember]
    /// hrefs the server reported as gone (404 responses).
    public var removed: [String]
    /// The token to give next time; nil when the reply carried none (keep the old one).
    public var token: String?

    public init(changed: [RemoteMember], removed: [String], token: String?) {
        self.changed = changed
        self.removed = removed
        self.token = token
    }
}
