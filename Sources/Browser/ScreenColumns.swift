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
        self.init(measuring: rows.lazy.filter { $0.arrangement == .columns }.map { $0.cells.map(\.columnCell) })
    }
}

extension FittedColumns {
    /// `cells` fitted to these columns, as cells again: hidden ones left
    /// out, a plain cell for the gap between two, a cell's detail a
    /// secondary cell of its own (what the column left of it), so they can
    /// simply be joined.
    public func fit(_ cells: [Cell]) -> [Cell] {
        let fitted = fit(cells.map(\.columnCell))
        var result: [Cell] = []
        result.reserveCapacity(2 * cells.count)
        for (cell, text) in zip(cells, fitted) {
            guard let text else { continue }
            if !result.isEmpty { result.append(Self.gapCell) }
            let own = ColumnText.singleLine(cell.text)
            if cell.detail != nil, text.hasPrefix(own), text.count > own.count {
                result.append(Cell(own, cell.style, kind: cell.kind))
                result.append(Cell(String(text.dropFirst(own.count)), .secondary))
            } else {
                result.append(Cell(text, cell.style, kind: cell.kind))
            }
        }
        return result
    }

    private static let gapCell = Cell(String(repeating: " ", count: gap))
}
