import Browser
import Sections
import TerminalText

/// One row of `--format table` as its kind writes it (`CellWriter`): each
/// cell's text and detail copied one after another into a buffer kept from
/// row to row, and measured once, for the columns and for the layout alike.
/// Text of a fixed width a scalar (`DisplayWidth.simpleWidth`: ASCII,
/// Latin, Greek, Cyrillic, CJK), nearly every name, label and number, is cut by its bytes;
/// a row holding any other text is laid out by characters (`layOut(in:_:)`).
struct TableRow {
    /// One cell: `bytes[start..<end]` is its text with its detail, as `Cell.textWithDetail`; the text alone ends at `textEnd`.
    struct Piece {
        var start: Int, textEnd: Int, end: Int
        var style: Cell.Style
        var kind: Cell.Kind
        var hasDetail: Bool
        /// Display width of the text with its detail on one line.
        var width: Int
    }

    private(set) var arrangement = CellArrangement.columns
    /// The row's cells: the first `cellCount` of them, the array kept from
    /// row to row so its storage is reused, not emptied and grown again.
    private var cellPieces: [Piece] = []
    private var cellCount = 0
    private(set) var bytes = ByteBuffer()
    /// Every cell's text is simple (see above): the row is laid out by bytes.
    private var isSimple = true

    mutating func begin(_ arrangement: CellArrangement) {
        self.arrangement = arrangement
        cellCount = 0
        bytes.removeAll()
        isSimple = true
    }

    mutating func append(_ text: some RecordText, _ style: Cell.Style, kind: Cell.Kind, detail: (some RecordText)?) {
        let start = bytes.count
        let detailCount = detail.map { $0.withUTF8Bytes { $0.count } + 3 } ?? 0
        text.withUTF8Bytes { text in
            bytes.reserve(text.count + detailCount)
            bytes.appendReserved(text)
        }
        let textEnd = bytes.count
        if let detail {
            detail.withUTF8Bytes { detail in
                bytes.appendReserved(byte: 0x20)
                bytes.appendReserved(byte: 0x28)
                bytes.appendReserved(detail)
                bytes.appendReserved(byte: 0x29)
            }
        }
        // Measured where the text lies, not again in the row's bytes.
        var width = CellWidth.simple(text, detail: detail)
        if width == nil {
            isSimple = false
            width = bytes.withUnsafeBytes {
                CellWidth.byCharacters(String(decoding: $0[start..<textEnd], as: UTF8.self), detail: detail)
            }
        }
        let piece = Piece(start: start, textEnd: textEnd, end: bytes.count, style: style, kind: kind,
                          hasDetail: detail != nil, width: width ?? 0)
        if cellCount < cellPieces.count { cellPieces[cellCount] = piece } else { cellPieces.append(piece) }
        cellCount += 1
    }

    /// A last cell of text that does not fit the room its row leaves it,
    /// or that holds a line break, wraps there (`TextWrap`): it becomes its
    /// first line, and the lines after it are returned with the column they
    /// start at (the cells before it are not repeated). Nil for any other
    /// row: a number, an email or a UID is whole already, and a row of one
    /// cell (a contact without a number) keeps its one line.
    mutating func wrapLastCell(in columns: ColumnSlots) -> WrappedCell? {
        guard arrangement == .columns, cellCount > 1 else { return nil }
        let last = cellPieces[cellCount - 1]
        guard last.kind == .text, !last.hasDetail else { return nil }
        var room = 0
        columns.slots(cellCount, width: { cellPieces[$0].width }, isWhole: { cellPieces[$0].kind != .text }) { _, slot, isLast in
            if isLast { room = slot }
        }
        let breaks = bytes.withUnsafeBytes { $0[last.start..<last.end].contains { $0 == 0x0A || $0 == 0x0D } }
        guard room > 0, last.width > room || breaks else { return nil }
        let text = bytes.withUnsafeBytes { String(decoding: $0[last.start..<last.end], as: UTF8.self) }
        let lines = TextWrap.linesKeepingBreaks(text, width: room)
        cellCount -= 1
        bytes.removeAll(after: last.start)
        append(lines[0], last.style, kind: .text, detail: String?.none)
        return WrappedCell(column: columns.columns.available - room, lines: lines.dropFirst(), style: last.style)
    }

    /// The lines of a wrapped last cell after its first, each shown as it is (`VisibleText`), and where they start.
    struct WrappedCell {
        var column: Int
        var lines: ArraySlice<String>
        var style: Cell.Style
    }

    /// The row fitted to `columns` as `FittedColumns.layOut(_: [Cell], _:)`
    /// fits it, each piece handed to `pieces` in order.
    func layOut(in columns: ColumnSlots, into pieces: inout some TablePieces) {
        guard isSimple else { return layOutByCharacters(in: columns.columns, into: &pieces) }
        // Each piece is the row's own bytes, "…" and padding: the padding
        // of a row's cells is at most its line.
        pieces.reserve(bytes: bytes.count, padding: columns.columns.available, pieces: 2 * cellCount)
        bytes.withUnsafeBytes { raw in
            layOut(raw.assumingMemoryBound(to: UInt8.self), in: columns, into: &pieces)
        }
    }

    /// `layOut(in:into:)` for a simple row, cut by its bytes.
    private func layOut(_ bytes: UnsafeBufferPointer<UInt8>, in columns: ColumnSlots, into pieces: inout some TablePieces) {
        func piece(_ range: Range<Int>, _ ellipsis: Bool, _ style: Cell.Style, _ padding: Int, _ column: Int?) {
            pieces.piece(UnsafeBufferPointer(rebasing: bytes[range]), ellipsis: ellipsis, style: style, padding: padding,
                         column: column)
        }
        columns.slots(cellCount, width: { cellPieces[$0].width }, isWhole: { cellPieces[$0].kind != .text }) { column, room, isLast in
            let cell = cellPieces[column]
            var kept = cell.end, ellipsis = false, padding = 0
            if cell.width <= room {
                if !isLast { padding = room - cell.width }
            } else if room <= 0 {
                kept = cell.start
            } else {
                // `ColumnText.truncate`: room - 1 columns of it, then "…".
                let text = UnsafeBufferPointer(rebasing: bytes[cell.start..<cell.end])
                let prefix = DisplayWidth.simplePrefix(text, columns: room - 1) ?? (0, 0)
                kept = cell.start + prefix.end
                ellipsis = true
                // A wide character that does not fit leaves a column to pad.
                if !isLast { padding = room - prefix.columns - 1 }
            }
            guard cell.hasDetail else { return piece(cell.start..<kept, ellipsis, cell.style, padding, column) }
            // As `FittedColumns.layOut(_: [Cell], _:)`: what follows the text itself is the detail, dim.
            // Undimmed, the two pieces are the one below: the text "…" ends
            // with (`startsWithText`) is the "…" added.
            let shown = kept - cell.start + (ellipsis ? Self.ellipsis.count : 0), own = cell.textEnd - cell.start
            let startsWithText = kept >= cell.textEnd
                || (ellipsis && cell.textEnd - kept == Self.ellipsis.count && bytes[kept..<cell.textEnd].elementsEqual(Self.ellipsis))
            guard pieces.dimsSecondary, startsWithText, shown + padding > own else {
                return piece(cell.start..<kept, ellipsis, cell.style, padding, column)
            }
            piece(cell.start..<cell.textEnd, false, cell.style, 0, column)
            if kept >= cell.textEnd {
                piece(cell.textEnd..<kept, ellipsis, .secondary, padding, nil)
            } else {
                piece(kept..<kept, false, .secondary, padding, nil)
            }
        }
    }

    private static let ellipsis = Array(ColumnText.ellipsis.utf8)

    /// A row with text of other widths: its cells made again and laid out
    /// by grapheme cluster (CJK two columns, combining marks none).
    private func layOutByCharacters(in columns: FittedColumns, into pieces: inout some TablePieces) {
        let made = bytes.withUnsafeBytes { bytes in
            cellPieces[..<cellCount].map { cell in
                Cell(String(decoding: bytes[cell.start..<cell.textEnd], as: UTF8.self), cell.style, kind: cell.kind,
                     detail: cell.hasDetail ? String(decoding: bytes[cell.textEnd + 2..<cell.end - 1], as: UTF8.self) : nil)
            }
        }
        columns.layOut(made) { text, style, padding, column in
            var text = text
            text.withUTF8 {
                pieces.reserve(bytes: $0.count, padding: padding, pieces: 1)
                pieces.piece($0, ellipsis: false, style: style, padding: padding, column: column)
            }
        }
    }
}

/// Where a laid-out row's pieces go, in order: each piece's UTF-8 bytes,
/// whether "…" follows them, its style, the spaces that pad it, and the
/// column it opens (nil for a detail, which continues its cell).
protocol TablePieces {
    /// Whether a secondary piece looks different (dim): without, a cell and its detail may come as one piece.
    var dimsSecondary: Bool { get }
    /// Makes room for the pieces that follow: `bytes` of text, at most
    /// `padding` spaces in all, and `pieces` pieces (each may add a gap,
    /// escapes and "…"), so that pieces are written without a check each.
    mutating func reserve(bytes: Int, padding: Int, pieces: Int)
    mutating func piece(_ text: UnsafeBufferPointer<UInt8>, ellipsis: Bool, style: Cell.Style, padding: Int, column: Int?)
}
