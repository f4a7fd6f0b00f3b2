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

    /// Appends input bytes to the line, first moving it into `scratch` if it still points at the input.
    private mutating func append(_ start: Int, _ end: Int) {
        if !isCopied {
            scratch.update(from: bytes, count: count)
            bytes = UnsafePointer(scratch)
            isCopied = true
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
        var index = physical.start
        while index < physical.end {
            let byte = input[index]
            if byte < ASCII.space && byte != ASCII.tab {
                note(.controlByte(byte), on: physical.number)
                return
            }
            index += 1
        }
    }
}
