import Browser
import Store
import Testing
import TestSupport

/// Hostile shapes for narrow terminals: a long name, a long custom label,
/// a long email, a number with an extension, a long note.
@Suite("Narrow screens never show a wrong number")
struct NarrowScreenTests {
    let book: AddressBook

    init() throws {
        book = try AddressBook.inMemory()
        try book.transaction {
            let writer = try ContactWriter(book, now: 0)
            _ = try writer.insert(SampleBook.record(
                "max", "Maximiliane Wilhelmina von Hohenzollern", "Maximiliane", "von Hohenzollern",
                organization: "Hohenzollern Castle Foundation",
                note: "Prefers calls before noon; on Fridays only letters, never the answering machine.",
                phones: [("GRAND_CENTRAL_STATION", "+1 617 555 0131 ext 4421"), ("mobile", "+49 30 555 0199")],
                emails: [("work", "maximiliane.von.hohenzollern@example.com")]))
            _ = try writer.insert(SampleBook.record("bjorn", "Björn Åkesson", "Björn", "Åkesson",
                                                    phones: [("work", "+46 8 555 0122")]))
            _ = try writer.insert(SampleBook.record("al", "Al Bo", "Al", "Bo", phones: [("mobile", "555-0100")]))
        }
    }

    @Test func numbersAreWholeAndNamesAndLabelsGiveWayAt60Columns() {
        let browser = ScriptedBrowser(book, rows: 12, columns: 60)
        expectFrame(browser, """
            Contacts
            Links
            > Settings             ›
            A
              Björn Åkesson        work                  +46 8 555 0122
            B
              Al Bo                mobile                555-0100
            V
              Maximiliane Wi…  GRAND_CENTRAL_…  +1 617 555 0131 ext 4421
              Maximiliane Wilhel…  mobile                +49 30 555 0199

            1/4  Contacts  ↑↓ move  ⏎ select  / search  ? help  q quit
            """)
    }

    @Test func numbersAreWholeAndNamesAndLabelsGiveWayAt45Columns() {
        let browser = ScriptedBrowser(book, rows: 12, columns: 45)
        expectFrame(browser, """
            Contacts
            Links
            > Settings      ›
            A
              Björn Åkess…  work          +46 8 555 0122
            B
              Al Bo         mobile        555-0100
            V
              Maximi…  GRAND_C…  +1 617 555 0131 ext 4421
              Maximiliane…  mobile        +49 30 555 0199

            1/4  Contacts  ↑↓ move  ⏎ select  / search
            """)
    }

    /// At 30 columns the label column is hidden and names keep 4 columns;
    /// the one number too wide even for that takes its whole row.
    @Test func numbersAreWholeAndNamesAndLabelsGiveWayAt30Columns() {
        let browser = ScriptedBrowser(book, rows: 12, columns: 30)
        expectFrame(browser, """
            Contacts
            Links
            > Set…  ›
            A
              Bjö…  work   +46 8 555 0122
            B
              Al …  mobi…  555-0100
            V
              +1 617 555 0131 ext 4421
              Max…  mobi…  +49 30 555 0199

            1/4  Contacts  ↑↓ move
            """)
    }

    /// Narrower than a number itself: it is cut, visibly, with "…".
    @Test func aNumberWiderThanTheTerminalEndsInAnEllipsis() {
        let browser = ScriptedBrowser(book, rows: 12, columns: 14)
        expectFrame(browser, """
            Contacts
            Links
            > Set…  ›
            A
              +46 8 555 0…
            B
              555-0100
            V
              +1 617 555 …
              +49 30 555 …

            1/4  Contacts
            """)
    }

    @Test func theInlineDetailShowsEachFieldOnALineAfterItsLabel() {
        var browser = ScriptedBrowser(book, rows: 20, columns: 60)
        browser.press(.down, .down, .down, .enter)  // Maximiliane's first number
        expectFrame(browser, """
            Contacts
            Links
              Settings             ›
            A
              Björn Åkesson        work                  +46 8 555 0122
            B
              Al Bo                mobile                555-0100
            V
            > Maximiliane Wi…  GRAND_CENTRAL_…  +1 617 555 0131 ext 4421
                GRAND_CENTRAL_STATION  +1 617 555 0131 ext 4421
                mobile                 +49 30 555 0199
                work email
                  maximiliane.von.hohenzollern@example.com
                organization           Hohenzollern Castle Foundation
                note                   Prefers calls before noon; on
                                       Fridays only letters, never the
                                       answering machine.
                uid                    max
              Maximiliane Wilhel…  mobile                +49 30 555 0199
            4/4  Contacts  ↑↓ move  ⏎ select  / search  ? help  q quit
            """)
    }

    /// A number or an email too wide to sit beside its label goes below it;
    /// the note wraps under its label; nothing is cut.
    @Test func theInlineDetailWrapsRatherThanCutsAt45Columns() {
        var browser = ScriptedBrowser(book, rows: 24, columns: 45)
        browser.press(.down, .down, .down, .enter)
        expectFrame(browser, """
            Contacts
            Links
              Settings      ›
            A
              Björn Åkess…  work          +46 8 555 0122
            B
              Al Bo         mobile        555-0100
            V
            > Maximi…  GRAND_C…  +1 617 555 0131 ext 4421
                GRAND_CENTRAL_STATION
                  +1 617 555 0131 ext 4421
                mobile                 +49 30 555 0199
                work email
                maximiliane.von.hohenzollern@example.com
                organization           Hohenzollern
                                       Castle Foundation
                note                   Prefers calls
                                       before noon; on
                                       Fridays only
                                       letters, never the
                                       answering machine.
                uid                    max
              Maximiliane…  mobile        +49 30 555 0199
            4/4  Contacts  ↑↓ move  ⏎ select  / search
            """)
    }

    /// Key hints are left out whole, from the right; the position and the
    /// screen's title come first.
    @Test(arguments: Array(12...80))
    func theStatusLineNeverCutsAKeyHint(columns: Int) {
        let browser = ScriptedBrowser(book, rows: 6, columns: columns)
        let status = trimmed(browser.frame).split(separator: "\n").last.map(String.init) ?? ""
        let parts = ["1/4", "Contacts", "↑↓ move", "⏎ select", "/ search", "? help", "q quit"]
        let shown = status.components(separatedBy: "  ")
        #expect(shown == Array(parts.prefix(shown.count)), "\(status)")
        #expect(shown.count == parts.count || status.count + 2 + parts[shown.count].count > columns, "\(status)")
    }
}
