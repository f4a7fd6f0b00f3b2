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
    private(set) var cells: [Piece] = []
    private(set) var bytes: [UInt8] = []
    /// Every cell's text is simple (see above): the row is laid out by bytes.
    private var isSimple = true

    mutating func begin(_ arrangement: CellArrangement) {
        self.arrangement = arrangement
        cells.removeAll(keepingCapacity: true)
        bytes.removeAll(keepingCapacity: true)
        isSimple = true
    }

    mutating func append(_ text: some RecordText, _ style: Cell.Style, kind: Cell.Kind, detail: String?) {
        let start = bytes.count
        text.withUTF8Bytes { $0.withMemoryRebound(to: UInt8.self) { bytes.append(contentsOf: $0) } }
        let textEnd = bytes.count
        if let detail {
            bytes.append(0x20)
            bytes.append(0x28)
            Self.copy(detail, to: &bytes)
            bytes.append(0x29)
        }
        var width = bytes.withUnsafeBufferPointer { DisplayWidth.simpleWidth(UnsafeBufferPointer(rebasing: $0[start...])) }
        if width == nil {
            isSimple = false
            width = Self.widthByCharacters(String(decoding: bytes[start..<textEnd], as: UTF8.self), detail: detail)
        }
        cells.append(Piece(start: start, textEnd: textEnd, end: bytes.count, style: style, kind: kind,
                           hasDetail: detail != nil, width: width ?? 0))
    }

    /// The width `append` gives a cell, measured where the text lies,
    /// without copying it: what a table measuring its columns needs of a
    /// row it prints later. Simple text adds up scalar by scalar, so the
    /// text and its detail are measured apart, with " (" and ")" three
    /// columns more; copied like a printed row's cells, measuring was a
    /// tenth of `list --format table` on 10k contacts (23.6 M of 230 M
    /// instructions, callgrind).
    static func width(of text: some RecordText, detail: String?) -> Int {
        let simple = text.withUTF8Bytes { bytes in
            bytes.withMemoryRebound(to: UInt8.self) { DisplayWidth.simpleWidth($0) }
        }
        guard let simple else {
            return widthByCharacters(text.withUTF8Bytes { String(decoding: $0, as: UTF8.self) }, detail: detail)
        }
        guard var detail else { return simple }
        guard let detailWidth = detail.withUTF8({ DisplayWidth.simpleWidth($0) }) else {
            return widthByCharacters(text.withUTF8Bytes { String(decoding: $0, as: UTF8.self) }, detail: detail)
        }
        return simple + 3 + detailWidth
    }

    /// A cell's width by grapheme cluster, as `Cell.textWithDetail` shows it on one line.
    private static func widthByCharacters(_ text: String, detail: String?) -> Int {
        DisplayWidth.of(ColumnText.singleLine(Cell(text, detail: detail).textWithDetail))
    }

    /// Appends `text`'s UTF-8 bytes from its contiguous storage, which
    /// native strings have, rather than walking `String.UTF8View` generically.
    private static func copy(_ text: String, to bytes: inout [UInt8]) {
        if text.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
            bytes.append(contentsOf: text.utf8)
        }
    }

    /// A piece of a laid-out row: its UTF-8 bytes, whether "…" follows them,
    /// its style, the spaces that pad it, and the column it opens (nil for
    /// a detail, which continues its cell).
    typealias PieceBody = (_ text: UnsafeBufferPointer<UInt8>, _ ellipsis: Bool, _ style: Cell.Style,
                           _ padding: Int, _ column: Int?) -> Void

    /// The row fitted to `columns` as `FittedColumns.layOut(_: [Cell], _:)`
    /// fits it, each piece handed to `body` in order.
    func layOut(in columns: FittedColumns, _ body: PieceBody) {
        guard isSimple else { return layOutByCharacters(in: columns, body) }
        bytes.withUnsafeBufferPointer { bytes in
            layOut(bytes, in: columns) { range, ellipsis, style, padding, column in
                body(UnsafeBufferPointer(rebasing: bytes[range]), ellipsis, style, padding, column)
            }
        }
    }

    /// The byte ranges of `layOut(in:_:)` for a simple row.
    private func layOut(_ bytes: UnsafeBufferPointer<UInt8>, in columns: FittedColumns,
                        _ body: (_ text: Range<Int>, _ ellipsis: Bool, _ style: Cell.Style, _ padding: Int,
                                 _ column: Int?) -> Void) {
        columns.slots(cells.count, width: { cells[$0].width }, isWhole: { cells[$0].kind != .text }) { column, room, isLast in
            let cell = cells[column]
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
            guard cell.hasDetail else { return body(cell.start..<kept, ellipsis, cell.style, padding, column) }
            // As `FittedColumns.layOut(_: [Cell], _:)`: what follows the text itself is the detail, dim.
            let shown = kept - cell.start + (ellipsis ? Self.ellipsis.count : 0), own = cell.textEnd - cell.start
            let startsWithText = kept >= cell.textEnd
                || (ellipsis && cell.textEnd - kept == Self.ellipsis.count && bytes[kept..<cell.textEnd].elementsEqual(Self.ellipsis))
            guard startsWithText, shown + padding > own else {
                return body(cell.start..<kept, ellipsis, cell.style, padding, column)
            }
            body(cell.start..<cell.textEnd, false, cell.style, 0, column)
            if kept >= cell.textEnd {
                body(cell.textEnd..<kept, ellipsis, .secondary, padding, nil)
            } else {
                body(kept..<kept, false, .secondary, padding, nil)
            }
        }
    }

    private static let ellipsis = Array(ColumnText.ellipsis.utf8)

    /// A row with text of other widths: its cells made again and laid out
    /// by grapheme cluster (CJK two columns, combining marks none).
    private func layOutByCharacters(in columns: FittedColumns, _ body: PieceBody) {
        let made = cells.map { cell in
            Cell(String(decoding: bytes[cell.start..<cell.textEnd], as: UTF8.self), cell.style, kind: cell.kind,
                 detail: cell.hasDetail ? String(decoding: bytes[cell.textEnd + 2..<cell.end - 1], as: UTF8.self) : nil)
        }
        columns.layOut(made) { text, style, padding, column in
            var text = text
            text.withUTF8 { body($0, false, style, padding, column) }
        }
    }
}
