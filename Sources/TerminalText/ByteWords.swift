/// Text tested eight bytes at a time: whether every byte passes a test a
/// word's bytes can take at once (`word`), or one byte at a time (`byte`)
/// for text shorter than half a word. Past the whole words the last eight bytes
/// are read again, overlapping the others: a byte tested twice changes
/// nothing. Inlinable, so each caller's tests are inlined into the loop.
public enum ByteWords {
    @inlinable @inline(__always)
    public static func all(_ bytes: UnsafeRawBufferPointer, word: (UInt64) -> Bool, byte: (UInt8) -> Bool) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let count = bytes.count
        guard count >= 8 else {
            guard count >= 4 else { return bytes.allSatisfy(byte) }
            // Four to seven bytes (a label: "home", "mobile") as one word of two
            // overlapping halves.
            let first = base.loadUnaligned(as: UInt32.self), last = base.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
            return word(UInt64(first) | UInt64(last) << 32)
        }
        var index = 0
        while index + 8 < count {
            guard word(base.loadUnaligned(fromByteOffset: index, as: UInt64.self)) else { return false }
            index += 8
        }
        return word(base.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self))
    }
}
