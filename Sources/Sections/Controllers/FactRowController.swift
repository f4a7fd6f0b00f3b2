/// A named value shown as it is ("schema version  3").
struct FactRowController: RowController {
    func cells(of row: Row) -> [Cell] {
        guard case let .fact(title, value, kind) = row.content else { return [] }
        return [Cell(title, .secondary), Cell(value, kind: kind)]
    }

    func fields(of row: Row) -> [RowField] {
        guard case let .fact(title, value, _) = row.content else { return [] }
        return [RowField("title", .text(title)), RowField("value", .text(value))]
    }

    func selection(of row: Row) -> RowAction { .none }
}
