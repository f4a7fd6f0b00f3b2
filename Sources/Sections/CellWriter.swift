/// Where a table takes a row's cells, one at a time: how a renderer that
/// writes rows straight to its output reads them without a `[Cell]` per row.
/// Each row kind writes itself (`RowModel.writeCells`); the entry kinds
/// write theirs from an entry's values (`Row.writeCells(of:shown:to:)`), so a listing
/// lays out entries without making rows of them.
public protocol CellWriter {
    /// Starts a row whose cells are arranged as `arrangement` says.
    mutating func beginRow(_ arrangement: CellArrangement)
    /// One cell, as `Cell(text, style, kind: kind, detail: detail)` would be;
    /// its text and detail strings, or bytes a listing borrows from the store.
    mutating func cell(_ text: some RecordText, _ style: Cell.Style, kind: Cell.Kind, detail: (some RecordText)?)
    mutating func endRow()
}

extension CellWriter {
    mutating func cell(_ text: some RecordText, _ style: Cell.Style = .normal, kind: Cell.Kind = .text) {
        cell(text, style, kind: kind, detail: String?.none)
    }
}

extension RowModel {
    /// The row from `cells`: what every kind off the listing's hot path writes.
    public func writeCells(to writer: inout some CellWriter) {
        writer.beginRow(arrangement)
        for cell in cells { writer.cell(cell.text, cell.style, kind: cell.kind, detail: cell.detail) }
        writer.endRow()
    }

    /// The cells a kind that writes its own row writes: one list of them for both.
    func cellsOfRow() -> [Cell] {
        var collected = RowCells()
        writeCells(to: &collected)
        return collected.cells
    }
}

/// A row's cells collected as values.
private struct RowCells: CellWriter {
    var cells: [Cell] = []

    mutating func beginRow(_ arrangement: CellArrangement) {}
    mutating func cell(_ text: some RecordText, _ style: Cell.Style, kind: Cell.Kind, detail: (some RecordText)?) {
        cells.append(Cell(text.withUTF8Bytes { String(decoding: $0, as: UTF8.self) }, style, kind: kind,
                          detail: detail.map { $0.withUTF8Bytes { String(decoding: $0, as: UTF8.self) } }))
    }
    mutating func endRow() {}
}
