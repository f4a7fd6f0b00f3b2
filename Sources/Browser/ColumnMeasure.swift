import Sections
import TerminalText

/// The natural widths of the columns of the rows written into it: what the
/// browser measures as it lays out a screen and `list --format table`
/// before it prints, each cell measured where its text lies
/// (`CellWidth.of`) and folded in as it comes (`ColumnWidths.fold`),
/// without an array per row: a row's last cell is known at its end, so the
/// cell before is held until the next one comes.
///
/// Inlinable, as `CellWidth`: called unspecialized from the table's writer
/// in another module, it would make `list --format table` take 186.5 M
/// instructions against 113.5 M (callgrind, 10k contacts).
public struct ColumnMeasure: CellWriter {
    public var widths: ColumnWidths
    @usableFromInline var arrangement = CellArrangement.columns
    /// The row's latest cell, not yet folded in: the last one is not a column.
    @usableFromInline var pending: (width: Int, isWhole: Bool)?
    /// The column `pending` is in.
    @usableFromInline var column = 0

    @inlinable
    public init(widths: ColumnWidths = ColumnWidths()) {
        self.widths = widths
    }

    @inlinable
    public mutating func beginRow(_ arrangement: CellArrangement) {
        self.arrangement = arrangement
        pending = nil
        column = -1
    }

    @inlinable
    public mutating func cell(_ text: some RecordText, _ style: Cell.Style, kind: Cell.Kind, detail: (some RecordText)?) {
        guard arrangement == .columns else { return }
        if let pending { widths.fold(column: column, width: pending.width, isWhole: pending.isWhole) }
        pending = (CellWidth.of(text, detail: detail), kind != .text)
        column += 1
    }

    /// Only rows in columns count, and a row of one cell has no columns to line up.
    @inlinable
    public mutating func endRow() {
        guard arrangement == .columns, let pending, column > 0 else { return }
        widths.foldLast(cells: column + 1, width: pending.width, isWhole: pending.isWhole)
    }
}

/// The display width of a cell on one line, as `Cell.textWithDetail` shows
/// it ("text (detail)"), measured where its bytes lie.
public enum CellWidth {
    /// The width, without copying the text: what a table measuring its
    /// columns needs of a row it prints later. Copied like a printed row's
    /// cells, measuring would be a tenth of `list --format table` (callgrind,
    /// 10k contacts).
    @inlinable
    public static func of(_ text: some RecordText, detail: (some RecordText)?) -> Int {
        simple(text, detail: detail)
            ?? byCharacters(text.withUTF8Bytes { String(decoding: $0, as: UTF8.self) }, detail: detail)
    }

    /// The width of simple text with its detail; nil when either is not
    /// simple. Simple text adds up scalar by scalar, so the two are
    /// measured apart, with " (" and ")" three columns more.
    @inlinable
    public static func simple(_ text: some RecordText, detail: (some RecordText)?) -> Int? {
        guard let textWidth = text.withUTF8Bytes(simpleWidth) else { return nil }
        guard let detail else { return textWidth }
        return detail.withUTF8Bytes(simpleWidth).map { textWidth + 3 + $0 }
    }

    @inlinable @inline(__always)
    static func simpleWidth(_ bytes: UnsafeRawBufferPointer) -> Int? {
        DisplayWidth.simpleWidth(bytes.assumingMemoryBound(to: UInt8.self))
    }

    /// The width by grapheme cluster, for text that is not simple.
    @inlinable
    public static func byCharacters(_ text: String, detail: (some RecordText)?) -> Int {
        let detail = detail.map { $0.withUTF8Bytes { String(decoding: $0, as: UTF8.self) } }
        return DisplayWidth.of(VisibleText.line(Cell(text, detail: detail).textWithDetail))
    }
}
