extension RowKind {
    /// A category (a tag, a group) the contact is filed under.
    public static let category = RowKind("category")
}

extension RowID.Item {
    /// Category `position` (card order) of a contact: "category:0".
    public static func category(_ position: Int) -> Self { Self("category:\(position)") }
}

/// A category the card files the contact under ("VIP", "Family").
public struct CategoryRow: ContactFieldRow {
    public static let kind = RowKind.category
    public var category: String
    /// Its place among the contact's categories, in card order.
    public var position: Int

    public init(_ category: String, position: Int) {
        self.category = category
        self.position = position
    }

    public var item: RowID.Item { .category(position) }

    public var cells: [Cell] { [Cell("Category", .secondary), Cell(category)] }

    public var fields: [RowField] { [RowField("label", .text("category")), RowField("category", .text(category))] }

    public var detailLabel: String { "category" }
    public var detailValue: Cell { Cell(category) }
}
