/// A property's logical line, joined from its physical lines as ``CardDecoder`` reads them.
///
/// A logical line is its first physical line plus:
/// - folded lines: a line starting with a space or tab continues the previous one, minus that ONE
///   character (RFC 6350 §3.2, RFC 2425 §5.8.1); joined at the byte level, so a fold inside a UTF-8
///   sequence still decodes;
/// - quoted-printable soft breaks: a QP value ending in `=` continues on the next line, all of it: the
///   soft break removes only the line break, so a leading blank there is data (vCard 2.1 §2.1.3 with
///   RFC 2045 §6.7; Android and Outlook write these);
/// - base64 blocks: a base64 value continues over lines made only of base64 characters (2.1 writers put
///   the data on the lines after `PHOTO;ENCODING=BASE64:` and end it with an empty line).
///
/// No continuation takes a delimiter line (a folded line starts with a blank, a base64 line has no colon,
/// a soft break stops before one), so a card ends where ``VCardScanner`` ends it.
///
/// The line points into the input until a continuation forces a copy into `scratch`. The first thing
/// wrong with it is kept in `fault`, as plain values because it is reset for every property: the
/// message is made only if needed.
struct LogicalLine {
    private let input: UnsafePointer<UInt8>
    /// Holds the line once it spans more than one physical line; never shorter than the rest of the input.
    private let scratch: UnsafeMutablePointer<UInt8>
    /// The line's bytes so far.
    private(set) var bytes: UnsafePointer<UInt8>
    private(set) var count = 0
    private var isCopied = false
    /// The first thing wrong with the line, and on which physical line; the line is left out when set.
    private(set) var fault: (line: Int, fault: LineFault)?
    /// The first C0 control byte other than tab, and its physical line: the caller decides what it costs.
    private(set) var controlByte: (line: Int, byte: UInt8)?

    /// A line in the input `cursor` reads, using `scratch` (as long as the input after the cursor) to join.
    init(in cursor: LineCursor, scratch: UnsafeMutablePointer<UInt8>) {
        input = cursor.base
        bytes = cursor.base
        self.scratch = scratch
    }

    /// Starts a new line at offset `start` in its first physical line.
    @inline(__always)
    mutating func start(at start: Int, in first: PhysicalLine) {
        bytes = input + start
        count = first.end - start
        isCopied = false
        fault = nil
        controlByte = nil
        noteControlBytes(first)
    }

    /// Joins folded lines until the colon that ends the header (see ``HeaderScan``); its offset, or nil
    /// when the header has none.
    // Inlined into the card's loop: Swift 6.3 made `@inline(__always)` a hint, which it declines here.
    #if compiler(>=6.3)
    @inline(always)
    #else
    @inline(__always)
    #endif
    mutating func joinHeader(_ cursor: inout LineCursor) -> Int? {
        var scan = HeaderScan()
        var colon = scan.findColon(bytes, count, final: false)
        while colon == nil, let next = takeFoldedLine(&cursor) {
            append(next.start + 1, next.end)
            colon = scan.findColon(bytes, count, final: false)
        }
        if colon == nil { colon = scan.findColon(bytes, count, final: true) }
        return colon
    }

    /// Joins the continuations of a value starting at `valueStart`: quoted-printable soft breaks, folds
    /// and base64 blocks, as `encoding` allows.
    // Inlined into the card's loop: Swift 6.3 made `@inline(__always)` a hint, which it declines here.
    #if compiler(>=6.3)
    @inline(always)
    #else
    @inline(__always)
    #endif
    mutating func joinValue(_ cursor: inout LineCursor, from valueStart: Int, encoding: ValueEncoding) {
        while !cursor.isAtEnd {
            if encoding == .quotedPrintable && count > valueStart && bytes[count - 1] == ASCII.equals {
                var lookahead = cursor
                let next = lookahead.next()!
                if Delimiter.kind(input, next) != nil { break }
                noteControlBytes(next)
                cursor = lookahead
                count -= 1
                append(next.start, next.end)
                continue
            }
            if let next = takeFoldedLine(&cursor) {
                append(next.start + 1, next.end)
                continue
            }
            if encoding == .base64 && isBase64Line(cursor) {
                let next = cursor.next()!
                append(next.start, next.end)
                continue
            }
            break
        }
    }

    /// Notes what is wrong with the line, unless something earlier already was.
    mutating func note(_ fault: LineFault, on lineNumber: Int) {
        if self.fault == nil { self.fault = (lineNumber, fault) }
    }

    /// Consumes and returns the next physical line if it is a folded continuation (starts with a blank).
    @inline(__always)
    private mutating func takeFoldedLine(_ cursor: inout LineCursor) -> PhysicalLine? {
        guard !cursor.isAtEnd, ASCII.isWhitespace(input[cursor.position]) else { return nil }
        let next = cursor.next()!
        noteControlBytes(next)
        return next
    }

    /// Whether the next line is non-empty and made only of base64 characters and blanks.
    private func isBase64Line(_ cursor: LineCursor) -> Bool {
        let start = cursor.position
        var index = start
        while index < cursor.count {
            let byte = input[index]
            if byte == ASCII.cr || byte == ASCII.lf { break }
            switch byte {
            case 0x41...0x5A, 0x61...0x7A, 0x30...0x39, 0x2B, 0x2F, ASCII.equals, ASCII.space, ASCII.tab: index += 1
            default: return false
            }
        }
        return index > start
    }

    /// Appends input bytes to the line, first moving it into `scratch` if it still points at the input;
    /// `joiner`, when given, goes before them.
    private mutating func append(_ start: Int, _ end: Int, after joiner: UInt8? = nil) {
        if !isCopied {
            scratch.update(from: bytes, count: count)
            bytes = UnsafePointer(scratch)
            isCopied = true
        }
        if let joiner {
            scratch[count] = joiner
            count += 1
        }
        let length = end - start
        if length > 0 {
            (scratch + count).update(from: input + start, count: length)
            count += length
        }
    }

    /// Notes a C0 control byte other than tab in a physical line of the property.
    @inline(__always)
    private mutating func noteControlBytes(_ physical: PhysicalLine) {
        if physical.hasControlByte { noteFirstControlByte(physical) }
    }

    private mutating func noteFirstControlByte(_ physical: PhysicalLine) {
        guard controlByte == nil else { return }
        var index = physical.start
        while index < physical.end {
            let byte = input[index]
            if byte < ASCII.space && byte != ASCII.tab {
                controlByte = (physical.number, byte)
                return
            }
            index += 1
        }
    }

    // MARK: Android's continued addresses

    /// Whether the value ends in a backslash that escapes nothing (an odd run of them).
    func endsInBackslash(from valueStart: Int) -> Bool {
        var index = count - 1
        while index >= valueStart && bytes[index] == ASCII.backslash { index -= 1 }
        return (count - 1 - index) % 2 == 1
    }

    /// Joins the lines Android's vCard 2.1 writer continues with a final backslash, while the value
    /// has fewer than `components` components and the next line is neither a delimiter, blank, nor a
    /// property of its own. The backslash and line break become `\n` in the value, a line break in
    /// the component, as the Android reader reads them.
    mutating func joinBackslashContinuations(_ cursor: inout LineCursor, from valueStart: Int, components: Int) {
        while endsInBackslash(from: valueStart) && separators(from: valueStart) < components - 1 && !cursor.isAtEnd {
            var lookahead = cursor
            let next = lookahead.next()!
            guard next.start < next.end, Delimiter.kind(input, next) == nil, !startsProperty(next) else { return }
            noteControlBytes(next)
            cursor = lookahead
            append(next.start, next.end, after: 0x6E)  // n
        }
    }

    /// Unescaped `;` in the value.
    private func separators(from valueStart: Int) -> Int {
        var found = 0
        var index = valueStart
        while index < count {
            if bytes[index] == ASCII.backslash {
                index += 2
                continue
            }
            if bytes[index] == ASCII.semicolon { found += 1 }
            index += 1
        }
        return found
    }

    /// Whether the line reads as `[group.]NAME` followed by `;` or `:`, with a colon on it.
    private func startsProperty(_ physical: PhysicalLine) -> Bool {
        var index = physical.start
        while index < physical.end {
            switch input[index] {
            case 0x41...0x5A, 0x61...0x7A, 0x30...0x39, ASCII.dot, 0x2D, 0x5F: index += 1
            case ASCII.colon: return index > physical.start
            case ASCII.semicolon:
                guard index > physical.start else { return false }
                return UnsafeBufferPointer(start: input + index, count: physical.end - index).contains(ASCII.colon)
            default: return false
            }
        }
        return false
    }
}
