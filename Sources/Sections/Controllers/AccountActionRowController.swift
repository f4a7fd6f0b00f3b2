/// "Log In", "Log Out", "Third Party Log Out": a row that asks for an account operation.
struct AccountActionRowController: RowController {
    func cells(of row: Row) -> [Cell] {
        guard case let .action(title, _) = row.content else { return [] }
        return [Cell(title)]
    }

    func fields(of row: Row) -> [RowField] {
        guard case let .action(title, action) = row.content else { return [] }
        return [RowField("title", .text(title)), RowField("action", .text(action.rawValue))]
    }

    func selection(of row: Row) -> RowAction {
        guard case let .action(_, action) = row.content else { return .none }
        return .perform(action)
    }
}
