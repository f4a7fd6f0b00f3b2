/// The terminal's size in character cells.
public struct TerminalSize: Sendable, Equatable {
    public var rows: Int
    public var columns: Int

    public init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
    }
}
