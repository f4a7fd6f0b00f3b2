import Testing
import VCard

/// vCard 2.1 cards rendered as 3.0 for servers: the same fields, 3.0's syntax.
@Suite struct Version3RenderingTests {
    @Test func aQuotedPrintableCardBecomesThreePointZeroWithTheSameFields() throws {
        let card = "BEGIN:VCARD\r\nVERSION:2.1\r\nN;CHARSET=ISO-8859-1;ENCODING=QUOTED-PRINTABLE:M=FCller;J=FCrgen;;;\r\n"
            + "FN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:J=C3=BCrgen M=C3=BCller, Jr.\r\n"
            + "TEL;HOME;VOICE:+49 30 1234\r\n"
            + "NOTE;ENCODING=QUOTED-PRINTABLE:first line=0D=0Asecond line, with a comma and a long tail that =\r\n"
            + "goes on past the soft break\r\n"
            + "END:VCARD\r\n"
        let rendered = String(decoding: try #require(Version3Rendering.of(Array(card.utf8))), as: UTF8.self)
        #expect(rendered == "BEGIN:VCARD\r\nVERSION:3.0\r\nN:Müller;Jürgen;;;\r\nFN:Jürgen Müller\\, Jr.\r\n"
                + "TEL;TYPE=HOME,VOICE:+49 30 1234\r\n"
                + "NOTE:first line\\nsecond line\\, with a comma and a long tail that goes on pa\r\n"
                + " st the soft break\r\nEND:VCARD\r\n")
    }

    @Test func foldingNeverSplitsAUTF8Sequence() throws {
        let name = String(repeating: "ü", count: 60)
        let card = "BEGIN:VCARD\nVERSION:2.1\nFN:\(name)\nEND:VCARD\n"
        let rendered = try #require(Version3Rendering.of(Array(card.utf8)))
        let lines = String(decoding: rendered, as: UTF8.self).components(separatedBy: "\r\n")
        #expect(lines.allSatisfy { $0.utf8.count <= 75 }, "\(lines)")
        #expect(lines.joined(separator: "\r\n").replacingOccurrences(of: "\r\n ", with: "").contains("FN:\(name)"))
    }

    @Test func aCardThatIsNotTwoPointOneIsLeftAlone() {
        #expect(Version3Rendering.of(Array("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:A\r\nEND:VCARD\r\n".utf8)) == nil)
    }

    @Test func base64BecomesEncodingB() throws {
        let card = "BEGIN:VCARD\r\nVERSION:2.1\r\nPHOTO;ENCODING=BASE64;TYPE=JPEG:\r\n AAAA\r\n BBBB\r\n\r\nEND:VCARD\r\n"
        let rendered = String(decoding: try #require(Version3Rendering.of(Array(card.utf8))), as: UTF8.self)
        #expect(rendered.contains("PHOTO;TYPE=JPEG;ENCODING=b:AAAABBBB\r\n"), "\(rendered)")
    }
}
