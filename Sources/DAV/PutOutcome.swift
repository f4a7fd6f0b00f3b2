/// What the server said after a successful PUT.
public struct PutOutcome: Sendable, Equatable {
    /// The new strong ETag; nil when the server sent none or a weak one (fetch to learn it).
    public var etag: String?
    /// The Location header, when the server stored the card elsewhere than asked.
    public var location: String?

    public init(etag: String?, location: String?) {
        self.etag = etag
        self.location = location
    }
}
