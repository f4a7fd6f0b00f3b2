import TerminalText

/// Pairs of a label and its value, one pair per line (an inline detail, the
/// key help), the labels in a column fitted by the column rule. No value is
/// cut: a value that may be cut wraps under itself, and a whole value (a
/// number, an email) too wide to sit beside its label goes on the lines
/// below it, indented, as does any value the label leaves too little room.
/// A label that may be cut (an inline detail's "organization") is, with
/// "…", to its column, or hidden on a line too narrow for that column; a
/// whole label (a key in the help) never is.
enum LabelledLines {
    /// Below this many columns a value is put under its label rather than beside it.
    static let narrowestValue = 8
    /// Columns before a value put under its label.
    static let valueIndent = 2

    /// One line of the result: the label (padded to its column and the gap,
    /// empty when hidden or on a value's later lines) and a piece of the value.
    struct Line: Equatable {
        var label: String
        var value: String
    }

    /// The lines `pairs` take at `width` columns; every line at most `width` wide.
    static func lines(_ pairs: [(label: ColumnCell, value: ColumnCell)], width: Int) -> [Line] {
        lines(pairs, in: columns(pairs, width: width))
    }

    /// The label column and the value column of `pairs` at `width` columns.
    /// Measured as if no value were whole: one long number moves below its
    /// own label rather than narrowing every label.
    static func columns(_ pairs: [(label: ColumnCell, value: ColumnCell)], width: Int) -> FittedColumns {
        ColumnWidths(measuring: pairs.map { [$0.label, ColumnCell($0.value.text)] }).fitted(to: width)
    }

    /// The lines `pairs` take in `columns` (measured on these pairs or more).
    static func lines(_ pairs: [(label: ColumnCell, value: ColumnCell)], in columns: FittedColumns) -> [Line] {
        let width = columns.available, labelWidth = columns.widths.first ?? 0
        let gap = String(repeating: " ", count: FittedColumns.gap)
        let blank = String(repeating: " ", count: labelWidth > 0 ? labelWidth + FittedColumns.gap : 0)
        let valueWidth = width - blank.count
        var lines: [Line] = []
        for (label, value) in pairs {
            let fitsBeside = value.isWhole ? DisplayWidth.of(value.text) <= valueWidth : valueWidth >= narrowestValue
            if !fitsBeside, labelWidth > 0 {
                lines += TextWrap.lines(label.text, width: width).map { Line(label: $0, value: "") }
                // Not indented when that alone would break a whole value onto two lines.
                let valueColumns = DisplayWidth.of(value.text)
                let indentWidth = value.isWhole && valueColumns > width - valueIndent && valueColumns <= width
                    ? 0 : min(valueIndent, max(0, width - 1))
                let indent = String(repeating: " ", count: indentWidth)
                lines += TextWrap.lines(value.text, width: width - indent.count).map { Line(label: indent, value: $0) }
                continue
            }
            let first = labelWidth > 0 ? ColumnText.fit(label.text, toWidth: labelWidth) + gap : ""
            for (number, piece) in TextWrap.lines(value.text, width: valueWidth).enumerated() {
                lines.append(Line(label: number == 0 ? first : blank, value: piece))
            }
        }
        return lines
    }
}
