/// A CHARSET parameter value (vCard 2.1 §2.1.5, MIME charset names).
///
/// The charsets most cards name are decoded here, byte by byte; any other name is handed to the C
/// library's iconv (``IconvDecoder``), so that only cards naming a rarer charset pay for it.
enum Charset: Sendable, Equatable {
    case utf8
    case usASCII
    case latin1
    case windows1252
    case latin9
    /// Any other name, as written (Shift_JIS, Big5, KOI8-R, GB18030, …).
    case other(String)

    /// Recognizes a charset name ignoring case, `-`, `_` and spaces (so "ISO_8859-1", "iso88591", "latin1").
    init(_ bytes: UnsafePointer<UInt8>, _ count: Int) {
        // Normalize into a small fixed buffer; longer names are not ones we know.
        var key: (UInt64, UInt64) = (0, 0)
        var length = 0
        var index = 0
        while index < count {
            let byte = ASCII.uppercased(bytes[index])
            index += 1
            if byte == 0x2D || byte == 0x5F || byte == ASCII.space { continue }
            guard length < 16 else {
                self = .other(ASCII.string(bytes, count))
                return
            }
            withUnsafeMutableBytes(of: &key) { $0[length] = byte }
            length += 1
        }
        self = withUnsafeBytes(of: &key) { raw -> Charset in
            let name = raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
            func equals(_ known: StaticString) -> Bool { ASCII.equalsIgnoringCase(name, length, known) }
            if equals("UTF8") { return .utf8 }
            if equals("USASCII") || equals("ASCII") || equals("US") { return .usASCII }
            if equals("ISO88591") || equals("LATIN1") || equals("L1") || equals("ISO885911987") || equals("CP819") {
                return .latin1
            }
            if equals("WINDOWS1252") || equals("CP1252") || equals("XCP1252") || equals("MSANSI") {
                return .windows1252
            }
            if equals("ISO885915") || equals("LATIN9") || equals("L9") { return .latin9 }
            return .other(ASCII.string(bytes, count))
        }
    }

    /// The bytes decoded in this charset, or nil for UTF-8 and ASCII (the caller's own business) and for a
    /// name iconv does not know. Invalid sequences become U+FFFD.
    func decode(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> String? {
        switch self {
        case .latin1, .windows1252, .latin9: return decodeSingleByte(bytes, count)
        case .other(let name): return IconvDecoder.decode(bytes, count, from: name)
        case .utf8, .usASCII: return nil
        }
    }

    /// The name a person knows it by, for messages.
    var name: String {
        switch self {
        case .utf8: return "UTF-8"
        case .usASCII: return "US-ASCII"
        case .latin1: return "ISO-8859-1"
        case .windows1252: return "Windows-1252"
        case .latin9: return "ISO-8859-15"
        case .other(let name): return name
        }
    }

    /// Whether iconv decodes it.
    var isOther: Bool {
        if case .other = self { return true }
        return false
    }

    /// The Unicode scalar for a byte ≥ 0x80 in a single-byte charset (U+FFFD where the charset has none).
    @inline(__always)
    func scalar(_ byte: UInt8) -> UInt32 {
        switch self {
        case .windows1252 where byte < 0xA0: return Charset.windows1252High(byte)
        case .latin9: return Charset.latin9Differences(byte)
        case .latin1, .windows1252: return UInt32(byte)
        case .utf8, .usASCII, .other: return 0xFFFD
        }
    }

    /// Windows-1252 0x80–0x9F; the five unassigned bytes become U+FFFD.
    private static func windows1252High(_ byte: UInt8) -> UInt32 {
        switch byte {
        case 0x80: return 0x20AC
        case 0x82: return 0x201A
        case 0x83: return 0x0192
        case 0x84: return 0x201E
        case 0x85: return 0x2026
        case 0x86: return 0x2020
        case 0x87: return 0x2021
        case 0x88: return 0x02C6
        case 0x89: return 0x2030
        case 0x8A: return 0x0160
        case 0x8B: return 0x2039
        case 0x8C: return 0x0152
        case 0x8E: return 0x017D
        case 0x91: return 0x2018
        case 0x92: return 0x2019
        case 0x93: return 0x201C
        case 0x94: return 0x201D
        case 0x95: return 0x2022
        case 0x96: return 0x2013
        case 0x97: return 0x2014
        case 0x98: return 0x02DC
        case 0x99: return 0x2122
        case 0x9A: return 0x0161
        case 0x9B: return 0x203A
        case 0x9C: return 0x0153
        case 0x9E: return 0x017E
        case 0x9F: return 0x0178
        default: return 0xFFFD
        }
    }

    /// ISO-8859-15 differs from Latin-1 in eight positions.
    private static func latin9Differences(_ byte: UInt8) -> UInt32 {
        switch byte {
        case 0xA4: return 0x20AC
        case 0xA6: return 0x0160
        case 0xA8: return 0x0161
        case 0xB4: return 0x017D
        case 0xB8: return 0x017E
        case 0xBC: return 0x0152
        case 0xBD: return 0x0153
        case 0xBE: return 0x0178
        default: return UInt32(byte)
        }
    }

    /// Decodes bytes in this single-byte charset into a String.
    func decodeSingleByte(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> String {
        String(unsafeUninitializedCapacity: count * 3) { output in
            var written = 0
            for index in 0..<count {
                let byte = bytes[index]
                if byte < 0x80 {
                    output[written] = byte
                    written += 1
                    continue
                }
                let scalar = self.scalar(byte)
                if scalar < 0x800 {
                    output[written] = UInt8(0xC0 | (scalar >> 6))
                    output[written + 1] = UInt8(0x80 | (scalar & 0x3F))
                    written += 2
                } else {
                    output[written] = UInt8(0xE0 | (scalar >> 12))
                    output[written + 1] = UInt8(0x80 | ((scalar >> 6) & 0x3F))
                    output[written + 2] = UInt8(0x80 | (scalar & 0x3F))
                    written += 3
                }
            }
            return written
        }
    }
}
