import Sections
import TerminalText

/// A screen laid out as the lines of the browser's body at one width:
/// each section's title, then its rows, each arranged as its kind says
/// (`CellArrangement`): cells in the screen's columns on one line (fitted
/// by the column rule), wrapped onto as many lines as they need, or a line
/// per labelled value. Titles wrap too: nothing is cut here.
struct Layout: Sendable, Equatable {
    /// One line of the body.
    enum Line: Sendable, Equatable {
        case header(String)
        /// Row `index`: its cells in the screen's columns (`pieces` nil), or
        /// this line's own pieces, already fitted (a wrapped paragraph's, a
        /// label's and its value's).
        case row(Int, pieces: [Cell]?, continued: Bool)
    }

    /// A row as laid out: where its lines are, and its place in N/TOTAL.
    struct LaidOutRow: Sendable, Equatable {
        let row: Row
        /// Its first line.
        let firstLine: Int
        /// How many lines it takes.
        let height: Int
        /// Its place, from 1, in the whole list, loaded or not (`ItemNumbers`).
        let item: Int
    }

    /// Columns before a row's cells: the cursor marker's.
    static let rowIndent = 2
    /// Further columns before a row for each level it is nested under the
    /// row above (an inline detail), so it reads as part of that row.
    static let nestingIndent = 2

    /// The width it was laid out at.
    let width: Int
    /// The rows, top to bottom.
    let rows: [LaidOutRow]
    /// Each row's index, by identity.
    private let positions: [RowID: Int]
    /// How many items the list holds once every row is loaded: N/TOTAL's TOTAL.
    let itemCount: Int
    let lines: [Line]

    init(_ screen: Screen?, width: Int) {
        var rows: [LaidOutRow] = [], lines: [Line] = [], positions: [RowID: Int] = [:], itemsBefore = 0
        // Sized once, so the positions table is not rehashed as the rows come.
        let rowCount = screen?.sections.reduce(0) { $0 + $1.rows.count } ?? 0
        rows.reserveCapacity(rowCount)
        positions.reserveCapacity(rowCount)
        for section in screen?.sections ?? [] where !section.rows.isEmpty {
            lines += TextWrap.lines(section.title, width: width).map(Line.header)
            let items = ItemNumbers(section)
            let labelColumns = Self.labelColumns(section.rows, width: width)
            for (offset, (row, item)) in zip(section.rows, items.numbers).enumerated() {
                let index = rows.count, firstLine = lines.count
                positions[row.id] = index
                Self.appendLines(of: row, index: index, width: width - Self.indent(of: row),
                                 labelColumns: labelColumns[offset], to: &lines)
                rows.append(LaidOutRow(row: row, firstLine: firstLine, height: lines.count - firstLine,
                                       item: itemsBefore + item))
            }
            itemsBefore += items.count
        }
        self.width = width
        self.rows = rows
        self.positions = positions
        itemCount = itemsBefore
        self.lines = lines
    }

    /// Appends the lines of row `index` with its text `width` columns wide; a
    /// row of labelled lines in `labelColumns`, which it shares with its
    /// neighbours. A row in the screen's columns is one line, laid out
    /// without making its cells: their text is not needed until the line is
    /// drawn, and making them would be two fifths of laying out browse's
    /// first screen (callgrind).
    private static func appendLines(of row: Row, index: Int, width: Int, labelColumns: FittedColumns?,
                                    to lines: inout [Line]) {
        switch row.arrangement {
        case .columns:
            lines.append(.row(index, pieces: nil, continued: false))
        case .wrapped:
            let pieces = row.cells.flatMap { cell in
                TextWrap.lines(cell.text, width: width).map { Cell($0, cell.style) }
                    + (cell.detail.map { TextWrap.lines("(" + $0 + ")", width: width).map { Cell($0, .secondary) } } ?? [])
            }
            lines += pieces.enumerated().map { .row(index, pieces: [$1], continued: $0 > 0) }
        case .labelledLines:
            let pairs = labelledPairs(row.cells)
            let columns = labelColumns ?? LabelledLines.columns(pairs, width: width)
            lines += LabelledLines.lines(pairs, in: columns).enumerated().map {
                .row(index, pieces: [Cell($1.label, .secondary), Cell($1.value)], continued: $0 > 0)
            }
        }
    }

    /// Cells in pairs, a label and its value.
    private static func labelledPairs(_ cells: [Cell]) -> [(label: ColumnCell, value: ColumnCell)] {
        stride(from: 0, to: cells.count - 1, by: 2).map { (label: cells[$0].columnCell, value: cells[$0 + 1].columnCell) }
    }

    /// For each row of a section, the columns of the run of labelled rows at
    /// one nesting it belongs to (nil for other rows): the lines of an inline
    /// detail, one row per field, line their labels up as one table.
    private static func labelColumns(_ rows: [Row], width: Int) -> [FittedColumns?] {
        var columns = [FittedColumns?](repeating: nil, count: rows.count)
        var start = 0
        while start < rows.count {
            let first = rows[start]
            guard first.arrangement == .labelledLines else {
                start += 1
                continue
            }
            var end = start + 1
            while end < rows.count, rows[end].arrangement == .labelledLines, rows[end].nesting == first.nesting { end += 1 }
            let pairs = rows[start..<end].flatMap { labelledPairs($0.cells) }
            let fitted = LabelledLines.columns(pairs, width: width - indent(of: first))
            for index in start..<end { columns[index] = fitted }
            start = end
        }
        return columns
    }

    /// Columns a row's text starts at.
    static func indent(of row: Row) -> Int {
        rowIndent + row.nesting * nestingIndent
    }

    /// The index of the row with identity `id`.
    func index(of id: RowID?) -> Int? {
        id.flatMap { positions[$0] }
    }

    /// The row shown on `line`; the first row below it when it is a title, the last row past the end.
    func row(atOrAfterLine line: Int) -> Int? {
        guard !rows.isEmpty else { return nil }
        return rows.firstIndex { $0.firstLine + $0.height > line } ?? rows.count - 1
    }

    /// Whether `line` is a section's title.
    func isHeader(_ line: Int) -> Bool {
        if case .header = lines[line] { return true }
        return false
    }
}
