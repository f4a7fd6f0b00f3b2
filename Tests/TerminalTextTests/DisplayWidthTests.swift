import Testing
@testable import TerminalText

@Suite("Display width, cutting and padding")
struct DisplayWidthTests {
    @Test(arguments: [
        ("Ada Lovelace", 12), ("", 0), ("王伟", 4), ("さくら", 6), ("김민준", 6),
        ("e\u{0301}mile", 5), ("Émile", 5), ("Zoe\u{0308}", 3), ("a\u{200B}b", 2), ("a\u{200D}b", 2),
        ("ＡＢ", 4), ("👍", 2), ("👩‍👩‍👧", 2), ("🇸🇪", 2), ("Ωμέγα", 5), ("\u{1100}\u{1161}", 2),
    ])
    func widthCountsColumns(text: String, columns: Int) {
        #expect(DisplayWidth.of(text) == columns)
    }

    @Test func theByteCountedWidthAgreesWithTheGraphemeRules() {
        // Every scalar the fast path takes, alone and before a combining mark (which it must refuse).
        let samples = Array(UInt32(0x20)..<0x600) + Array(0x2020..<0x2030) + Array(0x3030..<0x3100)
            + Array(0x4DF0..<0x4E10) + Array(0x9FF0..<0xA010) + Array(0xABF0..<0xAC10) + Array(0xD790..<0xD7B0)
        for value in samples {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = "a" + String(Character(scalar)) + "…z"
            if let width = DisplayWidth.simpleWidth(text) {
                #expect(width == text.reduce(0) { $0 + DisplayWidth.of($1) }, "U+\(String(value, radix: 16))")
            }
            #expect(DisplayWidth.simpleWidth(text + "e\u{0301}") == nil)
        }
        #expect(DisplayWidth.simpleWidth("Zoë Ñúñez") == 9)
        #expect(DisplayWidth.simpleWidth("Νίκος Нина 王伟 김민준 さくら") == 29)
        #expect(DisplayWidth.simpleWidth("か\u{3099}") == nil)
        #expect(DisplayWidth.simpleWidth("a\u{00AD}b") == nil)
        #expect(DisplayWidth.simpleWidth("a\u{0085}b") == nil)
    }

    /// The ASCII run is read eight bytes at a time: every byte value at
    /// every place of a word, and every cut, must come out as one at a time.
    @Test func eachByteOfAWordReadAtOnceIsJudgedAsAlone() {
        for length in 1...19 {
            for place in 0..<length {
                for byte in UInt8.min...UInt8.max {
                    var bytes = Array(repeating: UInt8(ascii: "a"), count: length)
                    bytes[place] = byte
                    let printable = (0x20...0x7E).contains(byte)
                    // The whole text's width, read a word at a time with the last word overlapping.
                    let width = bytes.withUnsafeBufferPointer { DisplayWidth.simpleWidth($0) }
                    #expect(width == (printable ? length : nil), "\(bytes)")
                    for limit in [0, place, place + 1, length, Int.max] {
                        let result = bytes.withUnsafeBufferPointer { DisplayWidth.simplePrefix($0, columns: limit) }
                        if printable || limit < place {
                            let kept = min(limit, length)
                            #expect(result?.columns == kept && result?.end == kept, "\(bytes) \(limit)")
                        } else {
                            #expect(result == nil, "\(bytes) \(limit)")
                        }
                    }
                }
            }
        }
    }

    /// Scalars of more than a byte taken one after another, between runs
    /// of ASCII: every cut is where the characters, counted one by one, say.
    @Test func everyCutOfMixedTextIsWhereItsCharactersEnd() {
        for text in ["株式会社サンプル, Engineering", "Müller & Söhne GmbH", "Νίκος Нина 王伟 김민준 さくら", "ÆØÅæøå", "a…b…"] {
            let bytes = Array(text.utf8)
            for limit in 0...DisplayWidth.of(text) + 1 {
                var columns = 0, end = 0
                for character in text {
                    let width = DisplayWidth.of(character)
                    guard columns + width <= limit else { break }
                    columns += width
                    end += character.utf8.count
                }
                let prefix = bytes.withUnsafeBufferPointer { DisplayWidth.simplePrefix($0, columns: limit) }
                #expect(prefix?.columns == columns && prefix?.end == end, "\(text) at \(limit)")
            }
        }
    }

    @Test func cutsAccentedNamesOnCharacters() {
        #expect(ColumnText.truncate("Zoë Ñúñez", toWidth: 9) == "Zoë Ñúñez")
        #expect(ColumnText.truncate("Zoë Ñúñez", toWidth: 4) == "Zoë…")
        #expect(ColumnText.fit("Zoë Ñúñez", toWidth: 6) == "Zoë Ñ…")
        #expect(ColumnText.fit("Zoë", toWidth: 5) == "Zoë  ")
        // A combining mark after the cut point belongs to the letter before it.
        #expect(ColumnText.truncate("abce\u{0301}", toWidth: 4) == "abce\u{0301}")
        #expect(ColumnText.truncate("abce\u{0301}f", toWidth: 4) == "abc…")
    }

    @Test func truncatesByColumnsWithAnEllipsis() {
        #expect(ColumnText.truncate("Ada Lovelace", toWidth: 12) == "Ada Lovelace")
        #expect(ColumnText.truncate("Ada Lovelace", toWidth: 8) == "Ada Lov…")
        // A wide character that would straddle the edge is left out whole.
        #expect(ColumnText.truncate("王伟芳", toWidth: 4) == "王…")
        #expect(DisplayWidth.of(ColumnText.truncate("王伟芳", toWidth: 4)) == 3)
        // Combining marks stay with their letter.
        #expect(ColumnText.truncate("e\u{0301}e\u{0301}e\u{0301}", toWidth: 2) == "e\u{0301}…")
        #expect(ColumnText.truncate("abc", toWidth: 0) == "")
    }

    @Test func fitPadsToExactlyTheWidth() {
        #expect(ColumnText.fit("王", toWidth: 5) == "王   ")
        #expect(ColumnText.fit("Lovelace", toWidth: 5) == "Love…")
        for text in ["王伟芳", "e\u{0301}mile", "Ada", "👍👍👍"] {
            #expect(DisplayWidth.of(ColumnText.fit(text, toWidth: 5)) == 5)
        }
    }

    @Test func singleLineReplacesControls() {
        #expect(ColumnText.singleLine("a\tb\nc") == "a b c")
        #expect(ColumnText.singleLine("plain") == "plain")
    }
}
