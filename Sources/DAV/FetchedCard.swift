/// A card's bytes as the server holds them.
public struct FetchedCard: Sendable, Equatable {
    /// The href as the caller named it (the listed one), byte for byte.
    public var href: String
    /// The ETag that goes with these bytes.
    public var etag: String?
    /// The card with CRLF line ends (restored after XML parsing turned them into LF).
    public var card: [UInt8]

    public init(href: String, etag: String?, card: [UInt8]) {
        self.href = href
        self.etag = etag
        self.card = card
    }
}
