import Testing
@testable import VCard

/// Bytes to text: quoted-printable charsets, 2.1 Windows-1252 fallback, U+FFFD for the rest.
@Suite("Charsets")
struct CharsetTests {
    private func value(_ version: String, _ header: String, _ valueBytes: [UInt8]) throws -> String {
        let bytes = Array("BEGIN:VCARD\r\nVERSION:\(version)\r\n\(header):".utf8) + valueBytes + Array("\r\nEND:VCARD\r\n".utf8)
        let parsed = cards(readAll(bytes))
        return try #require(parsed.first?.property(named: "NOTE")).text
    }

    @Test("quoted-printable in each supported charset", arguments: [
        ("UTF-8", "=C3=A9=E2=82=AC", "é€"),
        ("ISO-8859-1", "=E9=80=A4", "é\u{80}¤"),
        ("latin1", "=E9", "é"),
        ("Windows-1252", "=80=8A=9F=E9", "€ŠŸé"),
        ("cp1252", "=81=8D", "\u{FFFD}\u{FFFD}"),
        ("ISO-8859-15", "=A4=BD", "€œ"),
        ("us-ascii", "a=09b", "a\tb"),
        ("x-unknown", "=C3=A9", "é"),
    ])
    func quotedPrintableCharsets(_ charset: String, _ encoded: String, _ expected: String) throws {
        #expect(try value("2.1", "NOTE;CHARSET=\(charset);ENCODING=QUOTED-PRINTABLE", Array(encoded.utf8)) == expected)
    }

    @Test("invalid UTF-8 after quoted-printable decoding becomes U+FFFD")
    func invalidQuotedPrintableUTF8() throws {
        #expect(try value("2.1", "NOTE;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE", Array("ok=80=C3".utf8)) == "ok\u{FFFD}\u{FFFD}")
    }

    @Test("2.1 without CHARSET: invalid UTF-8 is read as Windows-1252, valid UTF-8 stays UTF-8")
    func windows1252Fallback() throws {
        #expect(try value("2.1", "NOTE", [0x43, 0x61, 0x66, 0xE9, 0x20, 0x80]) == "Café €")
        #expect(try value("2.1", "NOTE", [0x43, 0x61, 0x66, 0xC3, 0xA9]) == "Café")
        #expect(try value("2.1", "NOTE;ENCODING=QUOTED-PRINTABLE", Array("Caf=E9".utf8)) == "Café")
    }

    @Test("any version without CHARSET: invalid UTF-8 is read as Windows-1252, with a warning naming the line")
    func windows1252FallbackWarns() throws {
        #expect(try value("3.0", "NOTE", [0x43, 0x61, 0x66, 0xE9]) == "Caf\u{E9}")
        #expect(try value("4.0", "NOTE", [0x93, 0x41, 0x94]) == "\u{201C}A\u{201D}")
        let bytes = Array("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:M".utf8) + [0xFC] + Array("ller\r\nNOTE:ok\r\nEND:VCARD\r\n".utf8)
        let entries = readAll(bytes)
        #expect(cards(entries).map(\.formattedName) == ["M\u{FC}ller"])
        #expect(problems(entries) == [VCardProblem(
            line: 3, cardLine: 1, message: "text is not UTF-8 and names no charset: read as Windows-1252", severity: .warning)])
        let qp = Array("BEGIN:VCARD\r\nVERSION:2.1\r\nN;ENCODING=QUOTED-PRINTABLE:M=FCller\r\nEND:VCARD\r\n".utf8)
        #expect(problems(readAll(qp)).map(\.line) == [3])
        #expect(cards(readAll(qp)).first?.nameComponent(.family) == "M\u{FC}ller")
    }

    @Test("charsets the C library's iconv knows, quoted-printable or raw", arguments: [
        ("Shift_JIS", [0x83, 0x65, 0x83, 0x58, 0x83, 0x67], "テスト"),
        ("SJIS", [0x83, 0x5C, 0x83, 0x74, 0x83, 0x67], "ソフト"),
        ("Big5", [0xA4, 0xFD, 0xA4, 0x70, 0xA9, 0xFA], "王小明"),
        ("KOI8-R", [0xF0, 0xD2, 0xC9, 0xD7, 0xC5, 0xD4], "Привет"),
        ("ISO-8859-2", [0xA3, 0xF3, 0x64, 0xBC], "Łódź"),
        ("GB18030", [0xD5, 0xC5, 0xCE, 0xB0], "张伟"),
        ("euc-kr", [0xB1, 0xE8, 0xB9, 0xCE, 0xC1, 0xD8], "김민준"),
    ] as [(String, [UInt8], String)])
    func iconvCharsets(_ charset: String, _ encoded: [UInt8], _ expected: String) throws {
        let quoted = encoded.map { "=" + String($0, radix: 16, uppercase: true) }.joined()
        #expect(try value("2.1", "NOTE;CHARSET=\(charset);ENCODING=QUOTED-PRINTABLE", Array(quoted.utf8)) == expected)
        #expect(try value("2.1", "NOTE;CHARSET=\(charset)", encoded) == expected)
        #expect(try value("3.0", "NOTE;CHARSET=\(charset)", encoded) == expected)
        let name = Array("BEGIN:VCARD\r\nVERSION:2.1\r\nFN;CHARSET=\(charset):".utf8) + encoded + Array("\r\nEND:VCARD\r\n".utf8)
        let entries = readAll(name)
        #expect(problems(entries).isEmpty)
        #expect(cards(entries).first?.formattedName == expected)
    }

    @Test("an unknown CHARSET reads UTF-8 as UTF-8, and anything else as the card's unnamed text, with one warning")
    func unknownCharset() throws {
        #expect(try value("2.1", "NOTE;CHARSET=x-no-such-charset", Array("é".utf8)) == "é")
        let bytes = Array("BEGIN:VCARD\r\nVERSION:2.1\r\nFN;CHARSET=x-no-such-charset:Caf".utf8) + [0xE9] + Array("\r\nEND:VCARD\r\n".utf8)
        let entries = readAll(bytes)
        #expect(cards(entries).first?.formattedName == "Café")
        #expect(problems(entries) == [VCardProblem(
            line: 3, cardLine: 1, message: "unknown CHARSET=x-no-such-charset: its text is read as UTF-8, or where it is not, "
                + "as Windows-1252 (the card's text that names no charset)",
            severity: .warning)])
    }

    @Test("a Latin CHARSET is used for invalid UTF-8 in any version, never for valid UTF-8")
    func latinCharsetOnRawBytes() throws {
        #expect(try value("3.0", "NOTE;CHARSET=ISO-8859-1", [0x43, 0x61, 0x66, 0xE9]) == "Café")
        #expect(try value("3.0", "NOTE;CHARSET=windows-1252", [0x93, 0x61, 0x94]) == "\u{201C}a\u{201D}")
        #expect(try value("2.1", "NOTE;CHARSET=ISO-8859-1", [0xC3, 0xA9]) == "é")
        #expect(try value("2.1", "NOTE;CHARSET=UTF-8", [0xE9]) == "\u{FFFD}")
    }

    @Test("UTF-8 validation rejects overlongs, surrogates and truncated sequences")
    func validation() {
        func valid(_ bytes: [UInt8]) -> Bool { bytes.withUnsafeBufferPointer { UTF8Validation.isValid($0.baseAddress!, $0.count) } }
        #expect(valid(Array("añ€😀".utf8)))
        #expect(!valid([0xC0, 0xAF]))
        #expect(!valid([0xE0, 0x80, 0xAF]))
        #expect(!valid([0xED, 0xA0, 0x80]))
        #expect(!valid([0xF4, 0x90, 0x80, 0x80]))
        #expect(!valid([0xE2, 0x82]))
        #expect(!valid([0x80]))
    }
}
