import Browser
import Reading
import Sections
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
    /// The output, which rows are laid out into.
    private var lines: TableLines
    private let terminal: OutputTarget
    /// The columns rows are laid out in; a row's last cell takes what is left of the line.
    private let columns: ColumnSlots
    /// Each continued section's entries past its rows, read ahead up to its
    /// first `streamingPageSize`, and the rest after them.
    private var readAhead: [SectionID: (entries: EntryBatch, rest: SectionRest)] = [:]
    /// Room for an entry's detail with its book's name (`Row.writeCells(of:shown:to:)`).
    private var shown: [UInt8] = []
    private var row = TableRow()
    private var firstSection = true
    private static let indent = "  "

    /// Columns are measured on the first `streamingPageSize` rows of each
    /// section (those `screen` holds, then the entries that continue them,
    /// read from `source`), so rows printed later line up with them (and are
    /// cut to them when longer).
    init(screen: Screen, terminal: OutputTarget, source: (any EntrySource)?) throws {
        self.terminal = terminal
        lines = TableLines(usesColor: terminal.usesColor)
        var measure = ColumnMeasure(), shown: [UInt8] = []
        for section in screen.sections {
            for row in section.rows { row.writeCells(to: &measure) }
            guard let source, let request = section.continuation, section.rows.count < streamingPageSize else { continue }
            var rest = SectionRest(request, texts: [])
            guard let entries = try rest.next(streamingPageSize - section.rows.count, from: source) else { continue }
            entries.forEach { Row.writeCells(of: $0, shown: &shown, to: &measure) }
            readAhead[section.id] = (entries, rest)
        }
        columns = ColumnSlots(measure.widths.fitted(to: terminal.width - Self.indent.count))
        self.shown = shown
    }

    /// A table shows no UID.
    let entryTexts: EntryBatch.Texts = []

    mutating func begin(_ screen: Screen) {}
    mutating func endSection(_ section: Section) {}

    mutating func beginSection(_ section: Section) {
        if !firstSection { lines.output.append("\n") }
        firstSection = false
        let title = ColumnText.truncate(VisibleText.line(section.title), toWidth: terminal.width)
        lines.output.append(terminal.usesColor ? "\u{1B}[1m" + title + "\u{1B}[0m\n" : title + "\n")
    }

    mutating func write(_ rows: [Row], in section: Section) {
        for row in rows { row.writeCells(to: &self) }
    }

    /// Each entry written from the batch's bytes, without a row made of it.
    mutating func write(_ entries: EntryBatch, in section: Section) {
        var shown = self.shown
        entries.forEach { Row.writeCells(of: $0, shown: &shown, to: &self) }
        self.shown = shown
    }

    /// The entries read ahead, then the rest of the section.
    mutating func writeRest(of request: PageRequest, in section: Section, from source: any EntrySource) throws {
        var rest = SectionRest(request, texts: entryTexts)
        if let ahead = readAhead.removeValue(forKey: section.id) {
            write(ahead.entries, in: section)
            rest = ahead.rest
        }
        while let entries = try rest.next(streamingPageSize, from: source) { write(entries, in: section) }
    }

    mutating func end() {
        try? lines.output.flush()  // a closed pipe: the reader has what it wanted
    }

    mutating func beginRow(_ arrangement: CellArrangement) {
        row.begin(arrangement)
    }

    mutating func cell(_ text: some RecordText, _ style: Cell.Style, kind: Cell.Kind, detail: (some RecordText)?) {
        row.append(text, style, kind: kind, detail: detail)
    }

    /// The row's pieces go straight into the output, indented; a last cell
    /// of text too long for its room goes on under itself (`TableRow.wrapLastCell`).
    mutating func endRow() {
        let wrapped = row.wrapLastCell(in: columns)
        lines.begin(indent: Self.indent.utf8.count)
        row.layOut(in: columns, into: &lines)
        lines.end()
        guard let wrapped else { return }
        for line in wrapped.lines {
            lines.begin(indent: Self.indent.utf8.count + wrapped.column)
            var line = line
            line.withUTF8 {
                lines.reserve(bytes: $0.count, padding: 0, pieces: 1)
                lines.piece($0, ellipsis: false, style: wrapped.style, padding: 0, column: 0)
            }
            lines.end()
        }
    }
}

/// The output of a table's rows, each piece of a row written into it as
/// it is laid out (`TableRow.layOut(in:into:)`): the gap before each cell
/// but the first, dim around a secondary piece and its padding. The row
/// writes into it while the writer holds both, with no copy of the row.
/// (Laid out through a closure that captured the writer, each row was
/// copied first: a retain and release of its storage, and the output
/// written through a closure.)
private struct TableLines: TablePieces {
    var output = OutputBuffer()
    let usesColor: Bool
    /// A cell of the line was written: the next one is after a gap.
    private var opened = false
    /// The line's indent, written with the room made for its pieces (or at its end, when it has none).
    private var indent = 0, indented = false
    private static let ellipsis = Array(ColumnText.ellipsis.utf8)

    init(usesColor: Bool) {
        self.usesColor = usesColor
    }

    private static let dim = Array("\u{1B}[2m".utf8), undim = Array("\u{1B}[0m".utf8)

    mutating func begin(indent: Int) {
        self.indent = indent
        indented = false
        opened = false
    }

    /// Without colour a cell and its detail are one piece: the same bytes, one call fewer.
    var dimsSecondary: Bool { usesColor }

    /// Room for a row's pieces is made once (`reserve`), with its indent
    /// and its newline, where a check for each piece, the indent and the
    /// newline asked whether the buffer was shared.
    mutating func reserve(bytes: Int, padding: Int, pieces: Int) {
        // Each piece: a gap, both escapes (8 bytes) and "…" (3); 8 bytes beyond the spaces, stored a word at a time.
        output.reserve(indent + bytes + max(0, padding) + pieces * (FittedColumns.gap + 11) + 1 + 8)
        if !indented {
            output.appendReserved(spaces: indent)
            indented = true
        }
    }

    mutating func piece(_ text: UnsafeBufferPointer<UInt8>, ellipsis: Bool, style: Cell.Style, padding: Int, column: Int?) {
        let gap = column != nil && opened ? FittedColumns.gap : 0
        if column != nil { opened = true }
        let dim = usesColor && style == .secondary
        output.appendReserved(spaces: gap)
        if dim { Self.dim.withUnsafeBytes { output.appendReserved($0) } }
        output.appendReserved(UnsafeRawBufferPointer(text))
        if ellipsis { Self.ellipsis.withUnsafeBytes { output.appendReserved($0) } }
        output.appendReserved(spaces: padding)
        if dim { Self.undim.withUnsafeBytes { output.appendReserved($0) } }
    }

    mutating func end() {
        if indented {
            output.appendReserved(byte: 0x0A)
        } else {
            output.append(spaces: indent)
            output.append(byte: 0x0A)
        }
        output.flushIfFull()
    }
}

