/// Text as keys hold it, folded by ``TextFolding``, except that ASCII text
/// without control characters (most names) stays as it is and is
/// lowercased as it is copied into a key, so building a key makes no
/// folded copy of each name part before joining them.
public struct FoldedText: Sendable, Equatable {
    /// The folded text, or ASCII text whose capitals `lowercases` says are still there.
    private let text: String
    private let lowercases: Bool

    public init(_ text: String) {
        let (isPlainASCII, hasCapitals) = text.withUTF8Bytes { bytes in
            var high: UInt8 = 0
            var capitals = false
            var controls = false
            for byte in bytes {
                high |= byte
                capitals = capitals || byte &- 0x41 < 26
                controls = controls || byte < 0x20 || byte == 0x7F
            }
            return (high < 0x80 && !controls, capitals)
        }
        if isPlainASCII {
            self.text = text
            lowercases = hasCapitals
        } else {
            self.text = TextFolding.foldedUnicode(text)
            lowercases = false
        }
    }

    static let empty = FoldedText("")

    var isEmpty: Bool { text.isEmpty }

    /// Length in UTF-8 bytes (folding ASCII keeps it).
    var utf8Count: Int { text.utf8.count }

    /// The folded text as a string of its own.
    var string: String { lowercases ? TextFolding.asciiLowercased(text) : text }

    /// The first byte of the folded text.
    var firstByte: UInt8? {
        guard let byte = text.utf8.first else { return nil }
        return lowercases ? TextFolding.lowercased(byte) : byte
    }

    /// Copies the folded bytes to `start` and returns the position after them.
    func copy(to start: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        text.withUTF8Bytes { bytes in
            guard lowercases else { return start.appending(bytes) }
            for index in bytes.indices { start[index] = TextFolding.lowercased(bytes[index]) }
            return start + bytes.count
        }
    }

    /// True when `other`'s folded text occurs in this one's (the empty text
    /// occurs in every text). Compares folded bytes without making either.
    public func contains(_ other: FoldedText) -> Bool {
        text.withUTF8Bytes { haystack in
            other.text.withUTF8Bytes { needle in
                guard needle.count <= haystack.count else { return false }
                if needle.isEmpty { return true }
                let fold = { (byte: UInt8, lowercases: Bool) in lowercases ? TextFolding.lowercased(byte) : byte }
                for start in 0...(haystack.count - needle.count) {
                    var index = 0
                    while index < needle.count,
                          fold(haystack[start + index], lowercases) == fold(needle[index], other.lowercases) {
                        index += 1
                    }
                    if index == needle.count { return true }
                }
                return false
            }
        }
    }

    public static func == (lhs: FoldedText, rhs: FoldedText) -> Bool {
        lhs.utf8Count == rhs.utf8Count && lhs.string == rhs.string
    }
}
