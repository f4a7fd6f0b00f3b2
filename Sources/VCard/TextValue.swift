/// vCard TEXT escaping (RFC 6350 §3.4, RFC 2426 §5): unescaping, and splitting on unescaped separators.
///
/// `\n` and `\N` are newlines; a backslash before any other character keeps that character
/// (`\,` `\;` `\\` and the `\:` Apple and Google write in URLs); a final lone backslash stays.
enum TextValue {
    /// The value with escapes resolved; returns `raw` itself when it holds no backslash.
    static func unescaped(_ raw: String) -> String {
        var raw = raw
        let result: String? = raw.withUTF8 { bytes in
            guard bytes.contains(ASCII.backslash) else { return nil }
            return unescape(bytes.baseAddress!, bytes.count)
        }
        return result ?? raw
    }

    /// Splits on unescaped `separator` and unescapes each piece (`"a\,b,c"` on `,` gives `["a,b", "c"]`).
    static func split(_ raw: String, on separator: UInt8) -> [String] {
        var raw = raw
        return raw.withUTF8 { bytes in
            var pieces: [String] = []
            forEachPiece(bytes, separator: separator, secondSeparator: nil) { start, end, _ in
                pieces.append(unescape(bytes.baseAddress! + start, end - start))
            }
            return pieces
        }
    }

    /// Splits a structured value on unescaped `;`, and each component on unescaped `,` when `lists` is true.
    ///
    /// An empty component is `[]`; a component with separators keeps its empty items (`"a,"` gives `["a", ""]`).
    static func components(_ raw: String, lists: Bool) -> [[String]] {
        var raw = raw
        return raw.withUTF8 { bytes in
            var components: [[String]] = []
            components.reserveCapacity(separatorCount(bytes) + 1)
            var items: [String] = []
            forEachPiece(bytes, separator: ASCII.semicolon, secondSeparator: lists ? ASCII.comma : nil) { start, end, endsComponent in
                items.append(unescape(bytes.baseAddress! + start, end - start))
                if endsComponent {
                    components.append(items.count == 1 && items[0].isEmpty ? [] : items)
                    items.removeAll(keepingCapacity: false)
                }
            }
            return components
        }
    }

    /// Number of unescaped `;` (to size the result once).
    private static func separatorCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == ASCII.backslash {
                index += 2
                continue
            }
            if byte == ASCII.semicolon { count += 1 }
            index += 1
        }
        return count
    }

    /// Calls `body(start, end, endsComponent)` for each piece between unescaped separators (at least one).
    @inline(__always)
    private static func forEachPiece(
        _ bytes: UnsafeBufferPointer<UInt8>, separator: UInt8, secondSeparator: UInt8?,
        _ body: (Int, Int, Bool) -> Void
    ) {
        let count = bytes.count
        var start = 0
        var index = 0
        while index < count {
            let byte = bytes[index]
            if byte == ASCII.backslash {
                index += 2
                continue
            }
            if byte == separator {
                body(start, index, true)
                start = index + 1
            } else if let secondSeparator, byte == secondSeparator {
                body(start, index, false)
                start = index + 1
            }
            index += 1
        }
        body(start, max(start, min(index, count)), true)
    }

    /// Unescapes `count` bytes of valid UTF-8.
    static func unescape(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> String {
        if count == 0 { return "" }
        return String(unsafeUninitializedCapacity: count) { output in
            var read = 0
            var written = 0
            while read < count {
                var byte = bytes[read]
                if byte == ASCII.backslash && read + 1 < count {
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
}
