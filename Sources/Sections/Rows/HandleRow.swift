import Contacts

extension RowKind {
    /// An instant-messaging handle with its service.
    public static let handle = RowKind("im")
}

extension RowID.Item {
    /// Handle `position` (card order) of a contact: "im:0".
    public static func handle(_ position: Int) -> Self { Self("im:\(position)") }
}

/// An instant-messaging handle after its service ("jabber", "skype"); never cut.
public struct HandleRow: ContactFieldRow {
    public static let kind = RowKind.handle
    /// The service as its label, the handle as its value.
    public var handle: LabelledValue
    /// Its place among the contact's handles, in card order.
    public var position: Int

    public init(_ handle: LabelledValue, position: Int) {
        self.handle = handle
        self.position = position
    }

    public var item: RowID.Item { .handle(position) }

    public var cells: [Cell] { [Cell(handle.label, .secondary), Cell(handle.value, kind: .handle)] }

    public var fields: [RowField] {
        [RowField("label", .text(handle.label)), RowField("handle", .text(handle.value))]
    }

    public var detailLabel: String { handle.label }
    public var detailValue: Cell { Cell(handle.value, kind: .handle) }
}
