/// How many terminal columns text takes: East Asian wide and fullwidth
/// characters and emoji take two, combining marks and zero-width characters
/// none, everything else one (the rules of wcwidth(3), per grapheme cluster,
/// so "e" + U+0301 is one column and a flag or a ZWJ emoji sequence two).
public enum DisplayWidth {
    /// The columns `text` occupies.
    public static func of(_ text: String) -> Int {
        if let width = simpleWidth(text) { return width }
        var width = 0
        for character in text { width += of(character) }
        return width
    }

    /// The width of `text` when every character of it is one scalar of a
    /// fixed width: printable ASCII, U+00A0–U+02FF (Latin-1 and the Latin
    /// Extended letters, the soft hyphen aside), Greek and Cyrillic
    /// (U+0370–U+052F, their combining marks aside) and "…", one column
    /// each; CJK ideographs, Hangul syllables, hiragana and katakana (their
    /// combining sound marks aside), two. No grapheme rule joins these and
    /// no width rule changes them, so the width is read off the UTF-8 bytes;
    /// nil for anything else, measured per grapheme cluster with the
    /// Unicode property look-ups of every character: the slow path, on
    /// which names with accents would be a third of `list --format table`
    /// on 10,000 contacts (callgrind). Greek, Cyrillic and CJK names, a
    /// sixth of that book's rows, are read here too.
    public static func simpleWidth(_ text: String) -> Int? {
        simpleScalarEnds(text, upTo: Int.max).map(\.columns)
    }

    /// For text `simpleWidth` measures: the columns of its longest prefix
    /// taking at most `limit`, and the UTF-8 offset where that prefix ends;
    /// nil for other text.
    static func simpleScalarEnds(_ text: String, upTo limit: Int) -> (columns: Int, end: Int)? {
        if let result = text.utf8.withContiguousStorageIfAvailable({ simplePrefix($0, columns: limit) }) {
            return result
        }
        var copy = text
        return copy.withUTF8 { simplePrefix($0, columns: limit) }
    }

    /// `simpleWidth` of text given as UTF-8 bytes: a table row's cells kept
    /// as bytes are measured and cut without a string made of them.
    /// Inlinable, with its ASCII test: a table measures every cell it
    /// prints (and the cells it reads ahead, again).
    @inlinable
    public static func simpleWidth(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        if ByteWords.all(UnsafeRawBufferPointer(bytes), word: isPrintableASCII(word:), byte: { $0 &- 0x20 < 0x5F }) {
            return bytes.count
        }
        return simplePrefix(bytes, columns: Int.max)?.columns
    }

    /// Every byte is printable ASCII (0x20...0x7E): nearly every cell of a
    /// table, whose width is then its length. Read eight bytes at a time,
    /// the last eight overlapping the others (`ByteWords`); shorter text a byte at a time.
    /// Asked before `simplePrefix`, which also finds where a longer prefix
    /// ends and costs more a cell.
    @inline(__always)
    public static func isPrintableASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        ByteWords.all(UnsafeRawBufferPointer(bytes), word: isPrintableASCII(word:), byte: { $0 &- 0x20 < 0x5F })
    }

    /// Each of the word's eight bytes is printable ASCII. A byte below 0x20
    /// sets its high bit in the first term; one above 0x7E (DEL, or any byte
    /// of a longer scalar) in the second.
    @inlinable @inline(__always)
    static func isPrintableASCII(word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        let below = (word &- ones &* 0x20) & ~word & highs
        let above = ((word &+ ones) | word) & highs
        return below | above == 0
    }

    /// For text `simpleWidth` measures, given as UTF-8 bytes: the columns of
    /// its longest prefix taking at most `limit`, and the offset where that
    /// prefix ends (where it is cut to `limit` columns); nil for other text.
    public static func simplePrefix(_ bytes: UnsafeBufferPointer<UInt8>, columns limit: Int) -> (columns: Int, end: Int)? {
        var index = 0, columns = 0
        while true {
            // Printable ASCII, nearly every byte: a column a byte, no scalar decoded.
            let run = printableASCIIRun(bytes, from: index)
            if run > limit - columns { return (limit, index + limit - columns) }
            columns += run
            index += run
            guard index < bytes.count else { return (columns, index) }
            // A control character, or scalars of more than a byte, taken one
            // after another without looking for a run between them, so a name
            // in Japanese is not searched for a run after each of its characters.
            repeat {
                guard bytes[index] >= 0x80, let (value, length) = scalar(in: bytes, at: index) else { return nil }
                let width: Int
                switch value {
                case 0xA0...0x2FF where value != 0xAD, 0x370...0x482, 0x48A...0x52F, 0x2026: width = 1
                case 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0x3041...0x3096, 0x30A1...0x30FF: width = 2
                default: return nil
                }
                if width > limit - columns { return (columns, index) }
                columns += width
                index += length
            } while index < bytes.count && bytes[index] >= 0x80
        }
    }

    /// How many bytes from `start` on are printable ASCII (0x20...0x7E):
    /// eight at a time, then the rest of the run a byte at a time. The run
    /// is read again after each longer scalar, so a name with an accent or
    /// a detail in Japanese is not read a byte at a time to its end.
    @inline(__always)
    private static func printableASCIIRun(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let raw = UnsafeRawPointer(base)
        var index = start
        while index + 8 <= bytes.count, isPrintableASCII(word: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) {
            index += 8
        }
        while index < bytes.count, base[index] &- 0x20 < 0x5F { index += 1 }
        return index - start
    }

    /// The two- or three-byte scalar starting at `index`, and its length; nil for any other sequence.
    @inline(__always)
    private static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (UInt32, Int)? {
        let byte = bytes[index]
        if byte < 0xE0 {
            guard index + 1 < bytes.count, bytes[index + 1] & 0xC0 == 0x80 else { return nil }
            return (UInt32(byte & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F), 2)
        }
        guard byte < 0xF0, index + 2 < bytes.count, bytes[index + 1] & 0xC0 == 0x80,
              bytes[index + 2] & 0xC0 == 0x80 else { return nil }
        return (UInt32(byte & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F), 3)
    }

    /// The columns one grapheme cluster occupies: 0, 1 or 2.
    public static func of(_ character: Character) -> Int {
        var width = 0
        for scalar in character.unicodeScalars {
            if scalar.properties.isEmojiPresentation || isWide(scalar.value) { return 2 }
            if width == 0 && !isZeroWidth(scalar) { width = 1 }
        }
        return width
    }

    /// Marks, format characters (ZWJ, ZWSP, soft hyphen), variation selectors and controls.
    static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return true
        default: return (0x1160...0x11FF).contains(scalar.value)  // Hangul medial vowels and final consonants
        }
    }

    /// East Asian Wide (W) and Fullwidth (F) ranges of Unicode 15's EastAsianWidth.txt.
    static func isWide(_ value: UInt32) -> Bool {
        guard value >= 0x1100 else { return false }
        for range in wideRanges where range.contains(value) { return true }
        return false
    }

    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0,
        0x23F3...0x23F3, 0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F,
        0x2693...0x2693, 0x26A1...0x26A1, 0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5,
        0x26CE...0x26CE, 0x26D4...0x26D4, 0x26EA...0x26EA, 0x26F2...0x26F3, 0x26F5...0x26F5,
        0x26FA...0x26FA, 0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B, 0x2728...0x2728,
        0x274C...0x274C, 0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797,
        0x27B0...0x27B0, 0x27BF...0x27BF, 0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55,
        0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
        0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F,
        0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1B000...0x1B2FF,
        0x1F004...0x1F004, 0x1F0CF...0x1F0CF, 0x1F18E...0x1F18E, 0x1F191...0x1F19A,
        0x1F200...0x1F251, 0x1F300...0x1F64F, 0x1F680...0x1F6FF, 0x1F7E0...0x1F7EB,
        0x1F90C...0x1F9FF, 0x1FA70...0x1FAFF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]
}
