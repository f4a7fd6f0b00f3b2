/// The natural widths of columns that line up across rows (and across
/// pages fetched later), measured once per screen; `fitted(to:)` shares a
/// line of some width between them. `list`'s table and the browser both lay
/// their rows out by this one rule.
public struct ColumnWidths: Sendable, Equatable {
    /// The widest text of each column but a row's last.
    public private(set) var widest: [Int] = []
    /// The widest whole cell of each of those columns (0: none); a column is never narrower.
    public private(set) var widestWhole: [Int] = []
    /// The widest whole cell that ends a row: the room the last column keeps.
    public private(set) var widestWholeLast = 0

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
        foldLast(width: width(count - 1), isWhole: isWhole(count - 1))
    }

    /// Folds in the cell at `column` of a row that goes on past it: what
    /// `measure` does with each cell but a row's last, for a writer that
    /// measures cells as they come and learns a row's end at its end.
    ///
    /// A cell that widens nothing (nearly every one, once a column's first
    /// rows are in) writes nothing: each write of the arrays checked that
    /// they were not shared, 6.9 M of `list --format table`'s 1,025 M
    /// instructions on 100k contacts (callgrind). Tested here rather than
    /// by the table's writer before the call: 4.2 M more (989.9 M against
    /// 985.7 M), and one place that knows what widens a column.
    public mutating func fold(column: Int, width: Int, isWhole: Bool) {
        if column < widest.count, width <= widest[column], !isWhole || width <= widestWhole[column] { return }
        if column == widest.count {
            widest.append(0)
            widestWhole.append(0)
        }
        widest[column] = max(widest[column], width)
        if isWhole { widestWhole[column] = max(widestWhole[column], width) }
    }

    /// Folds in the last cell of a row of more than one: a whole one sets the room the last column keeps.
    public mutating func foldLast(width: Int, isWhole: Bool) {
        if isWhole { widestWholeLast = max(widestWholeLast, width) }
    }

    /// The columns on a line of `available` columns. The last column keeps
    /// at least a third of the line (and 8), and room for its widest whole
    /// cell unless that would leave the first column less than 4 columns:
    /// one very long number does not hide every name; its own row makes room
    /// for it. The other columns give way as `FittedColumns.shrink` says.
    public func fitted(to available: Int) -> FittedColumns {
        let first = widest.first.map { min($0, FittedColumns.narrowest) + FittedColumns.gap } ?? 0
        let kept = min(max(0, available), max(min(widestWholeLast, available - first), 8, available / 3))
        let widths = FittedColumns.shrink(widest, whole: widestWhole, room: available - kept)
        return FittedColumns(widths: widths, available: available)
    }
}
