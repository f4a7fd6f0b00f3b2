/// One card of a collection as a listing or a delta names it.
public struct RemoteMember: Sendable, Equatable, Hashable {
    /// Path-absolute, exactly as the server listed it (never re-encoded).
    public var href: String
    /// The ETag, quotes included, as the server sent it.
    public var etag: String?

    public init(href: String, etag: String?) {
        self.href = href
        self.etag = etag
    }
}
