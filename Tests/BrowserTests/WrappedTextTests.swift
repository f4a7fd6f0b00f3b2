import Browser
import Sections
import Store
import Testing
import TestSupport

@Suite("Help and documents wrap, never cut")
struct WrappedTextTests {
    let book: AddressBook

    init() throws {
        book = try AddressBook.inMemory()
        try SampleBook.seed(book)
    }

    @Test func theHelpWrapsItsMeaningsAndKeepsKeysWholeAt30Columns() {
        var browser = ScriptedBrowser(book, rows: 72, columns: 30)
        browser.press(.character("?"))
        expectFrame(browser, """
            Contacts
            Keys
              ↑ k                move up
              ↓ j                move down
              PgUp Ctrl-B        page up
              PgDn Ctrl-F        page down
              Home g             first row
              End G              last row
              Enter → l          open,
                                 expand,
                                 load more
              ← Esc Backspace h  back
              /                  search
              a                  add a
                                 contact
                                 (in
                                 $EDITOR)
              e                  edit the
                                 contact
                                 (in
                                 $EDITOR)
              d                  delete
                                 the
                                 contact
                                 (asks
                                 y/n)
              s                  star or
                                 unstar
                                 the
                                 contact
              u                  undo the
                                 last
                                 change
              Space              mark or
                                 unmark
                                 the
                                 contact
              M                  merge the
                                 marked
                                 contacts
                                 (asks
                                 y/n)
              y                  copy the
                                 number or
                                 email to
                                 the
                                 clipboard
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
        var browser = ScriptedBrowser(book, rows: 90, columns: 18)
        browser.press(.character("?"))
        expectEveryWord(of: [KeyMode.normal, .searching]
            .flatMap { Keymap.standard.help(for: $0) }.flatMap { [$0.keys, $0.meaning] }, in: browser)
    }

    @Test func aDocumentPageWrapsAt30Columns() {
        var browser = ScriptedBrowser(book, rows: 38, columns: 30)
        browser.press(.enter, .end, .enter)  // Settings, then Privacy Policy
        expectFrame(browser, """
            … › Settings › Privacy Policy
            Privacy Policy
            > phonebook keeps your
              contacts, settings and
              account state only in the
              database file you choose,
              readable by you alone (mode
              0600).
              Nothing leaves your machine
              unless you connect a service
              and sync with it; then your
              contacts and that service's
              credentials go to that
              server alone, over https
              (plain http only if you
              connected an http:// URL).
              No telemetry: no analytics,
              no crash reports, no update
              checks.
              Your account password never
              leaves your machine and is
              never stored, only a salted
              hash of it. A service's
              secret is never printed: it
              is kept encrypted under a
              key only your password
              unlocks, or, when you
              connect it with a password
              command, not kept at all.
              Logging out locks those
              secrets again; disconnecting
              a service deletes what was
              kept of it.
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
            var browser = ScriptedBrowser(book, rows: 100, columns: columns)
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
