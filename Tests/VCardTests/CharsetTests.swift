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

    @Test("3.0/4.0 without CHARSET: invalid UTF-8 becomes U+FFFD")
    func replacementIn3() throws {
        #expect(try value("3.0", "NOTE", [0x43, 0x61, 0x66, 0xE9]) == "Caf\u{FFFD}")
        #expect(try value("4.0", "NOTE", [0xFF, 0xFE, 0x41]) == "\u{FFFD}\u{FFFD}A")
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
