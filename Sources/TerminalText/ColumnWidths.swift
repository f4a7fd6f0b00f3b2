/// Widths for columns of text that line up across rows (and across pages
/// fetched later): used by `list`'s table and by the browser alike.
public enum ColumnWidths {
    /// The widest text of each column but the last, over `rows` (each row its
    /// cells' texts), folded into `widths`. The last column takes what is left.
    public static func measure(_ rows: some Sequence<[String]>, into widths: [Int] = []) -> [Int] {
        var widths = widths
        for cells in rows where cells.count > 1 {
            for (column, text) in cells.dropLast().enumerated() {
                if column == widths.count { widths.append(0) }
                widths[column] = max(widths[column], DisplayWidth.of(ColumnText.singleLine(text)))
            }
        }
        return widths
    }

    /// `widths` shrunk, widest first, so the last column keeps at least a
    /// third of the `available` columns (and 8); no column below 4.
    public static func fitted(_ widths: [Int], available: Int, gap: Int) -> [Int] {
        var widths = widths
        let budget = available - max(8, available / 3)
        while widths.reduce(0, +) + widths.count * gap > budget,
              let widest = widths.indices.max(by: { widths[$0] < widths[$1] }), widths[widest] > 4 {
            widths[widest] -= 1
        }
        return widths
    }
}
