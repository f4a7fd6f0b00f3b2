import Store

extension RowID.Item {
    /// The inline detail under number `position` of a contact (`EntryKey.noNumber` for one without): "detail:12:0".
    public static func detail(_ contact: ContactID, _ position: Int) -> Self { Self("detail:\(contact):\(position)") }

    /// `field` as a line of inline detail `detail`: "detail:12:0/address:0".
    public static func line(_ field: Self, of detail: Self) -> Self { Self("\(detail)/\(field)") }
}

/// One field of a contact (a number, an address, a birthday) as a line of
/// the inline detail under one of its entries: the field's row, labelled to
/// stand among other kinds, indented under the entry and counted with it.
/// Of its field's kind, with its field's fields, so a script or a
/// controller tells an address line from a URL line as in `show`.
public struct DetailLine<Field: ContactFieldRow>: RowModel {
    public static var kind: RowKind { Field.kind }
    public var field: Field
    public var contact: ContactID
    /// The entry row it sits under, and that entry's position on the card.
    public var entry: RowID.Item
    public var position: Int

    public init(_ field: Field, of contact: ContactID, under entry: RowID.Item, position: Int) {
        self.field = field
        self.contact = contact
        self.entry = entry
        self.position = position
    }

    public var item: RowID.Item { .line(field.item, of: .detail(contact, position)) }

    /// The label, then the value.
    public var cells: [Cell] { [Cell(field.detailLabel, .secondary), field.detailValue] }

    /// The labels of a detail's lines share a column (`Layout` measures them together).
    public var arrangement: CellArrangement { .labelledLines }

    public var fields: [RowField] { field.fields }

    /// Selecting a line of the detail hides the detail again.
    public func selection(of id: RowID) -> RowAction {
        .toggleDetail(RowID(section: id.section, item: entry))
    }

    public var nesting: Int { 1 }

    /// Its field's: a number or an email in the detail copies as it would in `show`.
    public var clipboardText: String? { field.clipboardText }

    /// Counted with the entry it belongs to.
    public var contactID: ContactID? { contact }
}
