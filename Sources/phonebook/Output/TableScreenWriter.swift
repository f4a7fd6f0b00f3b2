import Browser
import Sections
import TerminalText

/// `--format table`: section titles, then rows as aligned columns indented
/// under them, every line fitted to the terminal's width by display width
/// (CJK counts two columns, combining marks none) and by the browser's
/// column rule (`FittedColumns`): a number, an email or a UID is never cut.
/// Bold titles and dim secondary cells only when the terminal takes colour.
struct TableScreenWriter: ScreenWriter {
    private var output = OutputBuffer()
    private let terminal: OutputTarget
    /// The columns rows are laid out in; a row's last cell takes what is left of the line.
    private let columns: FittedColumns
    private var firstSection = true
    private static let indent = "  "

    /// Columns are measured on the rows `screen` holds, so rows fetched
    /// later line up with them (and are cut to them when longer).
    init(screen: Screen, terminal: OutputTarget) {
        self.terminal = terminal
        var widths = ColumnWidths()
        for section in screen.sections { widths.measure(rows: section.rows) }
        columns = widths.fitted(to: terminal.width - Self.indent.count)
    }

    mutating func begin(_ screen: Screen) {}
    mutating func endSection(_ section: Section) {}

    mutating func beginSection(_ section: Section) {
        if !firstSection { output.append("\n") }
        firstSection = false
        let title = ColumnText.truncate(ColumnText.singleLine(section.title), toWidth: terminal.width)
        output.append(terminal.usesColor ? "\u{1B}[1m" + title + "\u{1B}[0m\n" : title + "\n")
    }

    /// Each row's pieces go straight into the output (`FittedColumns.layOut`):
    /// no fitted cells, no line string per row.
    mutating func write(_ rows: [Row], in section: Section) {
        let columns = columns, usesColor = terminal.usesColor
        for row in rows {
            output.append(Self.indent)
            var opened = false
            columns.layOut(row.cells) { text, style, padding, column in
                if column != nil {
                    if opened { output.append(spaces: FittedColumns.gap) }
                    opened = true
                }
                let dim = usesColor && style == .secondary
                if dim { output.append("\u{1B}[2m") }
                output.append(text)
                output.append(spaces: padding)
                if dim { output.append("\u{1B}[0m") }
            }
            output.append(byte: 0x0A)
        }
    }

    mutating func end() {
        try? output.flush()  // a closed pipe: the reader has what it wanted
    }
}
