import Browser
import Foundation
import Store
import Testing
import TerminalText
import TestSupport

/// The browser shows card text through the one rule (`VisibleText`): rows,
/// the search typed on the status line, a contact's screen. Expectations
/// are written out.
@Suite("Hostile card text in the browser")
struct HostileTextTests {
    let book: AddressBook

    init() throws {
        book = try AddressBook.inMemory()
        try book.transaction {
            let writer = try ContactWriter(book, now: 0)
            _ = try writer.insert(SampleBook.record("qp", "QP\u{1B}]0;PWNED\u{07}Name", "QP", "Name",
                                                    organization: "Evil\u{1B}[2J", note: "note\u{9B}31m",
                                                    phones: [("mobile", "555-0100")]))
            _ = try writer.insert(SampleBook.record("rlo", "Raw\u{202E}Family\u{2066}", "Raw", "Family",
                                                    phones: [("work\u{1B}[1m", "555-0199")]))
        }
    }

    /// No scalar of the frame is a C0 control, DEL, C1, override or isolate.
    private func controls(_ frame: String) -> [UInt32] {
        frame.unicodeScalars.map(\.value).filter {
            ($0 < 0x20 && $0 != 0x0A) || (0x7F...0x9F).contains($0) || (0x202A...0x202E).contains($0)
                || (0x2066...0x2069).contains($0)
        }
    }

    @Test func theContactsScreenShowsControlsVisibly() {
        let browser = ScriptedBrowser(book, rows: 8, columns: 60)
        #expect(controls(browser.frame).isEmpty, "\(browser.frame.debugDescription)")
        #expect(browser.frame.contains("QP␛]0;PWNED␇Name"))
        #expect(browser.frame.contains("Raw<U+202E>Family<U+2066>"))
        #expect(browser.frame.contains("work␛[1m"))
    }

    @Test func aContactsScreenAndTheSearchLineShowThemToo() {
        var browser = ScriptedBrowser(book, rows: 12, columns: 60)
        browser.press(.character("/"))
        browser.type("QP")
        browser.press(.enter, .down, .enter)
        #expect(controls(browser.frame).isEmpty, "\(browser.frame.debugDescription)")
        #expect(browser.frame.contains("Evil␛[2J"), "\(browser.frame)")
        let coloured = render(browser.state, size: TerminalSize(rows: 12, columns: 60), colors: true).joined(separator: "\n")
        // Exactly the browser's own styles (`Paint`: bold, dim, reverse, reset) are taken out.
        var plain = coloured
        for style in ["\u{1B}[1m", "\u{1B}[2m", "\u{1B}[7m", "\u{1B}[0m"] { plain = plain.replacingOccurrences(of: style, with: "") }
        #expect(plain != coloured)
        #expect(controls(plain).isEmpty, "\(plain.debugDescription)")
    }

    /// A message naming a hostile contact, wider than the line, wrapped at
    /// the bottom: at every size down to one row and one column the frame is
    /// exactly the terminal's size, and no control of the name reaches it.
    @Test func aWrappedMessageKeepsEveryFrameWholeAndItsNameVisible() {
        var browser = ScriptedBrowser(book, rows: 8, columns: 20)
        browser.press(.down, .down, .character("s"))
        #expect(browser.state.message == "starred QP\u{1B}]0;PWNED\u{07}Name")
        #expect(trimmed(browser.frame).hasSuffix("\nstarred\nQP␛]0;PWNED␇Name"), "\(browser.frame)")
        for rows in 1...10 {
            for columns in 1...24 {
                browser.resize(rows: rows, columns: columns)
                expectExactSize(browser)
                #expect(controls(browser.frame).isEmpty, "\(rows)x\(columns): \(browser.frame.debugDescription)")
            }
        }
        #expect(browser.state.message != nil)
    }
}
