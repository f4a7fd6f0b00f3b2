/// The original card text seen as lines, independent of how the client
/// ended and folded them: CRLF, LF, CR, iPhone's CR CR LF, and RFC 6350
/// §3.2 folds (a line break followed by one space or tab).
enum CardText {
    /// A 64-bit FNV-1a hash of the card's logical lines (unfolded, without
    /// line endings, blank lines skipped): the same card folded or ended
    /// differently (for example our own export) hashes the same.
    ///
    /// One pass over the bytes, splitting lines as ``PhysicalLines`` does:
    /// calling a closure per line, then a byte loop, cost twice as much.
    static func canonicalHash(_ bytes: UnsafeRawBufferPointer) -> Int64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        guard let start = bytes.baseAddress else { return Int64(bitPattern: hash) }
        let base = start.assumingMemoryBound(to: UInt8.self)
        let count = bytes.count
        var index = 0
        var first = true
        while index < count {
            // At the start of a physical line; an empty one changes nothing.
            let lead = base[index]
            if lead != lf && lead != cr {
                if (lead == 0x20 || lead == 0x09) && !first {
                    index += 1  // a fold: joins the previous line
                } else {
                    if !first { hash = (hash ^ 0x0A) &* prime }
                    first = false
                }
                index = hashLine(base, count, from: index, into: &hash)
                if index == count { break }
            }
            index = afterLineBreak(base, count, at: index)
        }
        return Int64(bitPattern: hash)
    }

    /// Hashes bytes up to the line's break and returns where it is (or `count`).
    ///
    /// Eight bytes at a time while none is below 0x0E: `(w - 0x0E…) & ~w & 0x80…`
    /// is non-zero iff some byte of `w` is, which every CR and LF is. Bytes
    /// one by one from there; a tab or other low byte just takes that path.
    @inline(__always)
    private static func hashLine(_ base: UnsafePointer<UInt8>, _ count: Int, from start: Int,
                                 into hash: inout UInt64) -> Int {
        let raw = UnsafeRawPointer(base)
        var index = start
        while true {
            while index + 8 <= count {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                if (word &- 0x0E0E_0E0E_0E0E_0E0E) & ~word & 0x8080_8080_8080_8080 != 0 { break }
                var rest = word
                for _ in 0..<8 {
                    hash = (hash ^ (rest & 0xFF)) &* prime
                    rest >>= 8
                }
                index += 8
            }
            guard index < count else { return count }
            let byte = base[index]
            if byte == lf || byte == cr { return index }
            hash = (hash ^ UInt64(byte)) &* prime
            index += 1
        }
    }

    private static let prime: UInt64 = 0x0000_0100_0000_01B3
    private static let lf: UInt8 = 0x0A
    private static let cr: UInt8 = 0x0D

    /// Past the break at `index`: LF, CR LF, CR CR LF (one break) or a lone CR.
    @inline(__always)
    private static func afterLineBreak(_ base: UnsafePointer<UInt8>, _ count: Int, at index: Int) -> Int {
        if base[index] == lf { return index + 1 }
        if index + 1 < count && base[index + 1] == lf { return index + 2 }
        if index + 2 < count && base[index + 1] == cr && base[index + 2] == lf { return index + 3 }
        return index + 1
    }
}
