import Sections
import TerminalText

extension Cell {
    /// The cell as the column rule sees it: whole when its kind must never be cut.
    public var columnCell: ColumnCell { ColumnCell(textWithDetail, isWhole: isWhole) }
}

extension ColumnWidths {
    /// The natural widths of the columns of those of `rows` whose cells sit
    /// in columns: the browser's and `list --format table`'s, by one rule.
    public init(rows: some Sequence<Row>) {
        self.init()
        measure(rows: rows)
    }

    /// Folds in those of `rows` whose cells sit in columns, each row writing
    /// its cells into a `ColumnMeasure` rather than making them: made as
    /// `Cell`s and their `ColumnCell`s, measuring the browser's first screen
    /// would take twice as long (callgrind, 100k contacts).
    public mutating func measure(rows: some Sequence<Row>) {
        var measure = ColumnMeasure(widths: self)
        for row in rows where row.arrangement == .columns { row.writeCells(to: &measure) }
        self = measure.widths
    }
}

extension FittedColumns {
    /// `cells` fitted to these columns, as cells again: hidden ones left
    /// out, a plain cell for the gap between two, a cell's detail a
    /// secondary cell of its own (what the column left of it), so they can
    /// simply be joined.
    public func fit(_ cells: [Cell]) -> [Cell] {
        var result: [Cell] = []
        result.reserveCapacity(2 * cells.count)
        layOut(cells) { text, style, padding, column in
            if column != nil, !result.isEmpty { result.append(Self.gapCell) }
            result.append(Cell(ColumnText.padded(text, padding), style, kind: column.map { cells[$0].kind } ?? .text))
        }
        return result
    }

    /// `cells` fitted to these columns as `fit(_:)` lays them out, each piece
    /// handed to `body` in order: its text, its style, the spaces that pad it
    /// (inside its style), and the column of the cell it opens (the gap
    /// before it, between two, is the caller's); a cell's detail is a
    /// secondary piece of its own, of no column. Nothing is built per row
    /// but the column cells.
    public func layOut(_ cells: [Cell],
                       _ body: (_ text: String, _ style: Cell.Style, _ padding: Int, _ column: Int?) -> Void) {
        layOut(cells.map(\.columnCell)) { column, text, padding in
            let cell = cells[column]
            guard cell.detail != nil else { return body(text, cell.style, padding, column) }
            let own = VisibleText.line(cell.text)
            if DisplayWidth.simpleWidth(own) != nil {
                // One scalar a character, none joining (see `simpleWidth`): bytes say what
                // `hasPrefix` and `count` below say, without their grapheme walks, a third
                // of laying out a row whose name has a detail (callgrind).
                guard text.utf8.starts(with: own.utf8), text.utf8.count + padding > own.utf8.count else {
                    return body(text, cell.style, padding, column)
                }
                body(own, cell.style, 0, column)
                body(String(decoding: text.utf8.dropFirst(own.utf8.count), as: UTF8.self), .secondary, padding, nil)
                return
            }
            let padded = ColumnText.padded(text, padding)
            if padded.hasPrefix(own), padded.count > own.count {
                body(own, cell.style, 0, column)
                body(String(padded.dropFirst(own.count)), .secondary, 0, nil)
            } else {
                body(padded, cell.style, 0, column)
            }
        }
    }

    private static let gapCell = Cell(String(repeating: " ", count: gap))
}
