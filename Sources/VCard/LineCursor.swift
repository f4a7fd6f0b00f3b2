/// Splits a byte buffer into physical lines.
///
/// A line ends at LF, CR LF, CR CR LF or a lone CR. CR CR LF counts as ONE break: iOS 5 exports end every
/// line that way, and reading it as CR + CR LF would put an empty line between a property and its folded
/// continuation, breaking RFC 6350 §3.2 unfolding.
struct LineCursor {
    let base: UnsafePointer<UInt8>
    let count: Int
    /// Offset where the next line starts.
    var position: Int
    /// Number of the line that starts at `position`.
    var lineNumber: Int

    init(_ bytes: UnsafeRawBufferPointer, firstLine: Int) {
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
    mutating func next() -> PhysicalLine? {
        guard position < count else { return nil }
        let start = position
        var index = start
        var hasControlByte = false
        while index < count {
            let byte = base[index]
            if byte < ASCII.space {
                if byte == ASCII.lf || byte == ASCII.cr { break }
                if byte != ASCII.tab { hasControlByte = true }
            }
            index += 1
        }
        let end = index
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
        let line = PhysicalLine(start: start, end: end, next: index, number: lineNumber, hasControlByte: hasControlByte)
        position = index
        lineNumber += 1
        return line
    }
}
