import Sections
import Store
import TerminalText

/// The body of a screen as text: section titles, rows in aligned columns
/// (the cells their kinds give, fitted by the column rule), inline
/// details indented beneath their entry, the cursor row marked, and the
/// rows of marked contacts with a `*` beside the cursor's `>`.
struct BodyLines {
    private let state: ScreenState
    private let paint: Paint
    private let layout: Layout
    private let cursor: Int?
    private let columns: FittedColumns
    private let marked: Set<ContactID>

    init(_ state: ScreenState, paint: Paint, marked: Set<ContactID> = []) {
        self.state = state
        self.marked = marked
        self.paint = paint
        layout = state.layout(TerminalSize(rows: 0, columns: paint.width))
        cursor = layout.index(of: state.cursor)
        columns = state.columnWidths.fitted(to: paint.width - Layout.rowIndent)
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
        case let .row(index, pieces, continued):
            let row = layout.rows[index].row
            let isCursor = index == cursor
            let marker = isCursor && !paint.colors && !continued ? ">" : " "
            // On a terminal narrower than the indent, the indent is all there is.
            let indentWidth = min(Layout.indent(of: row), paint.width)
            let isMarked = row.nesting == 0 && indentWidth >= 2 && row.contactID.map(marked.contains) == true
            let indent = marker + (isMarked ? "*" : "") + String(repeating: " ", count: indentWidth - (isMarked ? 2 : 1))
            let cells = pieces ?? columns.fit(row.cells)
            let available = paint.width - indentWidth
            if isCursor { return paint.styled(indent + joined(cells, available, styled: false), .reverse) }
            return indent + joined(cells, available, styled: true)
        }
    }

    /// Cells already fitted, side by side, exactly `width` columns wide.
    private func joined(_ cells: [Cell], _ width: Int, styled: Bool) -> String {
        var text = "", used = 0
        for cell in cells {
            let fitted = ColumnText.truncate(cell.text, toWidth: width - used)
            text += styled && cell.style == .secondary && !fitted.isEmpty ? paint.styled(fitted, .dim) : fitted
            used += DisplayWidth.of(fitted)
        }
        return used < width ? text + String(repeating: " ", count: width - used) : text
    }
}
