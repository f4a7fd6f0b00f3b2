import Terminal
import Testing

@Suite("OSC 52 clipboard escape")
struct ClipboardEscapeTests {
    @Test func isEscRightBracket52SemicolonCSemicolonBase64ThenBEL() {
        #expect(Array(ClipboardEscape.setting("555-0005").utf8)
            == [0x1B, 0x5D, 0x35, 0x32, 0x3B, 0x63, 0x3B] + Array("NTU1LTAwMDU=".utf8) + [0x07])
        // UTF-8 before base64: the terminal decodes the bytes the text is.
        #expect(ClipboardEscape.setting("zoë@exämple.se") == "\u{1B}]52;c;em/Dq0BleMOkbXBsZS5zZQ==\u{07}")
    }
}
