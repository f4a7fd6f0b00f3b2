import Sections
import TerminalText

/// A screen laid out as the lines of the browser's body at one width:
/// each section's title, then its rows. A row of several cells takes one
/// line (fitted by the column rule); a row of one cell (a paragraph) wraps
/// onto as many lines as it needs; a row of labelled values (an inline
/// detail) takes a line per value. Titles wrap too: nothing is cut here.
struct Layout: Sendable, Equatable {
    /// One line of the body.
    enum Line: Sendable, Equatable {
        case header(String)
        /// Row `index`: its cells in the screen's columns (`pieces` nil), or
        /// this line's own pieces, already fitted (a wrapped paragraph's, a
        /// label's and its value's).
        case row(Int, pieces: [Cell]?, continued: Bool)
    }

    /// Columns before a row's cells: the cursor marker's.
    static let rowIndent = 2
    /// Further columns before an inline detail row, so it reads as part of the entry above.
    static let detailIndent = 2

    /// The width it was laid out at.
    let width: Int
    let rows: [Row]
    /// Each row's index, by identity.
    private let positions: [RowID: Int]
    /// Each row's place in the whole list, loaded or not, and the list's length.
    let items: ItemNumbers
    /// The first line of each row.
    let firstLine: [Int]
    /// How many lines each row takes.
    let heights: [Int]
    let lines: [Line]

    init(_ screen: Screen?, width: Int) {
        var rows: [Row] = [], firstLine: [Int] = [], heights: [Int] = [], lines: [Line] = []
        var positions: [RowID: Int] = [:]
        for section in screen?.sections ?? [] where !section.rows.isEmpty {
            lines += TextWrap.lines(section.title, width: width).map(Line.header)
            for row in section.rows {
                let index = rows.count
                rows.append(row)
                positions[row.id] = index
                firstLine.append(lines.count)
                let cells = row.cells, textWidth = width - Self.indent(of: row)
                if row.arrangement == .labelledLines {
                    for (number, line) in Self.labelledLines(cells, width: textWidth).enumerated() {
                        lines.append(.row(index, pieces: line, continued: number > 0))
                    }
                } else if cells.count == 1 {
                    for (number, piece) in TextWrap.lines(cells[0].text, width: textWidth).enumerated() {
                        lines.append(.row(index, pieces: [Cell(piece, cells[0].style)], continued: number > 0))
                    }
                } else {
                    lines.append(.row(index, pieces: nil, continued: false))
                }
                heights.append(lines.count - firstLine[index])
            }
        }
        self.width = width
        self.rows = rows
        self.positions = positions
        items = ItemNumbers(screen?.sections ?? [])
        self.firstLine = firstLine
        self.heights = heights
        self.lines = lines
    }

    /// Cells in pairs, a label and its value, as lines of a label piece and a value piece.
    private static func labelledLines(_ cells: [Cell], width: Int) -> [[Cell]] {
        let pairs = stride(from: 0, to: cells.count - 1, by: 2).map { (label: cells[$0], value: cells[$0 + 1]) }
        return LabelledLines.lines(pairs.map { ($0.label.columnCell, $0.value.columnCell) }, width: width).map {
            [Cell($0.label, .secondary), Cell($0.value)]
        }
    }

    /// Columns a row's text starts at.
    static func indent(of row: Row) -> Int {
        row.kind == .detail ? rowIndent + detailIndent : rowIndent
    }

    /// The index of the row with identity `id`.
    func index(of id: RowID?) -> Int? {
        id.flatMap { positions[$0] }
    }

    /// The row shown on `line`; the first row below it when it is a title, the last row past the end.
    func row(atOrAfterLine line: Int) -> Int? {
        guard !rows.isEmpty else { return nil }
        if let index = firstLine.indices.first(where: { firstLine[$0] + heights[$0] > line }) { return index }
        return rows.count - 1
    }

    /// Whether `line` is a section's title.
    func isHeader(_ line: Int) -> Bool {
        if case .header = lines[line] { return true }
        return false
    }
}
