import Terminal
import TerminalText

/// The `terminal-check` screen: numbered rows and a cursor, with a pure
/// `reduce` and `render` as the browser has; it exists to drive the
/// terminal layer end to end.
struct CounterList: Equatable {
    static let rowCount = 20

    /// The row under the cursor, from 0.
    var cursor = 0
    /// The name of the last key pressed, for the status line.
    var lastKey = "none"
    /// True once a quitting key was pressed.
    var isFinished = false

    /// The state after `key`, with `page` rows to a page.
    static func reduce(_ state: CounterList, _ key: Key, page: Int) -> CounterList {
        var next = state
        next.lastKey = key.description
        let last = rowCount - 1
        switch key {
        case .up, .character("k"): next.cursor = max(0, state.cursor - 1)
        case .down, .character("j"): next.cursor = min(last, state.cursor + 1)
        case .pageUp, .control("b"): next.cursor = max(0, state.cursor - max(1, page))
        case .pageDown, .control("f"): next.cursor = min(last, state.cursor + max(1, page))
        case .home, .character("g"): next.cursor = 0
        case .end, .character("G"): next.cursor = last
        case .character("q"), .character("Q"), .control("c"): next.isFinished = true
        default: break
        }
        return next
    }

    /// Rows on screen for the list at `size`: all but the title and status lines.
    static func visibleRows(_ size: TerminalSize) -> Int { max(1, size.rows - 2) }

    /// The frame at `size`: a title, the rows that fit (scrolled so the
    /// cursor shows), blank lines, and a status line at the bottom.
    static func render(_ state: CounterList, size: TerminalSize) -> [String] {
        let visible = visibleRows(size)
        let top = max(0, state.cursor - visible + 1)
        var lines = ["terminal-check \(size)"]
        for index in top..<min(rowCount, top + visible) {
            lines.append((index == state.cursor ? "> " : "  ") + "row \(index + 1)")
        }
        while lines.count < size.rows - 1 { lines.append("") }
        lines.append("\(size) last key: \(state.lastKey) (q quits)")
        return lines.prefix(size.rows).map { String($0.prefix(size.columns)) }
    }
}
