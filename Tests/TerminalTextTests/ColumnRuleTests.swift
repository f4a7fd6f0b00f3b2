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
        // The columns keep room for the shorter number; Björn's row gives up its label's padding for its own.
        #expect(line(Self.rows[0], at: 40) == "Björn Åkesson    work     +46 8 555 0122")
        #expect(line(Self.rows[1], at: 40) == "Maximiliane vo…  GRAND_CENTRAL  555-0100")
        // No room for two columns of 4 beside the longer number: its row's label
        // (the rightmost that may be cut) goes first; the other row keeps both.
        #expect(line(Self.rows[0], at: 24) == "Björn…  +46 8 555 0122")
        #expect(line(Self.rows[1], at: 24) == "Maxim…  GRAND…  555-0100")
        #expect(line(Self.rows[2], at: 24) == "Setti…  ›")
    }

    /// One long number among many short ones (the issue's "+1-418-656-9254
    /// ext. 102") makes room in its own row: every other name stays whole
    /// and every other number starts in the same column.
    @Test func oneLongNumberNarrowsOnlyItsOwnRow() {
        let names = ["Grace Hopper", "Ada Lovelace", "Alan Turing", "Linus Torvalds", "Björn Åkesson",
                     "Margaret Hamilton", "Corner Bakery", "José Núñez", "Jürgen Müller", "Émile Zola"]
        let short = names.enumerated().map { index, name in
            [ColumnCell(name), ColumnCell("mobile"), ColumnCell("555-01\(10 + index)", isWhole: true)]
        }
        let long = [ColumnCell("Settlement Office"), ColumnCell("work"), ColumnCell("+1-418-656-9254 ext. 102", isWhole: true)]
        let columns = ColumnWidths(measuring: short + [long]).fitted(to: 38)
        let lines = (short + [long]).map { columns.fit($0).compactMap { $0 }.joined(separator: "  ") }
        for (name, line) in zip(names, lines) {
            #expect(line.hasPrefix(name + " "), "\(line)")
        }
        let numberColumns = Set(lines.dropLast().map { DisplayWidth.of(String($0.prefix { $0 != "5" })) })
        #expect(numberColumns.count == 1, "\(lines)")
        #expect(lines.last?.hasSuffix("  +1-418-656-9254 ext. 102") == true, "\(lines)")
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 38 })
    }

    /// Rows of two cells (a UID after its title) keep room for their own
    /// last cells only: the number rows sharing their first column keep
    /// their names and labels (`show`'s phone rows under a long UID).
    @Test func aLongValueInRowsOfTwoCellsDoesNotNarrowRowsOfThree() {
        let rows = [
            [ColumnCell("Name"), ColumnCell("Grace Hopper")],
            [ColumnCell("UID"), ColumnCell("phonebook-content:8854e6c862070c79", isWhole: true)],
            [ColumnCell("work"), ColumnCell("grace@example.mil", isWhole: true)],
            [ColumnCell("Grace Hopper"), ColumnCell("mobile"), ColumnCell("555-0127", isWhole: true)],
            [ColumnCell("Grace Hopper"), ColumnCell("GRAND_CENTRAL"), ColumnCell("555-0128", isWhole: true)],
        ]
        let columns = ColumnWidths(measuring: rows).fitted(to: 38)
        #expect(columns.fit(rows[4]).compactMap { $0 }.joined(separator: "  ") == "Grace Hopper  GRAND_CENTRAL  555-0128")
        #expect(columns.fit(rows[1]).compactMap { $0 }.joined(separator: "  ") == "phonebook-content:8854e6c862070c79")
    }

    @Test func aNumberWiderThanTheLineIsCutVisibly() {
        #expect(line(Self.rows[0], at: 10) == "+46 8 555…")
        #expect(line(Self.rows[0], at: 14) == "+46 8 555 0122")
    }

    /// A row fetched after measuring, with a longer number: its own cells make room.
    @Test func aRowWithALongerNumberThanMeasuredMakesRoomInItself() {
        let later = [ColumnCell("Björn Åkesson"), ColumnCell("work"), ColumnCell("+1 617 555 0131 ext 4421", isWhole: true)]
        #expect(line(later, at: 40) == "Björn Å…  work  +1 617 555 0131 ext 4421")
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
