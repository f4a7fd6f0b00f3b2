/// The terminal's size in character cells: what a frame is laid out for.
public struct TerminalSize: Hashable, Sendable, CustomStringConvertible {
    /// Lines on the screen.
    public var rows: Int
    /// Character cells on a line.
    public var columns: Int

    public init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
    }

    /// "80x24": columns by rows, as terminals show it.
    public var description: String { "\(columns)x\(rows)" }
}
