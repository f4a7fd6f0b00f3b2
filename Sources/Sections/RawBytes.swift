/// Text compared and classified eight bytes at a time, where the
/// collection methods go a byte at a time: a table compares every
/// contact's name with its neighbour's (`SharedNameLookahead`) and every
/// entry's with the entry before (`PackedEntries`).
extension UnsafeRawBufferPointer {
    /// The same bytes as `other`, of the same length.
    func hasSameBytes(as other: UnsafeRawBufferPointer) -> Bool {
        guard count == other.count else { return false }
        var index = 0
        while index + 8 <= count {
            guard loadUnaligned(fromByteOffset: index, as: UInt64.self)
                    == other.loadUnaligned(fromByteOffset: index, as: UInt64.self) else { return false }
            index += 8
        }
        while index < count {
            guard self[index] == other[index] else { return false }
            index += 1
        }
        return true
    }

    /// Every byte is below 0x80.
    var isASCII: Bool {
        var index = 0, high: UInt64 = 0
        while index + 8 <= count {
            high |= loadUnaligned(fromByteOffset: index, as: UInt64.self)
            index += 8
        }
        while index < count {
            high |= UInt64(self[index])
            index += 1
        }
        return high & 0x8080_8080_8080_8080 == 0
    }
}
