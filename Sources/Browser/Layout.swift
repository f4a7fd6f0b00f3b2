import Sections
import TerminalText

/// A screen laid out as the lines of the browser's body at one width:
/// each section's title, then its rows. A row of several cells takes one
/// line (cut to fit); a row of one cell (a paragraph, an inline detail)
/// wraps onto as many lines as it needs.
struct Layout: Sendable, Equatable {
    /// One line of the body.
    enum Line: Sendable, Equatable {
        case header(String)
        /// Row `index`: its cells in columns (`text` nil), or one wrapped piece of its only cell.
        case row(Int, text: String?, continued: Bool)
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
            lines.append(.header(section.title))
            for row in section.rows {
                let index = rows.count
                rows.append(row)
                positions[row.id] = index
                firstLine.append(lines.count)
                let cells = row.cells
                if cells.count == 1 {
                    let pieces = TextWrap.lines(cells[0].text, width: width - Self.indent(of: row))
                    for (number, piece) in pieces.enumerated() {
                        lines.append(.row(index, text: piece, continued: number > 0))
                    }
                } else {
                    lines.append(.row(index, text: nil, continued: false))
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
