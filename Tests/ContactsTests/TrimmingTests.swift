import Testing
import Contacts

/// `trimmed`, the one white-space trim the store and the importer share.
@Suite("Trimming white space")
struct TrimmingTests {
    @Test(arguments: [
        ("Ada", "Ada"), ("  Ada Lovelace \t", "Ada Lovelace"), ("\r\n+1 555\n", "+1 555"),
        ("\u{00A0}Zoë\u{3000}", "Zoë"), ("   ", ""), ("", ""), ("a \u{2003} b", "a \u{2003} b"),
    ])
    func trimsWhiteSpaceAtBothEndsOnly(text: String, trimmed: String) {
        #expect(text.trimmed == trimmed)
    }
}
