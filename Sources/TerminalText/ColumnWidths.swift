/// The natural widths of columns that line up across rows (and across
/// pages fetched later), measured once per screen; `fitted(to:)` shares a
/// line of some width between them. `list`'s table and the browser both lay
/// their rows out by this one rule.
public struct ColumnWidths: Sendable, Equatable {
    /// The widest text of each column but a row's last.
    public private(set) var widest: [Int] = []
    /// The widest whole cell of each of those columns (0: none); a column is never narrower.
    public private(set) var widestWhole: [Int] = []
    /// The cells that end the rows, by the rows' number of cells: the room the last column keeps.
    public private(set) var lastCells = LastCellWidths()

    public init() {}

    /// The widths of `rows`, each its cells.
    public init(measuring rows: some Sequence<[ColumnCell]>) {
        for cells in rows { measure(cells) }
    }

    /// Folds one row in. A row of one cell has no columns to line up and is not measured.
    public mutating func measure(_ cells: [ColumnCell]) {
        measure(cells.count, width: { DisplayWidth.of(cells[$0].text) }, isWhole: { cells[$0].isWhole })
    }

    /// Folds in a row of `count` cells whose display widths `width` gives
    /// (each asked once) and whose whole ones `isWhole` tells: a row kept as
    /// bytes is measured without a `ColumnCell` per cell.
    public mutating func measure(_ count: Int, width: (Int) -> Int, isWhole: (Int) -> Bool) {
        guard count > 1 else { return }
        for column in 0..<count - 1 { fold(column: column, width: width(column), isWhole: isWhole(column)) }
        foldLast(cells: count, width: width(count - 1), isWhole: isWhole(count - 1))
    }

    /// Folds in the cell at `column` of a row that goes on past it: what
    /// `measure` does with each cell but a row's last, for a writer that
    /// measures cells as they come and learns a row's end at its end.
    ///
    /// A cell that widens nothing (nearly every one, once a column's first
    /// rows are in) writes nothing, since each write of the arrays checks
    /// that they are not shared. Tested here, not by the table's writer
    /// before the call, so one place knows what widens a column.
    public mutating func fold(column: Int, width: Int, isWhole: Bool) {
        if column < widest.count, width <= widest[column], !isWhole || width <= widestWhole[column] { return }
        if column == widest.count {
            widest.append(0)
            widestWhole.append(0)
        }
        widest[column] = max(widest[column], width)
        if isWhole { widestWhole[column] = max(widestWhole[column], width) }
    }

    /// Folds in the last cell of a row of `count` cells (more than one).
    public mutating func foldLast(cells count: Int, width: Int, isWhole: Bool) {
        lastCells.fold(cells: count, width: width, isWhole: isWhole)
    }

    /// The columns on a line of `available` columns. Rows of each number of
    /// cells keep room for their last cell as `LastCellWidths.room` says:
    /// what all but the widest tenth of their whole last cells fit in, so
    /// that one long number does not narrow every name and label (its own
    /// row makes room for it, as `FittedColumns.slots` says), and their
    /// text up to a third of the line; never so much that the first column
    /// has less than 4. The columns before give way as `FittedColumns.shrink`
    /// says, only as far as some rows need: when every row fits, every
    /// column keeps its width.
    public func fitted(to available: Int) -> FittedColumns {
        let available = max(0, available)
        let first = widest.first.map { min($0, FittedColumns.narrowest) + FittedColumns.gap } ?? 0
        var widths = widest
        for count in lastCells.cellCounts {
            let shared = min(count - 1, widths.count)
            let kept = min(lastCells.room(cells: count, available: available), max(0, available - first))
            let room = available - kept
            guard FittedColumns.taken(widths.prefix(shared)) > room else { continue }
            let shrunk = FittedColumns.shrink(Array(widths.prefix(shared)), whole: Array(widestWhole.prefix(shared)),
                                              room: room)
            widths.replaceSubrange(0..<shared, with: shrunk)
        }
        return FittedColumns(widths: widths, available: available)
    }
}
