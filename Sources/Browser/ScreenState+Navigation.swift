import Sections
import TerminalText

/// Moving the cursor and scrolling, at a terminal size. The body is the
/// terminal less the title and status lines.
extension ScreenState {
    static func bodyHeight(_ size: TerminalSize) -> Int { max(1, size.rows - 2) }

    /// The screen laid out at the terminal's width (the kept layout when it is at that width).
    func layout(_ size: TerminalSize) -> Layout {
        if let laidOut, laidOut.width == size.columns { return laidOut }
        return Layout(screen, width: size.columns)
    }

    /// Lays the screen out again at `size` when the kept layout is at another width.
    mutating func relayout(_ size: TerminalSize) {
        laidOut = layout(size)
    }

    /// Takes a new value of the screen: the cursor is re-resolved by
    /// identity (`CursorRule`) and stays on the same line of the terminal
    /// when it can, so a rebuild never jumps the view.
    /// `cursorBecomes` puts the cursor on another row at the same line.
    mutating func show(_ new: Screen, size: TerminalSize, cursorBecomes landing: RowID? = nil) {
        let old = layout(size)
        let offset = old.index(of: cursor).map { old.rows[$0].firstLine - top }
        cursor = landing ?? CursorRule.resolve(cursor, from: screen, to: new)
        screen = new
        matchesNoContact = destination == .contacts && search != nil && ContactsScreen.listsNoContacts(new)
        columnWidths = ColumnWidths(rows: new.rows)
        let layout = Layout(new, width: size.columns)
        laidOut = layout
        if let offset, let index = layout.index(of: cursor) { top = layout.rows[index].firstLine - offset }
        reveal(layout, size)
    }

    /// Moves the cursor `count` rows down (up when negative), stopping at either end.
    mutating func move(by count: Int, size: TerminalSize) {
        let layout = layout(size)
        guard !layout.rows.isEmpty else { return }
        let index = layout.index(of: cursor) ?? 0
        cursor = layout.rows[min(max(index + count, 0), layout.rows.count - 1)].row.id
        reveal(layout, size)
    }

    /// Scrolls a page down (`forward`) or up; the cursor keeps its line on
    /// the terminal, or goes to the last (first) row when there is no page left.
    mutating func page(forward: Bool, size: TerminalSize) {
        let layout = layout(size), height = Self.bodyHeight(size)
        guard let index = layout.index(of: cursor) ?? (layout.rows.isEmpty ? nil : 0) else { return }
        let offset = layout.rows[index].firstLine - top
        let target = min(max(top + (forward ? height : -height), 0), Self.maxTop(layout, height))
        if target == top {
            cursor = (forward ? layout.rows.last : layout.rows.first)?.row.id
        } else {
            top = target
            cursor = layout.row(atOrAfterLine: target + max(offset, 0)).map { layout.rows[$0].row.id }
        }
        reveal(layout, size)
    }

    /// The cursor on the first (`start`) or last row, scrolled there.
    mutating func jump(toStart start: Bool, size: TerminalSize) {
        let layout = layout(size)
        cursor = (start ? layout.rows.first : layout.rows.last)?.row.id
        top = start ? 0 : Self.maxTop(layout, Self.bodyHeight(size))
        reveal(layout, size)
    }

    /// Scrolls as little as needed for the cursor's row (and the title of
    /// its section when it is the first row) to be seen; never past the end.
    mutating func reveal(_ layout: Layout, _ size: TerminalSize) {
        let height = Self.bodyHeight(size)
        if let index = layout.index(of: cursor) {
            let line = layout.rows[index].firstLine, lines = layout.rows[index].height
            let above = line > 0 && layout.isHeader(line - 1) ? 1 : 0
            if line - above < top { top = line - above }
            if line + lines > top + height { top = max(line, line + lines - height) }
        }
        top = min(max(top, 0), Self.maxTop(layout, height))
    }

    static func maxTop(_ layout: Layout, _ height: Int) -> Int { max(0, layout.lines.count - height) }

    /// The first body line to draw when only `height` lines are left to it
    /// (a long message takes the rest): `top`, or further down when the
    /// cursor's row would be below them. The view itself does not move.
    func top(showingCursorIn height: Int, _ size: TerminalSize) -> Int {
        let layout = layout(size)
        guard height > 0, let index = layout.index(of: cursor) else { return top }
        return max(top, layout.rows[index].firstLine + 1 - height)
    }
}
