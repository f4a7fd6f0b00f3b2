/// The last cells of measured rows, kept by the row's number of cells (its
/// shape: a contact's number row has three, a named value two): how wide
/// its whole last cells are (counted, for the width nearly all of them
/// fit in) and its widest last cell of text. `ColumnWidths.fitted(to:)`
/// keeps room for them.
public struct LastCellWidths: Sendable, Equatable {
    /// Whole last cells counted by width, a shape's `widthLimit` counts one
    /// after another (those of rows of two cells first); a cell as wide as
    /// the limit or wider is counted at the limit.
    private var wholeCounts: [Int] = []
    /// The widest last cell of text of each shape (rows of two cells first).
    private var widestText: [Int] = []
    /// Widths counted apart; a wider cell counts as this wide (and makes room in its own row).
    static let widthLimit = 160

    public init() {}

    /// The row shapes measured, by their number of cells, fewest first.
    var cellCounts: [Int] { widestText.indices.map { $0 + 2 } }

    /// Folds in the last cell of a row of `count` cells (two or more).
    ///
    /// Kept in two flat arrays rather than an array per shape: each write
    /// checks its array is not shared, once here, not twice.
    @inline(__always)
    public mutating func fold(cells count: Int, width: Int, isWhole: Bool) {
        let shape = count - 2
        if shape >= widestText.count { addShapes(through: shape) }
        if isWhole {
            wholeCounts[shape &* Self.widthLimit &+ min(width, Self.widthLimit - 1)] &+= 1
        } else if width > widestText[shape] {
            widestText[shape] = width
        }
    }

    private mutating func addShapes(through shape: Int) {
        let added = shape + 1 - widestText.count
        widestText += repeatElement(0, count: added)
        wholeCounts += repeatElement(0, count: added * Self.widthLimit)
    }

    /// The room the last cell of rows of `count` cells keeps on a line of
    /// `available` columns: what their whole last cells fit in but the
    /// widest tenth (rounded up), which make room in their own rows: one long
    /// number among a screen's rows, or a few among many, narrows no other
    /// row. And their widest cell of text up to a third of the line (text may be cut).
    func room(cells count: Int, available: Int) -> Int {
        let shape = count - 2
        guard shape >= 0, shape < widestText.count else { return 0 }
        return max(wholeKept(shape), min(widestText[shape], available / 3))
    }

    /// The width of the widest of a shape's whole last cells once the
    /// widest tenth of them (rounded up) is set aside; 0 when that is all.
    private func wholeKept(_ shape: Int) -> Int {
        let counts = wholeCounts[shape * Self.widthLimit ..< (shape + 1) * Self.widthLimit]
        let total = counts.reduce(0, +)
        var rank = total - (total + 9) / 10
        guard rank > 0 else { return 0 }
        for (width, count) in zip(0..., counts) {
            rank -= count
            if rank <= 0 { return width }
        }
        return 0
    }
}
