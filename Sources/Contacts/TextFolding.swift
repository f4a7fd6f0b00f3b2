@_spi(_Unicode) import Swift
import Synchronization

/// Case- and diacritic-insensitive folding, so "Åkesson" sorts among the A's
/// and a search for "jose" finds "José". Control characters (C0, DEL, C1)
/// and bidi overrides and isolates fold to nothing: a card can hide them in
/// a name, and a search or a sort goes by the letters a person reads.
public enum TextFolding {
    /// `text` lowercased, decomposed, with combining marks, control
    /// characters and bidi overrides removed and the few Latin letters that
    /// do not decompose (ß, æ, ø, ł, …) spelled out.
    public static func fold(_ text: String) -> String {
        FoldedText(text).string
    }

    /// An ASCII byte's fold: its lowercase.
    @inlinable @inline(__always)
    public static func lowercased(_ byte: UInt8) -> UInt8 {
        byte &- 0x41 < 26 ? byte | 0x20 : byte
    }

    /// ASCII `text` with its capitals lowercased.
    static func asciiLowercased(_ text: String) -> String {
        text.withUTF8Bytes { bytes in
            String(unsafeUninitializedCapacity: bytes.count) { output in
                for index in bytes.indices { output[index] = lowercased(bytes[index]) }
                return bytes.count
            }
        }
    }

    /// The fold of text that is not all ASCII.
    static func foldedUnicode(_ text: String) -> String {
        text.withUTF8Bytes(foldedUnicode) ?? spelledScalarByScalar(text)
    }

    /// Folds scalar by scalar into one buffer. No scalar's fold is more than
    /// three times its UTF-8 length (Hangul syllables into jamo are the
    /// worst), so `3 × count` suffices; nil if a future Unicode ever breaks that.
    private static func foldedUnicode(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let capacity = bytes.count * 3
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { output -> String? in
            var written = 0
            var index = 0
            while index < bytes.count {
                let lead = bytes[index]
                if lead < 0x80 {
                    if !isControl(lead) {
                        output[written] = lowercased(lead)
                        written += 1
                    }
                    index += 1
                    continue
                }
                let (scalar, length) = decodeScalar(bytes, at: index)
                index += length
                let fits = foldedBytes(of: scalar) { folded in
                    guard written + folded.count <= capacity else { return false }
                    for byte in folded {
                        output[written] = byte
                        written += 1
                    }
                    return true
                }
                guard fits else { return nil }
            }
            return String(decoding: UnsafeBufferPointer(rebasing: output[..<written]), as: UTF8.self)
        }
    }

    /// The scalar starting at `index` of valid UTF-8 (a String's bytes always are), and its length.
    @inline(__always)
    private static func decodeScalar(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (UInt32, Int) {
        let lead = UInt32(bytes[index])
        @inline(__always) func next(_ offset: Int) -> UInt32 { UInt32(bytes[index + offset] & 0x3F) }
        if lead < 0xE0 { return ((lead & 0x1F) << 6 | next(1), 2) }
        if lead < 0xF0 { return ((lead & 0x0F) << 12 | next(1) << 6 | next(2), 3) }
        return ((lead & 0x07) << 18 | next(1) << 12 | next(2) << 6 | next(3), 4)
    }

    /// Calls `body` with the UTF-8 of a non-ASCII scalar's fold: from a table
    /// for the Latin letters most names use, else from a per-process cache.
    private static func foldedBytes(of value: UInt32, _ body: (UnsafeBufferPointer<UInt8>) -> Bool) -> Bool {
        if latin.range.contains(value) { return latin.withFold(of: value, body) }
        let scalar = Unicode.Scalar(value)!
        let folded = cache.withLock { $0[scalar] } ?? foldedScalar(scalar)
        return folded.withUTF8Bytes(body)
    }

    /// The letters of Latin-1 and Latin Extended A and B, folded once per process.
    private static let latin = FoldTable(0x80..<0x250)

    /// The same folding as `fold`, one scalar at a time; only for text whose fold would not fit.
    private static func spelledScalarByScalar(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                if isControl(UInt8(scalar.value)) { continue }
                result.unicodeScalars.append(Unicode.Scalar(lowercased(UInt8(scalar.value))))
            } else {
                result += cache.withLock({ $0[scalar] }) ?? foldedScalar(scalar)
            }
        }
        return result
    }

    /// Names repeat few distinct letters, so each one is folded (NFD, marks
    /// dropped, lowercased) once per process and remembered: decomposing
    /// whole strings through Foundation would be the import's largest cost.
    private static func foldedScalar(_ scalar: Unicode.Scalar) -> String {
        let folded = foldedUncached(scalar)
        cache.withLock { $0[scalar] = folded }
        return folded
    }

    fileprivate static func foldedUncached(_ scalar: Unicode.Scalar) -> String {
        if isHidden(scalar.value) { return "" }
        var folded = ""
        // The standard library's own NFD (what swift-foundation's
        // decomposedStringWithCanonicalMapping uses), so Contacts needs no
        // Foundation and the binary does not load it (phonebook's start-up).
        for part in String(scalar)._nfd {
            if isCombiningMark(part) { continue }
            if let spelled = spelledOut[part] {
                folded += spelled
            } else {
                folded += part.properties.lowercaseMapping
            }
        }
        return folded
    }

    private static let cache = Mutex<[Unicode.Scalar: String]>([:])

    /// Whether `text` holds a character folding removes (a control
    /// character, a bidi override or isolate): keys stored by a reading
    /// before rows revision 4 may hold them (see `CardRereading`).
    public static func holdsFoldedAwayCharacters(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.isASCII ? isControl(UInt8($0.value)) : isHidden($0.value) }
    }

    /// An ASCII control character (C0 or DEL).
    @inline(__always)
    static func isControl(_ byte: UInt8) -> Bool { byte < 0x20 || byte == 0x7F }

    /// A C1 control or a bidi override or isolate: what a person does not read as a letter.
    private static func isHidden(_ value: UInt32) -> Bool {
        (0x80...0x9F).contains(value) || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
    }

    private static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark: return true
        default: return false
        }
    }

    /// Letters with no canonical decomposition that readers treat as a base letter.
    private static let spelledOut: [Unicode.Scalar: String] = [
        "ß": "ss", "ẞ": "ss", "æ": "ae", "Æ": "ae", "œ": "oe", "Œ": "oe",
        "ø": "o", "Ø": "o", "ł": "l", "Ł": "l", "đ": "d", "Đ": "d", "ð": "d", "Ð": "d",
        "þ": "th", "Þ": "th", "ı": "i", "ĳ": "ij", "Ĳ": "ij", "ħ": "h", "Ħ": "h",
    ]
}

/// The folds of a range of scalars, packed in one byte array: a lookup is
/// two loads, where the shared cache costs a lock and a hash per letter.
private struct FoldTable: Sendable {
    let range: Range<UInt32>
    private let bytes: [UInt8]
    /// `ends[i]` is where the fold of `range.lowerBound + i` ends in `bytes`.
    private let ends: [UInt16]

    init(_ range: Range<UInt32>) {
        self.range = range
        var bytes: [UInt8] = []
        var ends: [UInt16] = []
        for value in range {
            // Every value below U+D800 is a scalar.
            bytes.append(contentsOf: TextFolding.foldedUncached(Unicode.Scalar(value)!).utf8)
            ends.append(UInt16(bytes.count))
        }
        self.bytes = bytes
        self.ends = ends
    }

    @inline(__always)
    func withFold<Result>(of value: UInt32, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let index = Int(value - range.lowerBound)
        let start = index == 0 ? 0 : Int(ends[index - 1])
        return bytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[start..<Int(ends[index])])) }
    }
}
