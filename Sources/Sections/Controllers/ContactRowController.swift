/// A contact without any number: its name alone, so it is never invisible.
struct ContactRowController: RowController {
    func cells(of row: Row) -> [Cell] {
        guard case let .contact(entry) = row.content else { return [] }
        return [Cell(entry.name)]
    }

    func fields(of row: Row) -> [RowField] {
        guard case let .contact(entry) = row.content else { return [] }
        return [RowField("contact", .text(entry.uid)), RowField("name", .text(entry.name))]
    }

    func selection(of row: Row) -> RowAction {
        .toggleDetail(row.id)
    }
}
