import Sections
import TerminalText

/// Column widths shared by every multi-cell row of a screen, so columns
/// line up across sections and across pages fetched later.
enum ColumnWidths {
    /// The widest text of each column but the last, over `rows`, folded into `widths`.
    static func measure(_ rows: some Sequence<Row>, into widths: [Int] = []) -> [Int] {
        var widths = widths
        for row in rows {
            let cells = row.cells
            guard cells.count > 1 else { continue }
            for (column, cell) in cells.dropLast().enumerated() {
                if column == widths.count { widths.append(0) }
                widths[column] = max(widths[column], DisplayWidth.of(ColumnText.singleLine(cell.text)))
            }
        }
        return widths
    }

    /// `widths` shrunk, widest first, so the last column keeps at least a third of `available` columns.
    static func fitted(_ widths: [Int], available: Int, gap: Int) -> [Int] {
        var widths = widths
        let budget = available - max(8, available / 3)
        while widths.reduce(0, +) + widths.count * gap > budget,
              let widest = widths.indices.max(by: { widths[$0] < widths[$1] }), widths[widest] > 4 {
            widths[widest] -= 1
        }
        return widths
    }
}
