/// Splits a byte buffer into physical lines.
///
/// A line ends at LF, CR LF, CR CR LF or a lone CR. CR CR LF counts as ONE break: iOS 5 exports end every
/// line that way, and reading it as CR + CR LF would put an empty line between a property and its folded
/// continuation, breaking RFC 6350 §3.2 unfolding.
package struct LineCursor {
    package let base: UnsafePointer<UInt8>
    package let count: Int
    /// Offset where the next line starts.
    package var position: Int
    /// Number of the line that starts at `position`.
    package var lineNumber: Int
    /// Called by `nextPassing` with an offset at least every `passInterval`
    /// bytes read, within a line too: the bytes before it are behind the
    /// cursor, so the owner of a mapped file can hand their pages back while
    /// a long run of lines, or one huge line, is read (`VCardScanner`).
    package var passing: ((Int) -> Void)?
    /// The last offset `passing` was called with.
    private var passedUntil = 0
    /// 16 MB: a few calls on a file of 100k cards, and a bound on what one scan keeps resident.
    package static let passInterval = 1 << 24

    package init(_ bytes: UnsafeRawBufferPointer, firstLine: Int) {
        // An empty buffer may have no base address; it is never dereferenced then.
        base = bytes.baseAddress.map { $0.assumingMemoryBound(to: UInt8.self) }
            ?? UnsafePointer(bitPattern: 1)!
        count = bytes.count
        position = 0
        lineNumber = firstLine
    }

    var isAtEnd: Bool { position >= count }

    /// The next line, or nil at the end of the buffer.
    @inline(__always)
    package mutating func next() -> PhysicalLine? {
        guard position < count else { return nil }
        return line(from: position, end: LineCursor.lineEnd(base, count, from: position))
    }

    /// The next line, as `next()`, calling `passing` as it reads: the
    /// scanner's, which reads a whole input; a card's parser reads with `next()`.
    @inline(__always)
    package mutating func nextPassing() -> PhysicalLine? {
        guard position < count else { return nil }
        let line = line(from: position, end: passingLineEnd(from: position))
        if let passing, position - passedUntil >= Self.passInterval {
            passedUntil = position
            passing(position)
        }
        return line
    }

    /// The line from `start` to `end`, and the cursor moved past its break.
    @inline(__always)
    private mutating func line(from start: Int, end: (offset: Int, hasControlByte: Bool)) -> PhysicalLine {
        var index = end.offset
        if index < count {
            if base[index] == ASCII.lf {
                index += 1
            } else if index + 1 < count && base[index + 1] == ASCII.lf {
                index += 2
            } else if index + 2 < count && base[index + 1] == ASCII.cr && base[index + 2] == ASCII.lf {
                index += 3
            } else {
                index += 1
            }
        }
        let line = PhysicalLine(start: start, end: end.offset, next: index, number: lineNumber,
                                hasControlByte: end.hasControlByte)
        position = index
        lineNumber += 1
        return line
    }

    /// `lineEnd`, read `passInterval` bytes at a time, calling `passing` after each piece without a break.
    @inline(__always)
    private mutating func passingLineEnd(from start: Int) -> (offset: Int, hasControlByte: Bool) {
        var from = start
        var hasControlByte = false
        while true {
            let limit = Swift.min(count, from + Self.passInterval)
            let end = LineCursor.lineEnd(base, limit, from: from)
            hasControlByte = hasControlByte || end.hasControlByte
            if end.offset < limit || limit == count { return (end.offset, hasControlByte) }
            passedUntil = limit
            passing?(limit)
            from = limit
        }
    }

    /// Offset of the first CR or LF at or after `start` (or `count`), and whether another C0 control
    /// byte except tab came before it.
    ///
    /// Reads eight bytes at a time: `(w - 0x20…) & ~w & 0x80…` is non-zero iff some byte of `w` is below
    /// 0x20, and its lowest set bit marks exactly the first such byte (no borrow reaches it from below).
    @inline(__always)
    static func lineEnd(_ base: UnsafePointer<UInt8>, _ count: Int, from start: Int) -> (offset: Int, hasControlByte: Bool) {
        let raw = UnsafeRawPointer(base)
        var index = start
        var hasControlByte = false
        while true {
            var found = false
            while index + 8 <= count {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                let low = (word &- 0x2020_2020_2020_2020) & ~word & 0x8080_8080_8080_8080
                if low != 0 {
                    index += low.trailingZeroBitCount >> 3
                    found = true
                    break
                }
                index += 8
            }
            if !found {
                while index < count && base[index] >= ASCII.space { index += 1 }
                if index >= count { return (count, hasControlByte) }
            }
            let byte = base[index]
            if byte == ASCII.lf || byte == ASCII.cr { return (index, hasControlByte) }
            if byte != ASCII.tab { hasControlByte = true }
            index += 1
        }
    }
}
