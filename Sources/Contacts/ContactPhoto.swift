/// A photo on a contact's card, as `show` tells of it: never its data, only
/// its media type and size, or the address it links to.
public struct ContactPhoto: Sendable, Equatable {
    /// `image/jpeg`, as the card declares it or its data shows; empty for a link of no stated type.
    public var mediaType: String
    /// Bytes of the data the card holds; nil for a link or for data that cannot be read.
    public var byteCount: Int?
    /// The address of a linked photo; empty for one the card holds.
    public var link: String

    public init(mediaType: String, byteCount: Int? = nil, link: String = "") {
        self.mediaType = mediaType
        self.byteCount = byteCount
        self.link = link
    }

    /// "image/jpeg, 2345 bytes"; "image/jpeg at https://…" for a link ("image at …"
    /// when its type is not stated); "image/jpeg, unreadable data".
    public var summary: String {
        if !link.isEmpty { return (mediaType.isEmpty ? "image" : mediaType) + " at " + link }
        guard let byteCount else { return mediaType + ", unreadable data" }
        return "\(mediaType), \(byteCount) \(byteCount == 1 ? "byte" : "bytes")"
    }
}
