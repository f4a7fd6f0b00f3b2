/// An email address with its label.
struct EmailRowController: RowController {
    func cells(of row: Row) -> [Cell] {
        guard case let .email(email) = row.content else { return [] }
        return [Cell(email.label, .secondary), Cell(email.address, kind: .email)]
    }

    func fields(of row: Row) -> [RowField] {
        guard case let .email(email) = row.content else { return [] }
        return [RowField("label", .text(email.label)), RowField("address", .text(email.address))]
    }

    func selection(of row: Row) -> RowAction { .none }
}
