import Testing
@testable import Terminal

/// Bytes a terminal sends and the keys they mean.
struct KeyCase: Sendable, CustomTestStringConvertible {
    var bytes: [UInt8]
    var keys: [Key]

    init(_ text: String, _ keys: [Key]) { self.bytes = Array(text.utf8); self.keys = keys }
    init(bytes: [UInt8], _ keys: [Key]) { self.bytes = bytes; self.keys = keys }

    var testDescription: String { bytes.map { String($0, radix: 16) }.joined(separator: " ") }
}

/// Every case ends with nothing pending, so any concatenation of them decodes to the concatenated keys.
let keyCases: [KeyCase] = [
    // Characters, including multi-byte UTF-8 and a combining mark typed on its own.
    KeyCase("a", [.character("a")]), KeyCase("G", [.character("G")]), KeyCase(" ", [.character(" ")]),
    KeyCase("/", [.character("/")]), KeyCase("~", [.character("~")]),
    KeyCase("é", [.character("é")]), KeyCase("漢字", [.character("漢"), .character("字")]),
    KeyCase("😀", [.character("😀")]), KeyCase("e\u{301}", [.character("e"), .character("\u{301}")]),
    // Control keys.
    KeyCase("\r", [.enter]), KeyCase("\n", [.enter]), KeyCase("\t", [.tab]),
    KeyCase(bytes: [0x7F], [.backspace]), KeyCase(bytes: [0x08], [.backspace]),
    KeyCase(bytes: [0x02], [.control("b")]), KeyCase(bytes: [0x06], [.control("f")]),
    KeyCase(bytes: [0x03], [.control("c")]), KeyCase(bytes: [0x00], [.control("@")]),
    KeyCase(bytes: [0x1A], [.control("z")]), KeyCase(bytes: [0x1F], [.control("_")]),
    // Cursor keys, normal (CSI) and application (SS3) mode.
    KeyCase("\u{1B}[A", [.up]), KeyCase("\u{1B}[B", [.down]), KeyCase("\u{1B}[C", [.right]), KeyCase("\u{1B}[D", [.left]),
    KeyCase("\u{1B}OA", [.up]), KeyCase("\u{1B}OB", [.down]), KeyCase("\u{1B}OC", [.right]), KeyCase("\u{1B}OD", [.left]),
    // Paging and jumping as xterm, tmux (screen, tmux-256color), rxvt and the Linux console send them.
    KeyCase("\u{1B}[5~", [.pageUp]), KeyCase("\u{1B}[6~", [.pageDown]),
    KeyCase("\u{1B}[1~", [.home]), KeyCase("\u{1B}[H", [.home]), KeyCase("\u{1B}[7~", [.home]), KeyCase("\u{1B}OH", [.home]),
    KeyCase("\u{1B}[4~", [.end]), KeyCase("\u{1B}[F", [.end]), KeyCase("\u{1B}[8~", [.end]), KeyCase("\u{1B}OF", [.end]),
    KeyCase("\u{1B}[3~", [.delete]), KeyCase("\u{1B}OM", [.enter]),
    // Modifiers are ignored: the key still arrives.
    KeyCase("\u{1B}[1;5A", [.up]), KeyCase("\u{1B}[1;2B", [.down]), KeyCase("\u{1B}[5;5~", [.pageUp]),
    KeyCase("\u{1B}[1;3H", [.home]), KeyCase("\u{1B}[1;5D", [.left]),
    // Keys we do not use are swallowed whole, never typed as stray characters.
    KeyCase("\u{1B}[2~", []), KeyCase("\u{1B}[15~", []), KeyCase("\u{1B}OP", []), KeyCase("\u{1B}[[A", []),
    KeyCase("\u{1B}[<0;10;5M", []), KeyCase("\u{1B}[Z", []), KeyCase("\u{1B}[200~", []), KeyCase("\u{1B}[ q", []),
    KeyCase("\u{1B}[" + String(repeating: "9", count: 40) + "~x", [.character("x")]),
    // Sequences among other keys.
    KeyCase("\u{1B}[Aj\u{1B}[Bk", [.up, .character("j"), .down, .character("k")]),
    KeyCase("\u{1B}x", [.escape, .character("x")]), KeyCase("\u{1B}\u{1B}[A", [.escape, .up]),
    KeyCase("\u{1B}\r", [.escape, .enter]), KeyCase("\u{1B}é", [.escape, .character("é")]),
    // A sequence cut short by a control byte: the byte still counts.
    KeyCase("\u{1B}[1\r", [.enter]), KeyCase("\u{1B}O\t", [.tab]),
    // Invalid UTF-8 is dropped, and what follows decodes.
    KeyCase(bytes: [0xFF], []), KeyCase(bytes: [0x80], []), KeyCase(bytes: [0xC0, 0xAF], []),
    KeyCase(bytes: [0xC3, 0x61], [.character("a")]), KeyCase(bytes: [0xED, 0xA0, 0x80], []),
    KeyCase(bytes: [0xE0, 0x80, 0xAF], []), KeyCase(bytes: [0xF4, 0x90, 0x80, 0x80], []),
    KeyCase(bytes: [0xFF, 0xC3, 0xA9, 0xFE, 0x62], [.character("é"), .character("b")]),
    KeyCase(bytes: [0xE6, 0xBC, 0x1B, 0x5B, 0x41], [.up]),
]

@Suite("Key decoder")
struct KeyDecoderTests {
    @Test(arguments: keyCases)
    func decodesAtOnce(_ example: KeyCase) {
        var decoder = KeyDecoder()
        #expect(decoder.decode(example.bytes) == example.keys)
        #expect(!decoder.hasPendingEscape)
        #expect(decoder.flush() == [])
    }

    @Test(arguments: keyCases)
    func decodesTheSameSplitAtEveryPosition(_ example: KeyCase) {
        for split in 0...example.bytes.count {
            var decoder = KeyDecoder()
            let keys = decoder.decode(example.bytes[..<split]) + decoder.decode(example.bytes[split...])
            #expect(keys == example.keys, "split at \(split)")
        }
    }

    @Test(arguments: keyCases)
    func decodesTheSameByteByByte(_ example: KeyCase) {
        var decoder = KeyDecoder()
        #expect(example.bytes.flatMap { decoder.decode([$0]) } == example.keys)
    }

    @Test func decodesTheWholeTableAsOneStream() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(keyCases.flatMap(\.bytes)) == keyCases.flatMap(\.keys))
    }

    @Test func aLoneEscapeWaitsForTheDriverToFlushIt() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]) == [])
        #expect(decoder.hasPendingEscape)
        #expect(decoder.flush() == [.escape])
        #expect(!decoder.hasPendingEscape)
        #expect(decoder.flush() == [])
        #expect(decoder.decode(Array("j".utf8)) == [.character("j")])
    }

    @Test func twoEscapesGiveOneAtOnceAndOneOnFlush() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B, 0x1B]) == [.escape])
        #expect(decoder.hasPendingEscape)
        #expect(decoder.flush() == [.escape])
    }

    @Test(arguments: [
        ("\u{1B}[", [Key.escape, .character("[")]),
        ("\u{1B}O", [.escape, .character("O")]),
        ("\u{1B}[1;", [.escape, .character("["), .character("1"), .character(";")]),
        ("\u{1B}[[", [.escape, .character("["), .character("[")]),
    ])
    func anUnfinishedSequenceFlushesAsEscapeAndWhatWasTyped(_ text: String, _ keys: [Key]) {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array(text.utf8)) == [])
        #expect(decoder.hasPendingEscape)
        #expect(decoder.flush() == keys)
        #expect(!decoder.hasPendingEscape)
    }

    @Test func aPartialCharacterIsNotAnEscapeAndFlushDropsIt() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0xE6, 0xBC]) == [])
        #expect(!decoder.hasPendingEscape)
        #expect(decoder.flush() == [])
        #expect(decoder.decode([0xA2]) == [])  // a stray continuation byte now
        #expect(decoder.decode(Array("漢".utf8)) == [.character("漢")])
    }

    /// Random streams rich in the bytes sequences are made of: decoding never
    /// traps, and however the stream is cut into reads the keys are the same.
    @Test func randomStreamsDecodeTheSameHoweverTheyAreCut() {
        var random = SplitMix64(seed: 0x5EED)
        let alphabet: [UInt8] = [0x1B, 0x1B, 0x5B, 0x5B, 0x4F, 0x31, 0x35, 0x3B, 0x7E, 0x41, 0x48, 0x3C,
                                 0x61, 0x0D, 0x7F, 0x00, 0x80, 0xBF, 0xC3, 0xA9, 0xE6, 0xF0, 0x9F, 0xFF]
        for _ in 0..<2000 {
            let stream = (0..<Int(random.next() % 40)).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
            var whole = KeyDecoder()
            let expected = whole.decode(stream)
            var pieces = KeyDecoder()
            var keys: [Key] = []
            var start = 0
            while start < stream.count {
                let end = min(stream.count, start + 1 + Int(random.next() % 5))
                keys += pieces.decode(stream[start..<end])
                start = end
            }
            #expect(keys == expected, "\(stream)")
            #expect(pieces.hasPendingEscape == whole.hasPendingEscape)
            #expect(pieces.flush() == whole.flush())
        }
    }

    @Test func keysHaveShortNamesForStatusLines() {
        #expect(Key.pageDown.description == "page-down")
        #expect(Key.control("b").description == "ctrl-b")
        #expect(Key.character("漢").description == "漢")
    }
}

/// A small deterministic generator (Steele et al., SplitMix64), so a failure reproduces.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
