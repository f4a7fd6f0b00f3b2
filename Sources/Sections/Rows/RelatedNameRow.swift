import Contacts

extension RowKind {
    /// A person named as related to the contact.
    public static let related = RowKind("related")
}

extension RowID.Item {
    /// Related name `position` (card order) of a contact: "related:0".
    public static func related(_ position: Int) -> Self { Self("related:\(position)") }
}

/// A related person, after the relation ("Spouse  Jenny"): Apple's
/// X-ABRELATEDNAMES with its label, or a vCard 4 RELATED with its type.
public struct RelatedNameRow: ContactFieldRow {
    public static let kind = RowKind.related
    public var related: LabelledValue
    /// Its place among the contact's related names, in card order.
    public var position: Int

    public init(_ related: LabelledValue, position: Int) {
        self.related = related
        self.position = position
    }

    public var item: RowID.Item { .related(position) }

    public var cells: [Cell] { [Cell(related.label, .secondary), Cell(related.value)] }

    public var fields: [RowField] { [RowField("label", .text(related.label)), RowField("name", .text(related.value))] }

    public var detailLabel: String { related.label == "related" ? "related" : "related " + related.label }
    public var detailValue: Cell { Cell(related.value) }
}
