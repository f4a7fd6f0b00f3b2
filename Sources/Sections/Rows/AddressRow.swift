import Contacts

extension RowKind {
    /// A postal address with its label.
    public static let address = RowKind("address")
}

extension RowID.Item {
    /// Address `position` (card order) of a contact: "address:0".
    public static func address(_ position: Int) -> Self { Self("address:\(position)") }
}

/// A postal address: its label, then the address on one line; scripts get
/// its components.
public struct AddressRow: ContactFieldRow {
    public static let kind = RowKind.address
    public var address: PostalAddress
    /// Its place among the contact's addresses, in card order.
    public var position: Int

    public init(_ address: PostalAddress, position: Int) {
        self.address = address
        self.position = position
    }

    public var item: RowID.Item { .address(position) }

    public var cells: [Cell] { [Cell(address.label, .secondary), Cell(address.oneLine)] }

    public var fields: [RowField] {
        [RowField("label", .text(address.label)), RowField("street", .text(address.street)),
         RowField("locality", .text(address.locality)), RowField("region", .text(address.region)),
         RowField("postalCode", .text(address.postalCode)), RowField("country", .text(address.country)),
         RowField("poBox", .text(address.poBox)), RowField("extended", .text(address.extended))]
    }

    public var detailLabel: String { address.label == "other" ? "address" : address.label + " address" }
    public var detailValue: Cell { Cell(address.oneLine) }
}
