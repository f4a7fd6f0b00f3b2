/// One cell of a row as the column rule sees it: its text on one line, and
/// whether it must be shown whole.
public struct ColumnCell: Sendable, Equatable {
    /// The text on one line as a person sees it (`VisibleText.line`).
    public let text: String
    /// A value cut short would be a wrong one (a phone number, an email
    /// address, a UID): the other cells of its row give way to it.
    public let isWhole: Bool

    public init(_ text: String, isWhole: Bool = false) {
        self.text = VisibleText.line(text)
        self.isWhole = isWhole
    }
}
