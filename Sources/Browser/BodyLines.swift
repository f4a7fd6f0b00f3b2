import Sections
import TerminalText

/// The body of a screen as text: section titles, rows in aligned columns
/// (through their controllers' cells), inline details indented beneath
/// their entry, the cursor row marked.
struct BodyLines {
    private let state: ScreenState
    private let paint: Paint
    private let layout: Layout
    private let cursor: Int?
    private let widths: [Int]
    private static let gap = 2

    init(_ state: ScreenState, paint: Paint) {
        self.state = state
        self.paint = paint
        layout = state.layout(TerminalSize(rows: 0, columns: paint.width))
        cursor = layout.index(of: state.cursor)
        widths = ColumnWidths.fitted(state.columnWidths, available: paint.width - Layout.rowIndent, gap: Self.gap)
    }

    /// `count` lines from line `top` (fewer at the end).
    func lines(from top: Int, count: Int) -> [String] {
        guard state.screen != nil else { return [paint.line("  Loading…")] }
        guard !layout.rows.isEmpty else {
            return [paint.line(state.search.map { "  Nothing matches “\($0)”" } ?? "  Nothing here")]
        }
        let end = min(layout.lines.count, top + count)
        return layout.lines[min(top, end)..<end].map(line)
    }

    private func line(_ line: Layout.Line) -> String {
        switch line {
        case .header(let title):
            return paint.line(title, style: .bold)
        case let .row(index, piece, continued):
            let row = layout.rows[index]
            let isCursor = index == cursor
            let marker = isCursor && !paint.colors && !continued ? ">" : " "
            // On a terminal narrower than the indent, the indent is all there is.
            let indentWidth = min(Layout.indent(of: row), paint.width)
            let indent = marker + String(repeating: " ", count: indentWidth - 1)
            let available = paint.width - indentWidth
            if let piece {
                let text = indent + ColumnText.fit(piece, toWidth: available)
                let style: Paint.Style = isCursor ? .reverse : row.cells.first?.style == .secondary ? .dim : .plain
                return paint.styled(ColumnText.fit(text, toWidth: paint.width), style)
            }
            if isCursor { return paint.styled(indent + columns(row, available, styled: false), .reverse) }
            return indent + columns(row, available, styled: true)
        }
    }

    /// The row's cells in the screen's columns, exactly `width` columns wide.
    private func columns(_ row: Row, _ width: Int, styled: Bool) -> String {
        let cells = row.cells
        var text = "", used = 0
        for (column, cell) in cells.enumerated() {
            let value = ColumnText.singleLine(cell.text)
            let isLast = column == cells.count - 1
            let cellWidth = isLast ? max(0, width - used)
                : min(column < widths.count ? widths[column] : DisplayWidth.of(value), max(0, width - used))
            let fitted = ColumnText.fit(value, toWidth: cellWidth)
            text += styled && cell.style == .secondary ? paint.styled(fitted, .dim) : fitted
            used += cellWidth
            if !isLast, used < width {
                let gap = min(Self.gap, width - used)
                text += String(repeating: " ", count: gap)
                used += gap
            }
        }
        if used < width { text += String(repeating: " ", count: width - used) }
        return text
    }
}
