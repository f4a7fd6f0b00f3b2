/// How a renderer arranges a row's cells.
public enum CellArrangement: Sendable, Equatable {
    /// On one line, in the columns the screen's rows share; a row of one
    /// cell (a paragraph) wraps onto as many lines as it needs instead.
    case columns
    /// In pairs, a label then its value, one pair per line with the labels
    /// in a column of their own; a value that may be cut wraps under itself.
    case labelledLines
}
