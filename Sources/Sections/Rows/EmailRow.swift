import Store

extension RowKind {
    /// An email address with its label.
    public static let email = RowKind("email")
}

extension RowID.Item {
    /// Address `position` (card order) of a contact: "email:0".
    public static func email(_ position: Int) -> Self { Self("email:\(position)") }
}

/// An email address with its label.
public struct EmailRow: ContactFieldRow {
    public static let kind = RowKind.email
    public var email: EmailRecord
    /// Its place among the contact's addresses, in card order.
    public var position: Int

    public init(_ email: EmailRecord, position: Int) {
        self.email = email
        self.position = position
    }

    public var item: RowID.Item { .email(position) }

    public var cells: [Cell] { [Cell(email.label, .secondary), Cell(email.address, kind: .email)] }

    public var fields: [RowField] {
        [RowField("label", .text(email.label)), RowField("address", .text(email.address))]
    }

    public var detailLabel: String { email.label + " email" }
    public var detailValue: Cell { Cell(email.address, kind: .email) }
    public var clipboardText: String? { email.address }
}
