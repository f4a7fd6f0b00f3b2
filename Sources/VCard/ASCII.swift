/// Byte values and ASCII helpers for the byte-level parser: vCard syntax is ASCII, values may be any bytes.
enum ASCII {
    static let tab: UInt8 = 0x09
    static let lf: UInt8 = 0x0A
    static let cr: UInt8 = 0x0D
    static let space: UInt8 = 0x20
    static let quote: UInt8 = 0x22
    static let comma: UInt8 = 0x2C
    static let dot: UInt8 = 0x2E
    static let colon: UInt8 = 0x3A
    static let semicolon: UInt8 = 0x3B
    static let equals: UInt8 = 0x3D
    static let backslash: UInt8 = 0x5C
    static let caret: UInt8 = 0x5E

    /// Space or horizontal tab: the characters that mark a folded line (RFC 6350 §3.2).
    @inline(__always)
    static func isWhitespace(_ byte: UInt8) -> Bool { byte == space || byte == tab }

    /// `start..<end` without the spaces and tabs at either end.
    @inline(__always)
    static func trimmingBlanks(_ bytes: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> (start: Int, end: Int) {
        var start = start
        var end = end
        while start < end && isWhitespace(bytes[start]) { start += 1 }
        while end > start && isWhitespace(bytes[end - 1]) { end -= 1 }
        return (start, end)
    }

    /// The byte with `a`–`z` mapped to `A`–`Z`; every other byte unchanged.
    @inline(__always)
    static func uppercased(_ byte: UInt8) -> UInt8 { byte &- 0x61 < 26 ? byte &- 0x20 : byte }

    /// The value of a hexadecimal digit in either case, or nil.
    @inline(__always)
    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: return byte &- 0x30
        case 0x41...0x46: return byte &- 0x37
        case 0x61...0x66: return byte &- 0x57
        default: return nil
        }
    }

    /// Whether `count` bytes at `bytes` equal `upper` ignoring ASCII case; `upper` must be uppercase ASCII.
    @inline(__always)
    static func equalsIgnoringCase(_ bytes: UnsafePointer<UInt8>, _ count: Int, _ upper: StaticString) -> Bool {
        guard count == upper.utf8CodeUnitCount else { return false }
        let expected = upper.utf8Start
        for index in 0..<count where uppercased(bytes[index]) != expected[index] {
            return false
        }
        return true
    }

    /// Whether the bytes start with `upper` ignoring ASCII case; `upper` must be uppercase ASCII.
    @inline(__always)
    static func hasPrefixIgnoringCase(_ bytes: UnsafePointer<UInt8>, _ count: Int, _ upper: StaticString) -> Bool {
        count >= upper.utf8CodeUnitCount && equalsIgnoringCase(bytes, upper.utf8CodeUnitCount, upper)
    }

    /// Whether the bytes are none, or only blanks and other control characters.
    @inline(__always)
    static func isBlank(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        // The first byte almost always decides.
        guard count > 0, bytes[0] <= space else { return count == 0 }
        for index in 1..<count where bytes[index] > space { return false }
        return true
    }

    /// A String from bytes that are UTF-8 (invalid sequences become U+FFFD).
    @inline(__always)
    static func string(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> String {
        String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }
}
