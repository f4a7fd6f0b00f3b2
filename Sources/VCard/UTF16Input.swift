/// Files in UTF-16, as Apple Address Book and Entourage write them: recognized by their first bytes and
/// turned into UTF-8 before scanning, so their cards are scanned, parsed and stored like any others.
public enum UTF16Input {
    /// The input as UTF-8 when it is UTF-16, else nil (at once, for anything else).
    ///
    /// UTF-16 is a byte order mark (`FF FE` little-endian, `FE FF` big-endian), or, without one, ASCII
    /// text with a NUL after (LE) or before (BE) each character: `B\0E\0G\0I\0N\0`. A vCard starts with
    /// ASCII, and a UTF-8 file never holds those NULs. A line break is one code unit, so the lines, and
    /// the line numbers in messages, stay those of the file. An unpaired surrogate becomes U+FFFD; an odd
    /// last byte is dropped.
    public static func utf8(from bytes: UnsafeRawBufferPointer) -> [UInt8]? {
        guard let start = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count >= 2 else { return nil }
        let count = bytes.count
        if start[0] == 0xFF && start[1] == 0xFE { return transcode(start, count, from: 2, bigEndian: false) }
        if start[0] == 0xFE && start[1] == 0xFF { return transcode(start, count, from: 2, bigEndian: true) }
        // Without a mark: the first characters (at least two, at most four) must all look alike.
        let units = min(count / 2, 4)
        guard units >= 2 else { return nil }
        var little = true
        var big = true
        for unit in 0..<units {
            let even = start[2 * unit], odd = start[2 * unit + 1]
            little = little && odd == 0 && even != 0 && even < 0x80
            big = big && even == 0 && odd != 0 && odd < 0x80
        }
        guard little || big else { return nil }
        return transcode(start, count, from: 0, bigEndian: big)
    }

    private static func transcode(_ bytes: UnsafePointer<UInt8>, _ count: Int, from start: Int, bigEndian: Bool) -> [UInt8] {
        @inline(__always) func unit(at index: Int) -> UInt32 {
            bigEndian ? UInt32(bytes[index]) << 8 | UInt32(bytes[index + 1])
                : UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index])
        }
        var output: [UInt8] = []
        output.reserveCapacity((count - start) / 2 + 16)
        var index = start
        while index + 1 < count {
            var scalar = unit(at: index)
            index += 2
            if scalar & 0xFC00 == 0xD800 {
                if index + 1 < count, unit(at: index) & 0xFC00 == 0xDC00 {
                    scalar = 0x10000 + ((scalar & 0x3FF) << 10 | (unit(at: index) & 0x3FF))
                    index += 2
                } else {
                    scalar = 0xFFFD
                }
            } else if scalar & 0xFC00 == 0xDC00 {
                scalar = 0xFFFD
            }
            append(scalar, to: &output)
        }
        return output
    }

    @inline(__always)
    private static func append(_ scalar: UInt32, to output: inout [UInt8]) {
        switch scalar {
        case 0..<0x80:
            output.append(UInt8(scalar))
        case 0x80..<0x800:
            output.append(UInt8(0xC0 | scalar >> 6))
            output.append(UInt8(0x80 | scalar & 0x3F))
        case 0x800..<0x10000:
            output.append(UInt8(0xE0 | scalar >> 12))
            output.append(UInt8(0x80 | (scalar >> 6) & 0x3F))
            output.append(UInt8(0x80 | scalar & 0x3F))
        default:
            output.append(UInt8(0xF0 | scalar >> 18))
            output.append(UInt8(0x80 | (scalar >> 12) & 0x3F))
            output.append(UInt8(0x80 | (scalar >> 6) & 0x3F))
            output.append(UInt8(0x80 | scalar & 0x3F))
        }
    }
}
