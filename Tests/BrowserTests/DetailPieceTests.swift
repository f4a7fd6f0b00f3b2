import Browser
import Sections
import TerminalText
import Testing

/// `FittedColumns.fit(_: [Cell])` splits a name's detail off by bytes when
/// the name is simple text and by characters otherwise: both must give the
/// pieces the column rule's own text is made of.
@Suite("A name's detail is a dim piece of its own, whatever the name's script")
struct DetailPieceTests {
    static let rows: [[Cell]] = [
        [Cell("Ann Lee", detail: "Acme"), Cell("work", .secondary), Cell("555-0100", kind: .phoneNumber)],
        [Cell("Zoë Ñúñez", detail: "Ñandú SA"), Cell("home", .secondary), Cell("555-0101", kind: .phoneNumber)],
        [Cell("王小明", detail: "北京"), Cell("cell", .secondary), Cell("555-0102", kind: .phoneNumber)],
        [Cell("e\u{301}lodie", detail: "Ex"), Cell("main", .secondary), Cell("555-0103", kind: .phoneNumber)],
        [Cell("Bo", detail: "B"), Cell("x", .secondary), Cell("+1 617 555 0131 ext 4421", kind: .phoneNumber)],
    ]

    @Test func piecesJoinToTheFittedLineAtEveryWidth() {
        let widths = ColumnWidths(measuring: Self.rows.map { $0.map(\.columnCell) })
        for width in 0...70 {
            let columns = widths.fitted(to: width)
            for row in Self.rows {
                let line = columns.fit(row.map(\.columnCell)).compactMap { $0 }.joined(separator: "  ")
                let pieces = columns.fit(row)
                #expect(pieces.map(\.text).joined() == line, "at \(width)")
                // A detail piece follows its whole name, which keeps its own style.
                if pieces.count > 1, pieces[1].text != "  " {
                    #expect(pieces[0].text == VisibleText.line(row[0].text), "at \(width)")
                    #expect(pieces[1].style == .secondary, "at \(width)")
                }
            }
        }
    }

    @Test func theDetailIsSplitOffAfterTheWholeName() {
        let widths = ColumnWidths(measuring: Self.rows.map { $0.map(\.columnCell) })
        // The name column is as wide as "Zoë Ñúñez (Ñandú SA)", 20 columns: the rest pads the detail.
        let columns = widths.fitted(to: 60)
        #expect(columns.fit(Self.rows[0]).prefix(2).map(\.text) == ["Ann Lee", " (Acme)      "])
        #expect(columns.fit(Self.rows[2]).prefix(2).map(\.text) == ["王小明", " (北京)       "])
        // Cut inside the name: one piece, in the name's style.
        let narrow = widths.fitted(to: 20)
        #expect(narrow.fit(Self.rows[1]).first?.text == "Zoë…")
    }
}
