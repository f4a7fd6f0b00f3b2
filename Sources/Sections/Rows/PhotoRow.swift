import Contacts

extension RowKind {
    /// A photo on the contact's card, described.
    public static let photo = RowKind("photo")
}

extension RowID.Item {
    /// Photo `position` (card order) of a contact: "photo:0".
    public static func photo(_ position: Int) -> Self { Self("photo:\(position)") }
}

/// A photo on the card, told of by its media type and size in bytes, or by
/// its link ("image/jpeg, 2345 bytes"): its data never reaches an output.
public struct PhotoRow: ContactFieldRow {
    public static let kind = RowKind.photo
    public var photo: ContactPhoto
    /// Its place among the contact's photos, in card order.
    public var position: Int

    public init(_ photo: ContactPhoto, position: Int) {
        self.photo = photo
        self.position = position
    }

    public var item: RowID.Item { .photo(position) }

    public var cells: [Cell] { [Cell("Photo", .secondary), Cell(photo.summary)] }

    /// Bytes 0 for a link, or for data that cannot be read.
    public var fields: [RowField] {
        [RowField("mediaType", .text(photo.mediaType)), RowField("bytes", .number(photo.byteCount ?? 0)),
         RowField("link", .text(photo.link))]
    }

    public var detailLabel: String { "photo" }
    public var detailValue: Cell { Cell(photo.summary) }
}
