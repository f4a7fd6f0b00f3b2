import Browser
import Foundation
import Sections
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
            > Settings         ›
            A
              Björn Åkesson    work             +46 8 555 0122
            B
              Al Bo            mobile           555-0100
            V
              Maximiliane Wi…  GRAND_CENTRAL_…  +1 617 555 0131 ext 4421
              Maximiliane Wi…  mobile           +49 30 555 0199

            1/4  Contacts  ↑↓ move  ⏎ select  / search  ? help  q quit
            """)
    }

    @Test func numbersAreWholeAndNamesAndLabelsGiveWayAt45Columns() {
        let browser = ScriptedBrowser(book, rows: 12, columns: 45)
        expectFrame(browser, """
            Contacts
            Links
            > Settin…  ›
            A
              Björn …  work      +46 8 555 0122
            B
              Al Bo    mobile    555-0100
            V
              Maximi…  GRAND_C…  +1 617 555 0131 ext 4421
              Maximi…  mobile    +49 30 555 0199

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
              Bjö…  +46 8 555 0122
            B
              Al …  555-0100
            V
              +1 617 555 0131 ext 4421
              Max…  +49 30 555 0199

            1/4  Contacts  ↑↓ move
            """)
    }

    /// Narrower than a number itself: it is cut, visibly, with "…".
    @Test func aNumberWiderThanTheTerminalEndsInAnEllipsis() {
        let browser = ScriptedBrowser(book, rows: 12, columns: 14)
        expectFrame(browser, """
            Contacts
            Links
            > ›
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
              Settings         ›
            A
              Björn Åkesson    work             +46 8 555 0122
            B
              Al Bo            mobile           555-0100
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
              Maximiliane Wi…  mobile           +49 30 555 0199

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
              Settin…  ›
            A
              Björn …  work      +46 8 555 0122
            B
              Al Bo    mobile    555-0100
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
              Maximi…  mobile    +49 30 555 0199

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

@Suite("Help and documents wrap, never cut")
struct WrappedTextTests {
    let book: AddressBook

    init() throws {
        book = try AddressBook.inMemory()
        try SampleBook.seed(book)
    }

    @Test func theHelpWrapsItsMeaningsAndKeepsKeysWholeAt30Columns() {
        var browser = ScriptedBrowser(book, rows: 38, columns: 30)
        browser.press(.character("?"))
        expectFrame(browser, """
            Contacts
            Keys
              ↑ k                move up
              ↓ j                move down
              PgUp Ctrl-B        page up
              PgDn Ctrl-F Space  page down
              Home g             first row
              End G              last row
              Enter → l          open,
                                 expand,
                                 load more
              ← Esc Backspace h  back
              /                  search
              ?                  this help
              q                  back,
                                 quit on
                                 the first
                                 screen
              Q Ctrl-C           quit at
                                 once
              Ctrl-Z             suspend
                                 (fg
                                 resumes)
            While searching
              Enter              keep the
                                 filter
              Esc                clear the
                                 filter
              Backspace          delete a
                                 character
              ↑ Ctrl-P           move up
              ↓ Ctrl-N           move down
              Ctrl-C             quit at
                                 once
              Ctrl-Z             suspend
                                 (fg
                                 resumes)
            ↑↓ scroll  esc close
            """)
        expectEveryWord(of: [KeyMode.normal, .searching]
            .flatMap { Keymap.standard.help(for: $0) }.flatMap { [$0.keys, $0.meaning] }, in: browser)
    }

    @Test func theHelpStacksMeaningsUnderTheirKeysWhenTooNarrowForBoth() {
        var browser = ScriptedBrowser(book, rows: 60, columns: 18)
        browser.press(.character("?"))
        expectEveryWord(of: [KeyMode.normal, .searching]
            .flatMap { Keymap.standard.help(for: $0) }.flatMap { [$0.keys, $0.meaning] }, in: browser)
    }

    @Test func aDocumentPageWrapsAt30Columns() {
        var browser = ScriptedBrowser(book, rows: 29, columns: 30)
        browser.press(.enter, .end, .enter)  // Settings, then Privacy Policy
        expectFrame(browser, """
            … › Settings › Privacy Policy
            Privacy Policy
            > phonebook stores your
              contacts, settings and
              account state only in the
              database file you choose,
              created readable by you
              alone (mode 0600).
              phonebook sends nothing over
              the network: no analytics,
              no crash reports, no contact
              data.
              Account passwords are never
              stored: only a salted hash
              from a key-derivation
              function. Secrets of
              connected third-party
              accounts stay in the
              database file and are never
              printed.
              Logging out deletes the
              session; disconnecting a
              third party deletes its
              stored secret.
              To delete everything
              phonebook knows, delete the
              database file and its -wal
              and -shm companions.
            1/5  Privacy Policy  ↑↓ move
            """)
        expectEveryWord(of: ["Privacy Policy"] + Document.privacyPolicy.paragraphs, in: browser)
    }

    @Test(arguments: [20, 30, 45])
    func everyWordOfBothDocumentsIsShown(columns: Int) {
        for (steps, document) in [(1, Document.privacyPolicy), (2, Document.termsAndConditions)] {
            var browser = ScriptedBrowser(book, rows: 80, columns: columns)
            browser.press(.enter, .end)
            for _ in 1..<steps { browser.press(.up) }
            browser.press(.enter)
            expectEveryWord(of: [document.title] + document.paragraphs, in: browser)
        }
    }

    /// The frame cuts no word (a lone "…" stands for screens left out of
    /// the title line) and shows every word of `texts`, in order.
    private func expectEveryWord(of texts: [String], in browser: ScriptedBrowser,
                                 sourceLocation: SourceLocation = #_sourceLocation) {
        let frame = browser.frame
        let words = frame.split(whereSeparator: \.isWhitespace)
        #expect(!words.contains { $0 != "…" && $0.contains("…") }, "\(frame)", sourceLocation: sourceLocation)
        let shown = words.joined(separator: " ")
        var rest = Substring(shown)
        for word in texts.flatMap({ $0.split(separator: " ") }) {
            guard let found = rest.range(of: word) else {
                Issue.record("“\(word)” is not in the frame:\n\(frame)", sourceLocation: sourceLocation)
                return
            }
            rest = rest[found.upperBound...]
        }
    }
}
