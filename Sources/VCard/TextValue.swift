/// vCard TEXT escaping (RFC 6350 §3.4, RFC 2426 §5): unescaping, and splitting on unescaped separators.
///
/// `\n` and `\N` are newlines; a backslash before any other character keeps that character
/// (`\,` `\;` `\\` and the `\:` Apple and Google write in URLs); a final lone backslash stays.
/// With `keepsOtherBackslashes` (vCard 2.1, see ``VCardVersion/keepsOtherBackslashes``) only those
/// five are escapes, and a backslash before any other character stays: `B\C` is `B\C`.
enum TextValue {
    /// The value with escapes resolved; returns `raw` itself when it holds no backslash.
    static func unescaped(_ raw: String, keepsOtherBackslashes: Bool = false) -> String {
        var raw = raw
        let result: String? = raw.withUTF8 { bytes in
            guard bytes.contains(ASCII.backslash) else { return nil }
            return unescape(bytes.baseAddress!, bytes.count, keepsOtherBackslashes: keepsOtherBackslashes)
        }
        return result ?? raw
    }

    /// Splits on unescaped `separator` and unescapes each piece (`"a\,b,c"` on `,` gives `["a,b", "c"]`).
    static func split(_ raw: String, on separator: UInt8, keepsOtherBackslashes: Bool = false) -> [String] {
        var raw = raw
        return raw.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return [""] }
            var pieces: [String] = []
            pieces.reserveCapacity(separatorCount(bytes, separator) + 1)
            var start = 0
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == ASCII.backslash {
                    index += 2
                    continue
                }
                if byte == separator {
                    pieces.append(unescape(base + start, index - start, keepsOtherBackslashes: keepsOtherBackslashes))
                    start = index + 1
                }
                index += 1
            }
            pieces.append(unescape(base + start, bytes.count - start, keepsOtherBackslashes: keepsOtherBackslashes))
            return pieces
        }
    }

    /// A list value (NICKNAME, CATEGORIES) of a card of `version`: split on
    /// unescaped `,` and each item unescaped, except in 2.1, which has no lists.
    static func listItems(_ raw: String, in version: VCardVersion) -> [String] {
        let keeps = version.keepsOtherBackslashes
        return version.hasCommaLists ? split(raw, on: ASCII.comma, keepsOtherBackslashes: keeps)
            : [unescaped(raw, keepsOtherBackslashes: keeps)]
    }

    /// Splits a structured value on unescaped `;`, and each component on unescaped `,` when `lists` is true.
    ///
    /// An empty component is `[]`; a component with separators keeps its empty items (`"a,"` gives `["a", ""]`).
    static func components(_ raw: String, lists: Bool, keepsOtherBackslashes: Bool = false) -> [[String]] {
        var raw = raw
        return raw.withUTF8 { bytes in
            var components: [[String]] = []
            components.reserveCapacity(separatorCount(bytes, ASCII.semicolon) + 1)
            forEachComponent(bytes, lists: lists, keepsOtherBackslashes: keepsOtherBackslashes) { _, items in
                components.append(items)
            }
            return components
        }
    }

    /// N read straight into its five fields, without the intermediate array of components.
    static func structuredName(_ raw: String, lists: Bool, keepsOtherBackslashes: Bool = false) -> StructuredName {
        var raw = raw
        return raw.withUTF8 { bytes in
            var name = StructuredName()
            forEachComponent(bytes, lists: lists, keepsOtherBackslashes: keepsOtherBackslashes) { index, items in
                switch index {
                case 0: name.family = items
                case 1: name.given = items
                case 2: name.additional = items
                case 3: name.prefixes = items
                case 4: name.suffixes = items
                default: break
                }
            }
            return name
        }
    }

    /// Component `index` of a structured value, its items unescaped and joined by spaces: what
    /// `components(raw, lists:)[index].joined(separator: " ")` gives ("" past the last), in one pass
    /// and one string.
    static func component(_ raw: String, at index: Int, lists: Bool, keepsOtherBackslashes: Bool = false) -> String {
        var raw = raw
        return raw.withUTF8 { bytes in
            let count = bytes.count
            var position = 0
            // The same skipping as `forEachComponent`: a backslash hides the byte after it.
            func componentEnd(from start: Int) -> Int {
                var index = start
                while index < count && bytes[index] != ASCII.semicolon {
                    index = bytes[index] == ASCII.backslash ? Swift.min(index + 2, count) : index + 1
                }
                return index
            }
            for _ in 0..<index {
                position = componentEnd(from: position) + 1
                if position > count { return "" }
            }
            let start = position, end = componentEnd(from: position)
            if start == end { return "" }
            return String(unsafeUninitializedCapacity: end - start) { output in
                var read = start
                var written = 0
                while read < end {
                    var byte = bytes[read]
                    if byte == ASCII.backslash && read + 1 < end
                        && !(keepsOtherBackslashes && !isEscape(bytes[read + 1])) {
                        read += 1
                        byte = bytes[read]
                        if byte == 0x6E || byte == 0x4E { byte = ASCII.lf }
                    } else if byte == ASCII.comma && lists {
                        byte = ASCII.space
                    }
                    output[written] = byte
                    written += 1
                    read += 1
                }
                return written
            }
        }
    }

    /// Calls `body(index, items)` for each `;`-separated component, in order.
    @inline(__always)
    private static func forEachComponent(
        _ bytes: UnsafeBufferPointer<UInt8>, lists: Bool, keepsOtherBackslashes: Bool, _ body: (Int, [String]) -> Void
    ) {
        guard let base = bytes.baseAddress else {
            body(0, [])
            return
        }
        let count = bytes.count
        var componentIndex = 0
        var items: [String] = []
        var start = 0
        var index = 0
        while index <= count {
            let byte = index < count ? bytes[index] : ASCII.semicolon
            if byte == ASCII.backslash {
                index = Swift.min(index + 2, count)  // never skip the end, which closes the last component
                continue
            }
            if byte == ASCII.semicolon || (lists && byte == ASCII.comma) {
                let end = Swift.min(index, count)
                if byte == ASCII.semicolon && items.isEmpty {
                    // The common single-item component: one array of exactly one element, none for empty.
                    body(componentIndex, end == start ? [] : [unescape(base + start, end - start,
                                                                       keepsOtherBackslashes: keepsOtherBackslashes)])
                    componentIndex += 1
                } else {
                    items.append(unescape(base + start, end - start, keepsOtherBackslashes: keepsOtherBackslashes))
                    if byte == ASCII.semicolon {
                        body(componentIndex, items)
                        componentIndex += 1
                        items = []
                    }
                }
                start = index + 1
            }
            index += 1
        }
    }

    /// Number of unescaped `separator` bytes (to size results once).
    private static func separatorCount(_ bytes: UnsafeBufferPointer<UInt8>, _ separator: UInt8) -> Int {
        var count = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == ASCII.backslash {
                index += 2
                continue
            }
            if byte == separator { count += 1 }
            index += 1
        }
        return count
    }

    /// Unescapes `count` bytes of valid UTF-8.
    static func unescape(_ bytes: UnsafePointer<UInt8>, _ count: Int, keepsOtherBackslashes: Bool) -> String {
        if count == 0 { return "" }
        if !UnsafeBufferPointer(start: bytes, count: count).contains(ASCII.backslash) { return ASCII.string(bytes, count) }
        return String(unsafeUninitializedCapacity: count) { output in
            var read = 0
            var written = 0
            while read < count {
                var byte = bytes[read]
                if byte == ASCII.backslash && read + 1 < count && !(keepsOtherBackslashes && !isEscape(bytes[read + 1])) {
                    read += 1
                    byte = bytes[read]
                    if byte == 0x6E || byte == 0x4E { byte = ASCII.lf }
                }
                output[written] = byte
                written += 1
                read += 1
            }
            return written
        }
    }

    /// Whether a backslash before `byte` is an escape in vCard 2.1: `\\ \; \, \: \n \N`.
    @inline(__always)
    private static func isEscape(_ byte: UInt8) -> Bool {
        switch byte {
        case ASCII.backslash, ASCII.semicolon, ASCII.comma, ASCII.colon, 0x6E, 0x4E: return true
        default: return false
        }
    }
}
