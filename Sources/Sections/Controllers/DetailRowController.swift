import Contacts
import Store

/// The inline detail under an expanded entry: every number and email of
/// the contact, its organization and note, each on a line of its own
/// after its label.
struct DetailRowController: RowController {
    /// Label, value, label, value, …
    func cells(of row: Row) -> [Cell] {
        guard case let .detail(contact) = row.content else { return [] }
        return Self.labelled(contact).flatMap { [Cell($0.label, .secondary), $0.value] }
    }

    var arrangement: CellArrangement { .labelledLines }

    func fields(of row: Row) -> [RowField] {
        guard case let .detail(contact) = row.content else { return [] }
        let lines = Self.labelled(contact).map { $0.label + " " + $0.value.text }
        return [RowField("contact", .text(contact.uid)), RowField("lines", .list(lines))]
    }

    /// Selecting the detail hides it again.
    func selection(of row: Row) -> RowAction {
        guard case let .detail(contactID, position) = row.id.item else { return .none }
        let item: RowID.Item = position == EntryKey.noNumber ? .contact(contactID) : .phone(contactID, position)
        return .toggleDetail(RowID(section: row.id.section, item: item))
    }

    /// ("mobile", 555-0005), ("home email", ada@example.com), ("organization", …), ("note", …).
    static func labelled(_ contact: ContactDetail) -> [(label: String, value: Cell)] {
        var lines = contact.phones.map { ($0.label, Cell($0.number, kind: .phoneNumber)) }
        lines += contact.emails.map { ($0.label + " email", Cell($0.address, kind: .email)) }
        if !contact.organization.isEmpty { lines.append(("organization", Cell(contact.organization))) }
        if !contact.note.isEmpty { lines.append(("note", Cell(contact.note))) }
        return lines
    }
}
