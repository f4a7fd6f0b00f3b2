extension RowKind {
    /// A name the contact also goes by.
    public static let nickname = RowKind("nickname")
}

extension RowID.Item {
    /// Nickname `position` (card order) of a contact: "nickname:0".
    public static func nickname(_ position: Int) -> Self { Self("nickname:\(position)") }
}

/// A nickname, beside the contact's name.
public struct NicknameRow: ContactFieldRow {
    public static let kind = RowKind.nickname
    public var nickname: String
    /// Its place among the contact's nicknames, in card order.
    public var position: Int

    public init(_ nickname: String, position: Int) {
        self.nickname = nickname
        self.position = position
    }

    public var item: RowID.Item { .nickname(position) }

    public var cells: [Cell] { [Cell("Nickname", .secondary), Cell(nickname)] }

    public var fields: [RowField] { [RowField("label", .text("nickname")), RowField("nickname", .text(nickname))] }

    public var detailLabel: String { "nickname" }
    public var detailValue: Cell { Cell(nickname) }
}
