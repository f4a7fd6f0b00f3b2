import Store

extension RowKind {
    /// Everything about the contact of the entry above it.
    public static let detail = RowKind("detail")
}

extension RowID.Item {
    /// The inline detail under number `position` of a contact (`EntryKey.noNumber` for one without): "detail:12:0".
    public static func detail(_ contact: ContactID, _ position: Int) -> Self { Self("detail:\(contact):\(position)") }
}

/// The inline detail under an expanded entry: every number and email of
/// the contact, its organization and note, each on a line of its own
/// after its label.
public struct DetailRow: RowModel {
    public static let kind = RowKind.detail
    public var contact: ContactDetail
    /// The entry row it sits under, and that entry's position on the card.
    public var entry: RowID.Item
    public var position: Int

    public init(_ contact: ContactDetail, under entry: RowID.Item, position: Int) {
        self.contact = contact
        self.entry = entry
        self.position = position
    }

    public var item: RowID.Item { .detail(contact.id, position) }

    /// Label, value, label, value, …
    public var cells: [Cell] {
        labelled.flatMap { [Cell($0.label, .secondary), $0.value] }
    }

    public var arrangement: CellArrangement { .labelledLines }

    public var fields: [RowField] {
        let lines = labelled.map { $0.label + " " + $0.value.text }
        return [RowField("contact", .text(contact.uid)), RowField("lines", .list(lines))]
    }

    /// Selecting the detail hides it again.
    public func selection(of id: RowID) -> RowAction {
        .toggleDetail(RowID(section: id.section, item: entry))
    }

    public var nesting: Int { 1 }

    /// Counted with the entry it belongs to.
    public var contactID: ContactID? { contact.id }

    /// ("mobile", 555-0005), ("home email", ada@example.com), ("organization", …), ("note", …).
    private var labelled: [(label: String, value: Cell)] {
        var lines = contact.phones.map { ($0.label, Cell($0.number, kind: .phoneNumber)) }
        lines += contact.emails.map { ($0.label + " email", Cell($0.address, kind: .email)) }
        if !contact.organization.isEmpty { lines.append(("organization", Cell(contact.organization))) }
        if !contact.note.isEmpty { lines.append(("note", Cell(contact.note))) }
        return lines
    }
}
