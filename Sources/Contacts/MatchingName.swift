/// A person's name reduced to what tells two cards of one person apart from
/// two people, for finding duplicates: the folded words, in any order
/// ("Hopper, Grace" is "Grace Hopper"), initials dropped ("Grace B. Hopper"
/// is "Grace Hopper"). Only a full name, two words or more besides
/// initials, is one: "G. Hopper" or "Grace" alone says too little to match
/// or to tell anyone apart.
public struct MatchingName: Sendable, Hashable {
    /// The words, folded and sorted: equal names have equal keys.
    public let key: String
    /// The words given name first, as a reason shows them ("grace hopper").
    public let shown: String
    /// The sorted words, for `isPart(of:)`.
    private let words: [Substring]

    /// The name a contact's sort key holds (family first: the folded family
    /// and given names joined by U+0001, or its folded display name when it
    /// has neither); nil when that is no full name.
    public init?(sortKey: String) {
        let text = sortKey.utf8.isEmpty ? Substring("") : sortKey.dropFirst()  // the section letter
        var words: [Substring] = []
        if let separator = text.firstIndex(of: "\u{1}") {
            // Family, then given: shown given first.
            Self.appendWords(of: text[text.index(after: separator)...], to: &words)
            Self.appendWords(of: text[..<separator], to: &words)
        } else if let comma = text.firstIndex(of: ",") {
            // A display name written "Hopper, Grace".
            Self.appendWords(of: text[text.index(after: comma)...], to: &words)
            Self.appendWords(of: text[..<comma], to: &words)
        } else {
            Self.appendWords(of: text, to: &words)
        }
        guard words.count >= 2 else { return nil }
        shown = words.joined(separator: " ")
        words.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        key = words.joined(separator: " ")
        self.words = words
    }

    /// True when every word of this name is in `other` ("grace hopper" is
    /// part of "grace brewster hopper"): two names that could be one person's.
    public func isPart(of other: MatchingName) -> Bool {
        var index = other.words.startIndex
        for word in words {
            while index < other.words.endIndex, other.words[index].utf8.lexicographicallyPrecedes(word.utf8) {
                index += 1
            }
            guard index < other.words.endIndex, other.words[index] == word else { return false }
            index += 1
        }
        return true
    }

    /// True when the two names could not be one person's: neither is part of the other.
    public func differs(from other: MatchingName) -> Bool {
        key != other.key && !isPart(of: other) && !other.isPart(of: self)
    }

    /// The words of folded `text` that name: split at spaces, commas and
    /// U+0001, dots dropped from their ends; initials ("b.", "b") and words
    /// without a letter ("+1", "&") or with an "@" (an email shown as the
    /// name) left out. Works on the UTF-8 bytes: every separator is ASCII,
    /// and this runs once for every contact of the book.
    private static func appendWords(of text: Substring, to words: inout [Substring]) {
        let bytes = text.utf8
        for part in bytes.split(whereSeparator: { $0 == 0x20 || $0 == 0x2C || $0 == 0x01 }) {
            var lower = part.startIndex, upper = part.endIndex
            while lower < upper, bytes[lower] == 0x2E { lower = bytes.index(after: lower) }
            let dotted = upper > lower && bytes[bytes.index(before: upper)] == 0x2E
            while upper > lower, bytes[bytes.index(before: upper)] == 0x2E { upper = bytes.index(before: upper) }
            guard lower < upper else { continue }
            let word = text[lower..<upper]
            var hasLetter = false
            for byte in word.utf8 {
                if byte == 0x40 { hasLetter = false; break }  // "@"
                hasLetter = hasLetter || byte >= 0x80 || (byte | 0x20) &- 0x61 < 26
            }
            guard hasLetter else { continue }
            let isInitial = word.utf8.count == 1 || (dotted && word.unicodeScalars.count == 1)
            if !isInitial { words.append(word) }
        }
    }
}
