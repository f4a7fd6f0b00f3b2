extension RowKind {
    /// A named value shown as it is.
    public static let fact = RowKind("fact")
}

extension RowID.Item {
    /// The fact named `key`: "fact:schema-version".
    public static func fact(_ key: String) -> Self { Self("fact:\(key)") }
}

/// A named value shown as it is ("Schema Version  3"): the debug page, a
/// contact's organization, the account logged in.
public struct FactRow: ContactFieldRow {
    public static let kind = RowKind.fact
    /// Its stable name, which its identity is made of: the title's wording may change, the key does not.
    public var key: String
    public var title: String
    public var value: String
    /// What the value is, which says whether it may be cut.
    public var valueKind: Cell.Kind

    public init(key: String, title: String, value: String, valueKind: Cell.Kind = .text) {
        self.key = key
        self.title = title
        self.value = value
        self.valueKind = valueKind
    }

    public var item: RowID.Item { .fact(key) }

    public var cells: [Cell] { [Cell(title, .secondary), Cell(value, kind: valueKind)] }

    public var fields: [RowField] { [RowField("title", .text(title)), RowField("value", .text(value))] }

    /// Among a contact's fields it is labelled by its key ("organization", "uid").
    public var detailLabel: String { key }
    public var detailValue: Cell { Cell(value, kind: valueKind) }
}
