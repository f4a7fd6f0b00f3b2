import Browser
import Sections
import TerminalText
import Testing
@testable import phonebook

/// `TableRow` cuts simple text (one column a scalar) by its bytes, and any
/// other row by characters: at every width both must give the pieces the
/// column rule gives the row's cells (`FittedColumns.layOut(_: [Cell], _:)`).
@Suite("A table row laid out by bytes is the row laid out by characters")
struct TableRowTests {
    static let rows: [[Cell]] = [
        [Cell("Ann Lee", detail: "Acme"), Cell("work", .secondary), Cell("555-0100", kind: .phoneNumber)],
        [Cell("Zoë Ñúñez", detail: "Ñandú SA"), Cell("home", .secondary), Cell("555-0101", kind: .phoneNumber)],
        [Cell("Bob…", detail: "Org"), Cell("x", .secondary), Cell("+1 617 555 0131 ext 4421", kind: .phoneNumber)],
        [Cell("Maximiliane Wilhelmina von Hohenzollern", detail: "Hohenzollern Castle Foundation")],
        [Cell("Bo"), Cell("GRAND_CENTRAL_STATION", .secondary), Cell("maximiliane@example.com", kind: .email)],
        [Cell("王小明", detail: "北京"), Cell("cell", .secondary), Cell("555-0102", kind: .phoneNumber)],
        [Cell("e\u{301}lodie"), Cell("main", .secondary), Cell("555-0103", kind: .phoneNumber)],
        [Cell("Ann Lee", detail: "日本")],
        // Details a measure apart from the text must still see as part of the cell.
        [Cell("Ann Lee", detail: "\u{301}cme"), Cell("home", .secondary), Cell("555-0104", kind: .phoneNumber)],
        [Cell("Ann\tLee", detail: "Two\nLines"), Cell("work", .secondary)],
        [Cell("Ann Lee", detail: ""), Cell("", .secondary), Cell("👍", kind: .phoneNumber)],
        // Rows the slots worked out once per cell count do not fit: a whole cell before the last, four cells.
        [Cell("Bo Ek", detail: "Ek AB"), Cell("bo@example.com", kind: .email), Cell("x", .secondary),
         Cell("555-0105", kind: .phoneNumber)],
        [Cell("Cy"), Cell("home", .secondary), Cell("555-0106"), Cell("Note", .secondary)],
    ]

    /// The pieces of `cells` as `TableRow` lays them out: text, style, column.
    private func bytePieces(_ cells: [Cell], in columns: FittedColumns,
                            dimsSecondary: Bool = true) -> [(String, Cell.Style, Int?)] {
        var row = TableRow()
        row.begin(.columns)
        for cell in cells { row.append(cell.text, cell.style, kind: cell.kind, detail: cell.detail) }
        var pieces = CollectedPieces(dimsSecondary: dimsSecondary)
        row.layOut(in: ColumnSlots(columns), into: &pieces)
        return pieces.pieces
    }

    /// Each piece as the text it shows, padded, with its style and column.
    private struct CollectedPieces: TablePieces {
        var pieces: [(String, Cell.Style, Int?)] = []
        let dimsSecondary: Bool

        init(dimsSecondary: Bool) {
            self.dimsSecondary = dimsSecondary
        }

        mutating func reserve(bytes: Int, padding: Int, pieces: Int) {}

        mutating func piece(_ text: UnsafeBufferPointer<UInt8>, ellipsis: Bool, style: Cell.Style, padding: Int,
                            column: Int?) {
            let shown = String(decoding: text, as: UTF8.self) + (ellipsis ? ColumnText.ellipsis : "")
            pieces.append((shown + String(repeating: " ", count: padding), style, column))
        }
    }

    @Test func everyWidthGivesTheSamePieces() {
        var widths = ColumnWidths()
        for cells in Self.rows {
            // Measured where the text lies (a table's first rows), as the cell shows on one line.
            let measured = cells.map { CellWidth.of($0.text, detail: $0.detail) }
            #expect(measured == cells.map { DisplayWidth.of(VisibleText.line($0.textWithDetail)) }, "\(cells[0].text)")
            widths.measure(cells.count, width: { measured[$0] }, isWhole: { cells[$0].kind != .text })
        }
        // Measured from bytes as from cells.
        #expect(widths == ColumnWidths(measuring: Self.rows.map { $0.map(\.columnCell) }))
        for width in 0...90 {
            let columns = widths.fitted(to: width)
            for cells in Self.rows {
                var expected: [(String, Cell.Style, Int?)] = []
                columns.layOut(cells) { text, style, padding, column in
                    expected.append((text + String(repeating: " ", count: padding), style, column))
                }
                let pieces = bytePieces(cells, in: columns)
                #expect(pieces.map(\.0) == expected.map(\.0), "at \(width): \(cells[0].text)")
                #expect(pieces.map(\.1) == expected.map(\.1), "at \(width): \(cells[0].text)")
                #expect(pieces.map(\.2) == expected.map(\.2), "at \(width): \(cells[0].text)")
                // Undimmed, a cell and its detail may come as one piece: the same line.
                let undimmed = bytePieces(cells, in: columns, dimsSecondary: false)
                #expect(undimmed.map(\.0).joined() == expected.map(\.0).joined(), "at \(width): \(cells[0].text)")
                #expect(undimmed.compactMap(\.2) == expected.compactMap(\.2), "at \(width): \(cells[0].text)")
            }
        }
    }
}
