extension RowKind {
    /// A day to remember: a birthday, an anniversary.
    public static let date = RowKind("date")
}

extension RowID.Item {
    /// The contact's date of the occasion `key`: "date:birthday".
    public static func date(_ key: String) -> Self { Self("date:\(key)") }
}

/// A birthday or an anniversary: its occasion, then the day in ISO 8601
/// (`1906-12-09`, `--12-09` without a year), or as the card wrote it when
/// that is no date.
public struct DateRow: ContactFieldRow {
    public static let kind = RowKind.date
    /// "birthday" or "anniversary": its label for scripts, and its identity.
    public var occasion: String
    public var date: String

    public init(occasion: String, date: String) {
        self.occasion = occasion
        self.date = date
    }

    public var item: RowID.Item { .date(occasion) }

    /// Beside the contact's named values, titled as they are.
    public var cells: [Cell] { [Cell(occasion.prefix(1).uppercased() + occasion.dropFirst(), .secondary), Cell(date)] }

    public var fields: [RowField] { [RowField("label", .text(occasion)), RowField("date", .text(date))] }

    public var detailLabel: String { occasion }
    public var detailValue: Cell { Cell(date) }
}
