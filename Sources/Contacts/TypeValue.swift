extension String {
    /// Whether `uppercased()` equals `upper` (uppercase ASCII, such as a vCard
    /// TYPE value), without building the uppercased copy for every type of
    /// every number an import reads.
    ///
    /// Non-ASCII text takes the full rule ("ı" uppercases to "I", "ß" to
    /// "SS"); no character uppercases to more ASCII letters than its own
    /// UTF-8 length, so shorter text never matches.
    public func uppercases(to upper: StaticString) -> Bool {
        let length = upper.utf8CodeUnitCount
        guard utf8.count >= length else { return false }
        return withUTF8Bytes { bytes in
            if bytes.count == length {
                let expected = upper.utf8Start
                for index in bytes.indices {
                    let byte = bytes[index]
                    if byte >= 0x80 { return uppercasedEquals(upper) }
                    if ASCIICase.uppercased(byte) != expected[index] { return false }
                }
                return true
            }
            for byte in bytes where byte >= 0x80 { return uppercasedEquals(upper) }
            return false
        }
    }

    private func uppercasedEquals(_ upper: StaticString) -> Bool {
        uppercased() == upper.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
    }
}

/// ASCII letter case on bytes.
enum ASCIICase {
    @inline(__always)
    static func uppercased(_ byte: UInt8) -> UInt8 { byte &- 0x61 < 26 ? byte &- 0x20 : byte }

    /// Whether `bytes` equal `upper` (uppercase ASCII) ignoring ASCII case.
    @inline(__always)
    static func equals(_ bytes: UnsafeBufferPointer<UInt8>, _ upper: StaticString) -> Bool {
        guard bytes.count == upper.utf8CodeUnitCount else { return false }
        let expected = upper.utf8Start
        for index in bytes.indices where uppercased(bytes[index]) != expected[index] { return false }
        return true
    }
}
