/// A setting with its current value ("Sort order  family-first").
struct SettingRowController: RowController {
    func cells(of row: Row) -> [Cell] {
        guard case let .setting(title, _, value) = row.content else { return [] }
        return [Cell(title), Cell(value, .secondary)]
    }

    func fields(of row: Row) -> [RowField] {
        guard case let .setting(title, key, value) = row.content else { return [] }
        return [RowField("title", .text(title)), RowField("key", .text(key)), RowField("value", .text(value))]
    }

    func selection(of row: Row) -> RowAction {
        guard case let .setting(_, key, _) = row.content else { return .none }
        return .editSetting(key)
    }
}
