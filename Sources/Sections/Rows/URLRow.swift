import Contacts

extension RowKind {
    /// A web address with its label.
    public static let url = RowKind("url")
}

extension RowID.Item {
    /// URL `position` (card order) of a contact: "url:0".
    public static func url(_ position: Int) -> Self { Self("url:\(position)") }
}

/// A web address with its label ("work", "HomePage"); never cut.
public struct URLRow: ContactFieldRow {
    public static let kind = RowKind.url
    public var url: LabelledValue
    /// Its place among the contact's URLs, in card order.
    public var position: Int

    public init(_ url: LabelledValue, position: Int) {
        self.url = url
        self.position = position
    }

    public var item: RowID.Item { .url(position) }

    public var cells: [Cell] { [Cell(url.label, .secondary), Cell(url.value, kind: .url)] }

    public var fields: [RowField] { [RowField("label", .text(url.label)), RowField("url", .text(url.value))] }

    public var detailLabel: String { url.label == "other" ? "url" : url.label + " url" }
    public var detailValue: Cell { Cell(url.value, kind: .url) }
}
