extension RowKind {
    /// A row that asks for an account operation.
    public static let action = RowKind("action")
}

extension RowID.Item {
    /// The row offering `action`: "action:logIn".
    public static func action(_ action: AccountAction) -> Self { Self("action:\(action.name)") }
}

/// "Log In", "Log Out", "Create Account": a row that asks for an account operation.
public struct AccountActionRow: RowModel {
    public static let kind = RowKind.action
    public var title: String
    public var action: AccountAction

    public init(title: String, action: AccountAction) {
        self.title = title
        self.action = action
    }

    public var item: RowID.Item { .action(action) }

    public var cells: [Cell] { [Cell(title)] }

    public var arrangement: CellArrangement { .wrapped }

    public var fields: [RowField] {
        [RowField("title", .text(title)), RowField("action", .text(action.name))]
    }

    public func selection(of id: RowID) -> RowAction { .perform(action) }
}
