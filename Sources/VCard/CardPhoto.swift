/// A PHOTO as a person is told of it: its media type, and the size of its
/// data when the card holds it, or the address it links to. The data itself
/// is never kept here: a photo is shown by its description, not its bytes.
public struct CardPhoto: Sendable, Equatable {
    /// `image/jpeg`: the card's own (a `data:` URI's, 4.0's MEDIATYPE, a
    /// TYPE such as `JPEG`), else what the data starts with, else
    /// `application/octet-stream`; empty for a link whose type the card does not say.
    public var mediaType: String
    /// Bytes of inline data once decoded; nil for a link, or for data that is not base64.
    public var byteCount: Int?
    /// The address of a photo the card links to (`VALUE=uri`, 4.0's URI); nil for inline data.
    public var link: String?

    public init(mediaType: String, byteCount: Int? = nil, link: String? = nil) {
        self.mediaType = mediaType
        self.byteCount = byteCount
        self.link = link
    }

    /// The photo of a PHOTO property.
    init(_ property: VCardProperty) {
        let raw = property.rawValue
        let dataHeader = Self.dataURIHeader(raw)
        let isData = property.isInlineBinary || dataHeader != nil
        let data = isData ? property.binaryValue : nil
        let declared = dataHeader.flatMap(Self.mediaType(ofDataHeader:))
            ?? property.parameter("MEDIATYPE")?.lowercased()
            ?? property.types.first { $0 != "PREF" && $0 != "URI" && !$0.hasPrefix("X-") }.map(Self.mediaType(ofType:))
        self.init(mediaType: declared ?? data.flatMap(Self.sniffed) ?? (isData ? "application/octet-stream" : ""),
                  byteCount: data?.count, link: isData ? nil : raw.trimmingBlanks.isEmpty ? nil : String(raw.trimmingBlanks))
    }

    /// What comes between `data:` and the comma of a `data:` URI, or nil for another value.
    private static func dataURIHeader(_ value: String) -> Substring? {
        guard value.utf8.count > 5, value.utf8.prefix(5).elementsEqual("DATA:".utf8, by: { ASCII.uppercased($0) == $1 }),
              let comma = value.firstIndex(of: ",") else { return nil }
        return value[value.index(value.startIndex, offsetBy: 5)..<comma]
    }

    /// `image/png` of `image/png;base64`; nil when the URI names no type.
    private static func mediaType(ofDataHeader header: Substring) -> String? {
        let type = header.split(separator: ";", omittingEmptySubsequences: false).first.map { $0.lowercased() } ?? ""
        return type.contains("/") ? type : nil
    }

    /// `image/jpeg` of TYPE `JPEG` (2.1 and 3.0 name the subtype alone) or of `image/jpeg`.
    private static func mediaType(ofType type: String) -> String {
        type.contains("/") ? type.lowercased() : "image/" + type.lowercased()
    }

    /// The type the data's first bytes say: JPEG, PNG, GIF; nil for others.
    private static func sniffed(_ data: [UInt8]) -> String? {
        if data.starts(with: [0xFF, 0xD8, 0xFF]) { return "image/jpeg" }
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return "image/png" }
        if data.starts(with: Array("GIF8".utf8)) { return "image/gif" }
        return nil
    }
}
