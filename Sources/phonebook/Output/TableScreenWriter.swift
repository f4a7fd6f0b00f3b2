import Sections
import TerminalText

/// `--format table`: section titles, then rows as aligned columns indented
/// under them, every line fitted to the terminal's width by display width
/// (CJK counts two columns, combining marks none). Bold titles and dim
/// secondary cells only when the terminal takes colour.
struct TableScreenWriter: ScreenWriter {
    private var output = OutputBuffer()
    private let terminal: OutputTarget
    /// Widths of every column but a row's last, which takes what is left of the line.
    private let columnWidths: [Int]
    private var firstSection = true
    private static let indent = "  ", gap = "  "

    /// Columns are measured on the rows `screen` holds, so rows fetched
    /// later line up with them (and are cut to them when longer).
    init(screen: Screen, terminal: OutputTarget) {
        self.terminal = terminal
        let measured = ColumnWidths.measure(screen.rows.lazy.map { $0.cells.map(\.text) })
        columnWidths = ColumnWidths.fitted(measured, available: terminal.width - Self.indent.count,
                                           gap: Self.gap.count)
    }

    mutating func begin(_ screen: Screen) {}
    mutating func endSection(_ section: Section) {}

    mutating func beginSection(_ section: Section) {
        if !firstSection { output.append("\n") }
        firstSection = false
        let title = ColumnText.truncate(ColumnText.singleLine(section.title), toWidth: terminal.width)
        output.append(terminal.usesColor ? "\u{1B}[1m" + title + "\u{1B}[0m\n" : title + "\n")
    }

    mutating func write(_ rows: [Row], in section: Section) {
        for row in rows {
            var line = Self.indent
            var used = Self.indent.count
            let cells = row.cells
            for (column, cell) in cells.enumerated() {
                let text = ColumnText.singleLine(cell.text)
                let isLast = column == cells.count - 1
                // A row fetched later may have more columns than were measured.
                let width = column < columnWidths.count ? columnWidths[column] : DisplayWidth.of(text)
                let fitted = isLast
                    ? ColumnText.truncate(text, toWidth: terminal.width - used)
                    : ColumnText.fit(text, toWidth: width)
                line += styled(fitted, cell.style)
                if !isLast {
                    line += Self.gap
                    used += width + Self.gap.count
                }
            }
            output.append(line + "\n")
        }
    }

    mutating func end() {
        try? output.flush()  // a closed pipe: the reader has what it wanted
    }

    private func styled(_ text: String, _ style: Cell.Style) -> String {
        guard terminal.usesColor, style == .secondary else { return text }
        return "\u{1B}[2m" + text + "\u{1B}[0m"
    }
}
