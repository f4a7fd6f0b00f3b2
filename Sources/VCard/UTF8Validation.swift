/// UTF-8 checks over raw bytes; the stdlib's `String(validating:)` goes through generic metadata lookups
/// that cost more than the parsing itself on short values.
public enum UTF8Validation {
    /// Whether every byte is below 0x80 (checked eight bytes at a time).
    @inline(__always)
    static func isASCII(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        let raw = UnsafeRawPointer(bytes)
        var index = 0
        while index + 8 <= count {
            if raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return false }
            index += 8
        }
        while index < count {
            if bytes[index] >= 0x80 { return false }
            index += 1
        }
        return true
    }

    /// Whether the bytes are well-formed UTF-8 (RFC 3629: no overlongs, surrogates or values past U+10FFFF).
    public static func isValid(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        var index = 0
        while index < count {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; high = 0x9F
            case 0xF0: length = 4; low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; high = 0x8F
            default: return false
            }
            guard index + length <= count else { return false }
            let second = bytes[index + 1]
            guard second >= low && second <= high else { return false }
            var next = index + 2
            while next < index + length {
                guard bytes[next] & 0xC0 == 0x80 else { return false }
                next += 1
            }
            index += length
        }
        return true
    }
}
