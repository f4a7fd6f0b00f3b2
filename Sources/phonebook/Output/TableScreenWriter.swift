import Browser
import Sections
import Store
import TerminalText

/// `--format table`: section titles, then rows as aligned columns indented
/// under them, every line fitted to the terminal's width by display width
/// (CJK counts two columns, combining marks none) and by the browser's
/// column rule (`FittedColumns`): a number, an email or a UID is never cut.
/// Bold titles and dim secondary cells only when the terminal takes colour.
///
/// Each row writes its cells into the writer (`CellWriter`), which lays
/// them out straight into the output: no row is made of an entry read
/// past the screen's rows, no cell or string of a simple one.
struct TableScreenWriter: ScreenWriter, CellWriter {
    private var output = OutputBuffer()
    private let terminal: OutputTarget
    /// The columns rows are laid out in; a row's last cell takes what is left of the line.
    private let columns: FittedColumns
    /// Each continued section, its entries past its rows read ahead up to its first `streamingPageSize`.
    private var streams: [SectionID: StreamedSection] = [:]
    private var row = TableRow()
    private var firstSection = true
    private static let indent = "  "

    /// Columns are measured on the first `streamingPageSize` rows of each
    /// section (those `screen` holds, then the entries that continue them,
    /// read from `book`), so rows printed later line up with them (and are
    /// cut to them when longer).
    init(screen: Screen, terminal: OutputTarget, book: AddressBook?) throws {
        self.terminal = terminal
        var measure = ColumnMeasure(), streams: [SectionID: StreamedSection] = [:]
        for section in screen.sections {
            for row in section.rows { row.writeCells(to: &measure) }
            guard let book, let request = section.continuation, request.before == nil,
                  section.rows.count < streamingPageSize else { continue }
            var stream = StreamedSection(continuing: request)
            let measured = streamingPageSize - section.rows.count
            try stream.readAhead(measured, from: book)
            stream.readAhead.forEach(in: 0..<min(measured, stream.readAhead.count)) { $0.writeCells(to: &measure) }
            streams[section.id] = stream
        }
        columns = measure.widths.fitted(to: terminal.width - Self.indent.count)
        self.streams = streams
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
        for row in rows { row.writeCells(to: &self) }
    }

    /// The entries read ahead, then the rest of the section streamed from
    /// the store, each entry written from its bytes without a row made of it.
    mutating func writeRest(of request: PageRequest, in section: Section, book: AddressBook) throws {
        guard request.before == nil else { return try writePages(continuing: request, in: section, book: book) }
        var stream = streams.removeValue(forKey: section.id) ?? StreamedSection(continuing: request)
        try stream.readToEnd(from: book) { $0.writeCells(to: &self) }
    }

    mutating func end() {
        try? output.flush()  // a closed pipe: the reader has what it wanted
    }

    mutating func beginRow(_ arrangement: CellArrangement) {
        row.begin(arrangement)
    }

    mutating func cell(_ text: some RecordText, _ style: Cell.Style, kind: Cell.Kind, detail: String?) {
        row.append(text, style, kind: kind, detail: detail)
    }

    /// The row's pieces go straight into the output: the gap before each
    /// cell but the first, dim around a secondary piece and its padding.
    mutating func endRow() {
        let usesColor = terminal.usesColor, row = row
        output.append(Self.indent)
        var opened = false
        row.layOut(in: columns) { text, ellipsis, style, padding, column in
            if column != nil {
                if opened { output.append(spaces: FittedColumns.gap) }
                opened = true
            }
            let dim = usesColor && style == .secondary
            if dim { output.append("\u{1B}[2m") }
            output.append(UnsafeRawBufferPointer(text))
            if ellipsis { output.append(ColumnText.ellipsis) }
            output.append(spaces: padding)
            if dim { output.append("\u{1B}[0m") }
        }
        output.append(byte: 0x0A)
    }
}

/// The natural widths of the columns of the rows written into it: what the
/// table measures before it prints, each cell measured as it lays it out
/// (`TableRow.width(of:detail:)`), where its text lies.
private struct ColumnMeasure: CellWriter {
    var widths = ColumnWidths()
    private var arrangement = CellArrangement.columns
    /// The row's cells: each one's width, and whether it is never cut (all but text).
    private var cells: [(width: Int, isWhole: Bool)] = []

    mutating func beginRow(_ arrangement: CellArrangement) {
        self.arrangement = arrangement
        cells.removeAll(keepingCapacity: true)
    }

    mutating func cell(_ text: some RecordText, _ style: Cell.Style, kind: Cell.Kind, detail: String?) {
        guard arrangement == .columns else { return }
        cells.append((TableRow.width(of: text, detail: detail), kind != .text))
    }

    /// As `ColumnWidths.measure(rows:)`: only rows in columns count.
    mutating func endRow() {
        guard arrangement == .columns else { return }
        let cells = cells
        widths.measure(cells.count, width: { cells[$0].width }, isWhole: { cells[$0].isWhole })
    }
}
