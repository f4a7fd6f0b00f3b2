/// A contact with one of its numbers: name, label, number.
struct PhoneEntryRowController: RowController {
    func cells(of row: Row) -> [Cell] {
        guard case let .phone(entry) = row.content, let phone = entry.phone else { return [] }
        return [Cell(entry.name), Cell(phone.label, .secondary), Cell(phone.number, kind: .phoneNumber)]
    }

    func fields(of row: Row) -> [RowField] {
        guard case let .phone(entry) = row.content, let phone = entry.phone else { return [] }
        return [RowField("contact", .text(entry.uid)), RowField("name", .text(entry.name)),
                RowField("label", .text(phone.label)), RowField("number", .text(phone.number))]
    }

    /// Selecting an entry shows (or hides) everything about its contact under it.
    func selection(of row: Row) -> RowAction {
        .toggleDetail(row.id)
    }
}
