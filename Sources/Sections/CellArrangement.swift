/// How a renderer arranges a row's cells.
public enum CellArrangement: Sendable, Equatable {
    /// On one line, in the columns the screen's rows share.
    case columns
    /// Its cells one under another, each wrapped onto as many lines as it
    /// needs (a paragraph, a long name); where a row takes one line (the
    /// table of `list`), as `columns`.
    case wrapped
    /// In pairs, a label then its value, one pair per line with the labels
    /// in a column of their own; a value that may be cut wraps under itself.
    case labelledLines
}
