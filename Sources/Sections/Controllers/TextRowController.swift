/// A paragraph of a document page.
struct TextRowController: RowController {
    func cells(of row: Row) -> [Cell] {
        guard case let .text(paragraph) = row.content else { return [] }
        return [Cell(paragraph)]
    }

    func fields(of row: Row) -> [RowField] {
        guard case let .text(paragraph) = row.content else { return [] }
        return [RowField("text", .text(paragraph))]
    }

    func selection(of row: Row) -> RowAction { .none }
}
