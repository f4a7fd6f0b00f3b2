import Browser
import Store
import Testing
import TestSupport

@Suite("Frames: widths, colours")
struct RenderingTests {
    let book: AddressBook

    init() throws {
        book = try AddressBook.inMemory()
        try SampleBook.seed(book)
        try book.transaction {
            let writer = try ContactWriter(book, now: 0)
            _ = try writer.insert(SampleBook.record("long-cjk", "長谷川東京太郎花子", "東京太郎花子", "長谷川",
                                                    phones: [("mobile", "555-9999")]))
            _ = try writer.insert(SampleBook.record("marks", "Ame\u{0301}lie Ple\u{0301}vert", "Ame\u{0301}lie",
                                                    "Ple\u{0301}vert", phones: [("work", "555-9998")]))
        }
    }

    @Test func wideAndCombiningCharactersTakeTheirColumnsAndAreCutWithAnEllipsis() {
        var browser = ScriptedBrowser(book, rows: 12, columns: 40)
        browser.press(.character("/"))
        browser.type("999")
        browser.press(.enter, .down)
        expectFrame(browser, """
            Contacts  /999
            Links
              Settings            ›
            P
            > Amélie Plévert      work    555-9998
            #
              長谷川東京太郎花子  mobile  555-9999




            2/3  Contacts  ↑↓ move  ⏎ select
            """)
        var wide = ScriptedBrowser(book)
        wide.press(.character("/"))
        wide.type("999")
        wide.press(.enter, .down)
        expectFrame(wide, """
            Contacts  /999
            Links
              Settings            ›
            P
            > Amélie Plévert      work    555-9998
            #
              長谷川東京太郎花子  mobile  555-9999
















            2/3  Contacts  ↑↓ move  ⏎ select  / search  ? help  q quit
            """)
    }

    @Test func withColourTheCursorRowIsReversedAndNotMarked() {
        let browser = ScriptedBrowser(book, rows: 12, columns: 40)
        let lines = render(browser.state, size: browser.size, colors: true)
        #expect(lines[2].hasPrefix("\u{1B}[7m  Settings") && lines[2].hasSuffix("\u{1B}[0m"))
        #expect(lines[1] == "\u{1B}[1mLinks" + String(repeating: " ", count: 35) + "\u{1B}[0m")
        #expect(lines[4].contains("\u{1B}[2mmobile\u{1B}[0m"))
        #expect(!lines.contains { withoutStyles($0).hasPrefix(">") })
        // Without colour, no escape sequence at all.
        #expect(!render(browser.state, size: browser.size, colors: false).joined().contains("\u{1B}"))
    }

    @Test func tinyTerminalsStillGetExactlyTheirSize() {
        for (rows, columns) in [(1, 1), (2, 5), (3, 10), (5, 3), (6, 2), (8, 1)] {
            var browser = ScriptedBrowser(book, rows: rows, columns: columns)
            expectExactSize(browser)
            browser.press(.end, .enter)
            expectExactSize(browser)
            browser.press(.character("?"))
            expectExactSize(browser)
        }
    }
}
