import Contacts
import Store

/// The inline detail under an expanded entry: every number and email of
/// the contact, its organization and note.
struct DetailRowController: RowController {
    func cells(of row: Row) -> [Cell] {
        guard case let .detail(contact) = row.content else { return [] }
        return [Cell(Self.lines(of: contact).joined(separator: " · "), .secondary)]
    }

    func fields(of row: Row) -> [RowField] {
        guard case let .detail(contact) = row.content else { return [] }
        return [RowField("contact", .text(contact.uid)), RowField("lines", .list(Self.lines(of: contact)))]
    }

    /// Selecting the detail hides it again.
    func selection(of row: Row) -> RowAction {
        guard case let .detail(contactID, position) = row.id.item else { return .none }
        let item: RowID.Item = position == EntryKey.noNumber ? .contact(contactID) : .phone(contactID, position)
        return .toggleDetail(RowID(section: row.id.section, item: item))
    }

    /// "mobile 555-0005", "home ada@example.com", "Analytical Engines", the note.
    static func lines(of contact: ContactDetail) -> [String] {
        var lines = contact.phones.map { "\($0.label) \($0.number)" }
        lines += contact.emails.map { "\($0.label) \($0.address)" }
        if !contact.organization.isEmpty { lines.append(contact.organization) }
        if !contact.note.isEmpty { lines.append(contact.note) }
        return lines
    }
}
