/// Recognizes the delimiter lines of a vCard (`BEGIN:VCARD`, `END:VCARD`) in any letter case.
enum Delimiter {
    /// Whether the line is `BEGIN:VCARD` (any case, trailing blanks allowed, a UTF-8 BOM tolerated in front).
    static func isBegin(_ base: UnsafePointer<UInt8>, _ line: PhysicalLine) -> Bool {
        matches(base, line, "BEGIN:VCARD")
    }

    /// Whether the line is `END:VCARD` (any case, trailing blanks allowed).
    static func isEnd(_ base: UnsafePointer<UInt8>, _ line: PhysicalLine) -> Bool {
        matches(base, line, "END:VCARD")
    }

    /// Whether the line holds nothing but spaces and tabs.
    static func isBlank(_ base: UnsafePointer<UInt8>, _ line: PhysicalLine) -> Bool {
        var index = line.start
        while index < line.end {
            if !ASCII.isWhitespace(base[index]) { return false }
            index += 1
        }
        return true
    }

    /// Offset just past a UTF-8 byte order mark at `start`, or `start`.
    static func skippingByteOrderMark(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> Int {
        if end - start >= 3 && base[start] == 0xEF && base[start + 1] == 0xBB && base[start + 2] == 0xBF {
            return start + 3
        }
        return start
    }

    @inline(__always)
    private static func matches(_ base: UnsafePointer<UInt8>, _ line: PhysicalLine, _ keyword: StaticString) -> Bool {
        let length = line.end - line.start
        // Cheap reject first: this runs for every line of every card.
        guard length >= keyword.utf8CodeUnitCount else { return false }
        let first = ASCII.uppercased(base[line.start])
        guard first == keyword.utf8Start[0] || first == 0xEF else { return false }
        let start = skippingByteOrderMark(base, line.start, line.end)
        var end = line.end
        while end > start && ASCII.isWhitespace(base[end - 1]) { end -= 1 }
        return ASCII.equalsIgnoringCase(base + start, end - start, keyword)
    }
}
