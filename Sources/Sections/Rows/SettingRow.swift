extension RowKind {
    /// A setting's current value.
    public static let setting = RowKind("setting")
}

extension RowID.Item {
    /// The setting named `key` (`SettingKey`'s raw value): "setting:page-size".
    public static func setting(_ key: String) -> Self { Self("setting:\(key)") }
}

/// A setting with its current value ("Sort order  family-first").
public struct SettingRow: RowModel {
    public static let kind = RowKind.setting
    public var title: String
    /// Its name for `phonebook settings set`: stable, unlike the title.
    public var key: String
    public var value: String

    public init(title: String, key: String, value: String) {
        self.title = title
        self.key = key
        self.value = value
    }

    public var item: RowID.Item { .setting(key) }

    public var cells: [Cell] { [Cell(title), Cell(value, .secondary)] }

    public var fields: [RowField] {
        [RowField("title", .text(title)), RowField("key", .text(key)), RowField("value", .text(value))]
    }

    public func selection(of id: RowID) -> RowAction { .editSetting(key) }
}
