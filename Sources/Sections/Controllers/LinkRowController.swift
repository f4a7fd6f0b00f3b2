/// A row leading to another screen ("Settings", "Privacy Policy").
struct LinkRowController: RowController {
    func cells(of row: Row) -> [Cell] {
        guard case let .link(title, _) = row.content else { return [] }
        return [Cell(title), Cell("›", .secondary)]
    }

    func fields(of row: Row) -> [RowField] {
        guard case let .link(title, destination) = row.content else { return [] }
        return [RowField("title", .text(title)), RowField("destination", .text(destination.description))]
    }

    func selection(of row: Row) -> RowAction {
        guard case let .link(_, destination) = row.content else { return .none }
        return .open(destination)
    }
}
