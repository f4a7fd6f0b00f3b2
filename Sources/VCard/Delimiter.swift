/// Recognizes the delimiter lines of a vCard (`BEGIN:VCARD`, `END:VCARD`) in any letter case.
///
/// Besides the bare keyword, a delimiter may carry a group (`home.begin:vcard`: RFC 2426 §4's grammar
/// allows one on BEGIN and END), trailing blanks, a UTF-8 byte order mark in front, and control bytes
/// around it (NUL padding, a form feed, a DOS end-of-file mark between cards): a card is never lost to them.
package enum Delimiter {
    /// Which delimiter a line is.
    enum Kind {
        case begin
        case end
    }

    /// Whether the line is `BEGIN:VCARD`.
    package static func isBegin(_ base: UnsafePointer<UInt8>, _ line: PhysicalLine) -> Bool {
        kind(base, line) == .begin
    }

    /// The delimiter the line is, or nil for any other line.
    ///
    /// This runs for every line of every card, so it rejects by two bytes first: every delimiter ends in
    /// `D` unless blanks or control bytes follow it, and starts with `B` or `E` unless something precedes it.
    @inline(__always)
    static func kind(_ base: UnsafePointer<UInt8>, _ line: PhysicalLine) -> Kind? {
        guard line.end - line.start >= 9 else { return nil }  // "END:VCARD"
        let last = base[line.end - 1]
        guard last | 0x20 == 0x64 || ASCII.isWhitespace(last) || line.hasControlByte else { return nil }
        let first = ASCII.uppercased(base[line.start])
        if first == 0x42 || first == 0x45 {
            var end = line.end
            while end > line.start && ASCII.isWhitespace(base[end - 1]) { end -= 1 }
            if ASCII.equalsIgnoringCase(base + line.start, end - line.start, "BEGIN:VCARD") { return .begin }
            if ASCII.equalsIgnoringCase(base + line.start, end - line.start, "END:VCARD") { return .end }
        }
        if line.end - line.start > longLine { return longLineDelimiter(base, line)?.kind }
        return decoratedKind(base, line)
    }

    /// 1 MB: a line longer than this is junk or a huge value, and is read
    /// once only (`longLineDelimiter`), never walked again to classify it.
    static let longLine = 1 << 20

    /// The delimiter that ends a line over `longLine` bytes, after a control
    /// byte (a run of NUL padding, say), and where its keyword, or its group,
    /// starts; nil for any other line. Only the line's last bytes are read:
    /// what comes before the control byte is junk, left out of the card.
    static func longLineDelimiter(_ base: UnsafePointer<UInt8>,
                                  _ line: PhysicalLine) -> (kind: Kind, start: Int)? {
        var end = line.end
        let floor = Swift.max(line.start, line.end - 4096)
        while end > floor && base[end - 1] <= ASCII.space { end -= 1 }
        let kind: Kind
        var start: Int
        if end - 11 >= line.start && ASCII.equalsIgnoringCase(base + end - 11, 11, "BEGIN:VCARD") {
            (kind, start) = (.begin, end - 11)
        } else if end - 9 >= line.start && ASCII.equalsIgnoringCase(base + end - 9, 9, "END:VCARD") {
            (kind, start) = (.end, end - 9)
        } else {
            return nil
        }
        if start - 1 > line.start && base[start - 1] == ASCII.dot {
            var groupStart = start - 1
            while groupStart > line.start && start - groupStart < 64 && isGroupCharacter(base[groupStart - 1]) {
                groupStart -= 1
            }
            if groupStart < start - 1 { start = groupStart }
        }
        guard start > line.start, base[start - 1] < ASCII.space, base[start - 1] != ASCII.tab else { return nil }
        return (kind, start)
    }

    /// Whether the line holds nothing but spaces and tabs.
    package static func isBlank(_ base: UnsafePointer<UInt8>, _ line: PhysicalLine) -> Bool {
        var index = line.start
        while index < line.end {
            if !ASCII.isWhitespace(base[index]) { return false }
            index += 1
        }
        return true
    }

    /// Offset just past a UTF-8 byte order mark at `start`, or `start`.
    package static func skippingByteOrderMark(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> Int {
        if end - start >= 3 && base[start] == 0xEF && base[start + 1] == 0xBB && base[start + 2] == 0xBF {
            return start + 3
        }
        return start
    }

    /// A delimiter with something around it: control bytes or a byte order mark before, blanks or control
    /// bytes after, a group in front of the keyword. A line starting with a blank is a folded continuation,
    /// never a delimiter, so leading blanks (tab included) are not skipped.
    private static func decoratedKind(_ base: UnsafePointer<UInt8>, _ line: PhysicalLine) -> Kind? {
        var start = line.start
        var end = line.end
        if line.hasControlByte {
            while start < end && base[start] < ASCII.space && base[start] != ASCII.tab { start += 1 }
        }
        start = skippingByteOrderMark(base, start, end)
        while end > start && (base[end - 1] <= ASCII.space) { end -= 1 }
        let kind: Kind
        let keywordStart: Int
        if end - start >= 11 && ASCII.equalsIgnoringCase(base + end - 11, 11, "BEGIN:VCARD") {
            (kind, keywordStart) = (.begin, end - 11)
        } else if end - start >= 9 && ASCII.equalsIgnoringCase(base + end - 9, 9, "END:VCARD") {
            (kind, keywordStart) = (.end, end - 9)
        } else {
            return nil
        }
        if keywordStart == start { return kind }
        // A group: 1*(ALPHA / DIGIT / "-") "." (RFC 6350 §3.3).
        let dot = keywordStart - 1
        guard dot > start, base[dot] == ASCII.dot else { return nil }
        for index in start..<dot where !isGroupCharacter(base[index]) { return nil }
        return kind
    }

    private static func isGroupCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x2D: return true
        default: return false
        }
    }
}
