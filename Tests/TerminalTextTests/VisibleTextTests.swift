import TerminalText
import Testing

/// The one rule for card text on a terminal. Every expectation is written
/// out: none is made with the function it checks.
@Suite("VisibleText: controls and bidi overrides shown, never raw")
struct VisibleTextTests {
    @Test func theIssuesQuotedPrintableNameIsShownWithControlPictures() {
        let decoded = "QP\u{1B}]52;c;ZWNobyBwd25lZA==\u{07}Name\u{1B}]0;PWNED\u{07}"
        #expect(VisibleText.line(decoded) == "QP␛]52;c;ZWNobyBwd25lZA==␇Name␛]0;PWNED␇")
        #expect(VisibleText.lines(decoded) == "QP␛]52;c;ZWNobyBwd25lZA==␇Name␛]0;PWNED␇")
    }

    @Test func everyC0ControlAndDelHasItsPicture() {
        #expect(VisibleText.line("\u{00}\u{01}\u{08}\u{09}\u{0A}\u{0D}\u{1B}\u{1F}\u{7F}") == "␀␁␈␉␊␍␛␟␡")
        #expect(VisibleText.line("a\u{1B}[2Jb") == "a␛[2Jb")
        #expect(VisibleText.line("dcs\u{1B}Pq#0\u{1B}\\end") == "dcs␛Pq#0␛\\end")
    }

    @Test func linesKeepLineFeedTabAndCRLFButNotALoneCR() {
        #expect(VisibleText.lines("a\tb\nc\r\nd\re\u{1B}") == "a\tb\nc\r\nd␍e␛")
        #expect(VisibleText.line("a\tb\nc\r\nd") == "a␉b␊c␍␊d")
    }

    @Test func c1ControlsAreShownAsTheirCodePoints() {
        #expect(VisibleText.line("x\u{9B}2Jy") == "x<U+009B>2Jy")
        #expect(VisibleText.line("\u{80}\u{85}\u{9F}") == "<U+0080><U+0085><U+009F>")
        // U+00A0 and on are letters and spaces, not controls.
        #expect(VisibleText.line("\u{A0}é") == "\u{A0}é")
    }

    @Test func bidiOverridesAndIsolatesAreShownButMarksStay() {
        #expect(VisibleText.line("gnp\u{202E}exe") == "gnp<U+202E>exe")
        #expect(VisibleText.line("\u{202A}\u{202B}\u{202C}\u{202D}") == "<U+202A><U+202B><U+202C><U+202D>")
        #expect(VisibleText.line("\u{2066}a\u{2067}b\u{2068}c\u{2069}") == "<U+2066>a<U+2067>b<U+2068>c<U+2069>")
        #expect(VisibleText.line("a\u{200E}b\u{200F}c\u{061C}d") == "a\u{200E}b\u{200F}c\u{061C}d")
        // Their neighbours, which share the lead bytes E2 80 and E2 81, are left alone.
        #expect(VisibleText.line("a…b\u{2029}c\u{2065}\u{206A}‰") == "a…b\u{2029}c\u{2065}\u{206A}‰")
    }

    @Test func ordinaryTextIsReturnedAsItIs() {
        for text in ["", "Ada Lovelace", "Zoë Ñúñez", "株式会社", "+1 555 0100", "👍🏽", "שלום עולם", "e\u{301}"] {
            #expect(VisibleText.line(text) == text)
            #expect(VisibleText.isShownAsIs(text))
        }
    }

    @Test func theByteTestAgreesWithTheRule() {
        let shown: [(String, Bool)] = [
            ("plain", true), ("tab\there", false), ("é", true), ("\u{9B}", false), ("\u{A0}", true),
            ("\u{202E}", false), ("\u{2069}", false), ("\u{2026}", true), ("\u{7F}", false),
        ]
        for (text, isAsIs) in shown {
            #expect(VisibleText.isShownAsIs(text) == isAsIs, "\(text.unicodeScalars.map(\.value))")
        }
        #expect(VisibleText.isShownAsIs("a\tb\r\nc\n", keepingLines: true))
        #expect(!VisibleText.isShownAsIs("a\rb", keepingLines: true))
    }

    @Test func aReplacementTakesTheColumnsItShows() {
        #expect(DisplayWidth.of(VisibleText.line("a\u{1B}b")) == 3)
        #expect(DisplayWidth.of(VisibleText.line("\u{9B}")) == 8)
        #expect(ColumnText.fit(VisibleText.line("\u{1B}\u{1B}\u{1B}\u{1B}"), toWidth: 3) == "␛␛…")
    }

    @Test func aCellIsShownByTheRule() {
        #expect(ColumnCell("QP\u{1B}]0;x\u{07}").text == "QP␛]0;x␇")
        #expect(ColumnCell("a\u{202E}b").text == "a<U+202E>b")
    }

    /// The record formats' rule (plain into a pipe, the mail-query lines):
    /// every control character, C1 too, a space; a bidi override is no control and stays.
    @Test func recordFieldsTurnEveryControlIntoASpace() {
        #expect(ColumnText.singleLine("a\u{1B}b\u{9B}c\u{7F}d\te") == "a b c d e")
        #expect(ColumnText.singleLine("Nel\u{85}Line") == "Nel Line")
        #expect(ColumnText.singleLine("a\u{202E}b") == "a\u{202E}b")
    }

    /// A record a program shows a person (the mail-query lines): the
    /// overrides and isolates shown as `line` shows them, controls left to the record's rule.
    @Test func overridesShownLeavesControlsAndShowsEveryOverride() {
        #expect(VisibleText.overridesShown("gnp\u{202E}exe\t\u{1B}") == "gnp<U+202E>exe\t\u{1B}")
        #expect(VisibleText.overridesShown("\u{202A}\u{202B}\u{202C}\u{202D}\u{2066}a\u{2067}\u{2068}\u{2069}")
                == "<U+202A><U+202B><U+202C><U+202D><U+2066>a<U+2067><U+2068><U+2069>")
        for text in ["", "Ada", "Zoë", "a…b\u{2029}c\u{2065}\u{206A}‰", "a\u{200E}b\u{200F}c\u{061C}d"] {
            #expect(VisibleText.overridesShown(text) == text)
        }
    }
}
