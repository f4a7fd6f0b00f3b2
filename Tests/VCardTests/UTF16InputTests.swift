import Testing
@testable import VCard

/// Files in UTF-16 (Apple Address Book, Entourage): recognized by their first bytes and read as UTF-8.
@Suite("UTF-16 input")
struct UTF16InputTests {
    /// How a test file lays out its UTF-16 code units.
    enum Layout: String, CaseIterable, CustomTestStringConvertible {
        case littleEndianWithBOM, littleEndian, bigEndianWithBOM, bigEndian
        var testDescription: String { rawValue }

        func encode(_ text: String) -> [UInt8] {
            let bigEndian = self == .bigEndian || self == .bigEndianWithBOM
            let hasBOM = self == .littleEndianWithBOM || self == .bigEndianWithBOM
            var bytes: [UInt8] = []
            for unit in (hasBOM ? [0xFEFF] : []) + Array(text.utf16) {
                let high = UInt8(unit >> 8), low = UInt8(unit & 0xFF)
                bytes += bigEndian ? [high, low] : [low, high]
            }
            return bytes
        }
    }

    static let text = [
        "BEGIN:VCARD", "VERSION:3.0", "FN:Zoë Ångström", "N:Ångström;Zoë;;;", "TEL;TYPE=CELL:+46 70 123 45 67",
        "NOTE:😀 on line 6", "END:VCARD", "BEGIN:VCARD", "VERSION:3.0", "FN:王小明", "END:VCARD", "",
    ].joined(separator: "\r\n")

    private func transcoded(_ bytes: [UInt8]) -> [UInt8]? {
        bytes.withUnsafeBytes { UTF16Input.utf8(from: $0) }
    }

    @Test("LE and BE, with or without a byte order mark, become the same UTF-8 text", arguments: Layout.allCases)
    func transcodes(_ layout: Layout) throws {
        let utf8 = try #require(transcoded(layout.encode(Self.text)))
        #expect(utf8 == Array(Self.text.utf8))
        let entries = readAll(utf8)
        #expect(problems(entries).isEmpty)
        #expect(cards(entries).map(\.formattedName) == ["Zoë Ångström", "王小明"])
        #expect(cards(entries).map(\.line) == [1, 8])
        #expect(cards(entries).first?.property(named: "NOTE")?.line == 6)
        #expect(cards(entries).first?.telephones.map(\.value) == ["+46 70 123 45 67"])
    }

    @Test("a UTF-16 file without a byte order mark that starts with a blank line", arguments: [Layout.littleEndian, .bigEndian])
    func leadingBlankLine(_ layout: Layout) throws {
        let utf8 = try #require(transcoded(layout.encode("\r\n" + Self.text)))
        #expect(cards(readAll(utf8)).map(\.line) == [2, 9])
    }

    @Test("UTF-8 input, empty input and NUL padding are not taken for UTF-16")
    func otherInputsAreLeftAlone() {
        #expect(transcoded(Array(Self.text.utf8)) == nil)
        #expect(transcoded(Array("\u{FEFF}".utf8) + Array(Self.text.utf8)) == nil)
        #expect(transcoded([]) == nil)
        #expect(transcoded([0x42]) == nil)
        #expect(transcoded([0, 0, 0, 0] + Array(Self.text.utf8)) == nil)
    }

    @Test("an unpaired surrogate becomes U+FFFD; an odd final byte is dropped")
    func invalidUnits() throws {
        var bytes = Layout.littleEndianWithBOM.encode("BEGIN:VCARD\r\nFN:a")
        bytes += [0x00, 0xD8]  // a high surrogate with no low one after it
        bytes += Layout.littleEndian.encode("b\r\nEND:VCARD\r\n") + [0x41]
        let utf8 = try #require(transcoded(bytes))
        #expect(cards(readAll(utf8)).map(\.formattedName) == ["a\u{FFFD}b"])
    }
}
