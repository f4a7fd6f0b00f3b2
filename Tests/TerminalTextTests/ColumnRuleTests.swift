import Testing
@testable import TerminalText

@Suite("The column rule: whole cells are never cut")
struct ColumnRuleTests {
    static let rows: [[ColumnCell]] = [
        [ColumnCell("Björn Åkesson"), ColumnCell("work"), ColumnCell("+46 8 555 0122", isWhole: true)],
        [ColumnCell("Maximiliane von Hohenzollern"), ColumnCell("GRAND_CENTRAL"), ColumnCell("555-0100", isWhole: true)],
        [ColumnCell("Settings"), ColumnCell("›")],
    ]

    private func line(_ cells: [ColumnCell], at width: Int) -> String {
        ColumnWidths(measuring: Self.rows).fitted(to: width).fit(cells).compactMap { $0 }.joined(separator: "  ")
    }

    @Test func wideEnoughNothingIsCut() {
        #expect(line(Self.rows[0], at: 80) == "Björn Åkesson                 work           +46 8 555 0122")
    }

    @Test func namesAndLabelsShrinkWidestFirstThenTheLabelIsHidden() {
        #expect(line(Self.rows[0], at: 40) == "Björn Åkes…  work         +46 8 555 0122")
        #expect(line(Self.rows[1], at: 40) == "Maximilian…  GRAND_CENT…  555-0100")
        // No room for two columns of 4: the label (the rightmost that may be cut) goes first.
        #expect(line(Self.rows[0], at: 24) == "Björn Å…  +46 8 555 0122")
        #expect(line(Self.rows[2], at: 24) == "Settings  ›")
    }

    @Test func aNumberWiderThanTheLineIsCutVisibly() {
        #expect(line(Self.rows[0], at: 10) == "+46 8 555…")
        #expect(line(Self.rows[0], at: 14) == "+46 8 555 0122")
    }

    /// A row fetched after measuring, with a longer number: its own cells make room.
    @Test func aRowWithALongerNumberThanMeasuredMakesRoomInItself() {
        let later = [ColumnCell("Björn Åkesson"), ColumnCell("work"), ColumnCell("+1 617 555 0131 ext 4421", isWhole: true)]
        #expect(line(later, at: 40) == "Björn…  work    +1 617 555 0131 ext 4421")
        #expect(line(later, at: 26) == "+1 617 555 0131 ext 4421")
    }

    @Test func everyLineFitsAtEveryWidth() {
        for width in 0...90 {
            let columns = ColumnWidths(measuring: Self.rows).fitted(to: width)
            for row in Self.rows {
                let cells = columns.fit(row)
                let shown = cells.compactMap { $0 }
                let used = shown.map(DisplayWidth.of).reduce(0, +) + FittedColumns.gap * max(0, shown.count - 1)
                #expect(used <= max(0, width), "\(cells) at \(width)")
                if let number = row.last, number.isWhole, DisplayWidth.of(number.text) <= width {
                    #expect(cells.last == number.text, "at \(width)")
                }
            }
        }
    }
}
