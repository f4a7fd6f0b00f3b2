import TerminalText

/// Pairs of a label and its value, one pair per line (an inline detail, the
/// key help): the labels in a column fitted by the column rule, so they
/// give way to a value that must be whole; a value that may be cut wraps
/// under itself instead. When a label leaves a value too little room, the
/// value goes on the lines below its label, indented.
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
    static func columns(_ pairs: [(label: ColumnCell, value: ColumnCell)], width: Int) -> FittedColumns {
        ColumnWidths(measuring: pairs.map { [$0.label, $0.value] }).fitted(to: width)
    }

    /// The lines `pairs` take in `columns` (measured on these pairs or more).
    static func lines(_ pairs: [(label: ColumnCell, value: ColumnCell)], in columns: FittedColumns) -> [Line] {
        let width = columns.available, labelWidth = columns.widths.first ?? 0
        let blank = String(repeating: " ", count: labelWidth > 0 ? labelWidth + FittedColumns.gap : 0)
        var lines: [Line] = []
        for (label, value) in pairs {
            if value.isWhole {
                let fitted = columns.fit([label, value])
                let shownLabel = fitted[0].map { $0 + String(repeating: " ", count: FittedColumns.gap) } ?? ""
                lines.append(Line(label: shownLabel, value: fitted[1] ?? ""))
                continue
            }
            let valueWidth = width - blank.count
            if valueWidth < narrowestValue, labelWidth > 0 {
                lines += TextWrap.lines(label.text, width: width).map { Line(label: $0, value: "") }
                let indent = String(repeating: " ", count: min(valueIndent, max(0, width - 1)))
                lines += TextWrap.lines(value.text, width: width - indent.count).map { Line(label: indent, value: $0) }
                continue
            }
            let pieces = TextWrap.lines(value.text, width: valueWidth)
            let gap = String(repeating: " ", count: FittedColumns.gap)
            let first = labelWidth > 0 ? ColumnText.fit(label.text, toWidth: labelWidth) + gap : ""
            for (number, piece) in pieces.enumerated() {
                lines.append(Line(label: number == 0 ? first : blank, value: piece))
            }
        }
        return lines
    }
}
