/// A person's name reduced to what tells two cards of one person apart from
/// two people, for finding duplicates: the folded words, in any order
/// ("Hopper, Grace" is "Grace Hopper"), initials dropped ("Grace B. Hopper"
/// is "Grace Hopper"). Only a full name, two words or more besides
/// initials, is one: "G. Hopper" or "Grace" alone says too little to match
/// or to tell anyone apart.
public struct MatchingName: Sendable, Hashable {
    /// The words, folded and sorted, joined by spaces: equal names have equal keys.
    public let key: String
    /// The sort key it was read from, for `shown`.
    private let sortKey: String

    /// The name a contact's sort key holds (family first: the folded family
    /// and given names joined by U+0001, or its folded display name when it
    /// has neither); nil when that is no full name.
    public init?(sortKey: String) {
        self.sortKey = sortKey
        if let key = Self.twoWordKey(sortKey) {
            self.key = key
            return
        }
        var words = Self.words(ofSortKey: sortKey)
        guard words.count >= 2 else { return nil }
        words.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        key = words.joined(separator: " ")
    }

    /// The key of the commonest name, a family and a given name of one
    /// word each ("Ssmith\u{1}john"), made without splitting: every contact
    /// of the book is read, and the general path would be a tenth of `duplicates`.
    private static func twoWordKey(_ sortKey: String) -> String? {
        let bytes = sortKey.utf8
        guard bytes.count > 1 else { return nil }
        var separator: String.Index?
        var index = bytes.index(after: bytes.startIndex)
        while index < bytes.endIndex {
            switch bytes[index] {
            case 0x01:
                guard separator == nil else { return nil }
                separator = index
            case 0x20, 0x2C, 0x2E, 0x40: return nil  // space, comma, dot, "@": the general path
            case let byte where byte < 0x80 && (byte | 0x20) &- 0x61 >= 26: return nil  // not a letter
            default: break
            }
            index = bytes.index(after: index)
        }
        guard let separator else { return nil }
        let family = sortKey[bytes.index(after: bytes.startIndex)..<separator]
        let given = sortKey[bytes.index(after: separator)...]
        guard family.utf8.count > 1, given.utf8.count > 1 else { return nil }
        return family.utf8.lexicographicallyPrecedes(given.utf8) ? family + " " + given : given + " " + family
    }

    /// The words given name first, as a reason shows them ("grace hopper").
    /// Made again from the sort key: only the few names that are evidence are shown.
    public var shown: String {
        Self.words(ofSortKey: sortKey).joined(separator: " ")
    }

    public static func == (lhs: MatchingName, rhs: MatchingName) -> Bool { lhs.key == rhs.key }

    public func hash(into hasher: inout Hasher) { hasher.combine(key) }

    /// The words of a sort key, the given name's first.
    private static func words(ofSortKey sortKey: String) -> [Substring] {
        let text = sortKey.isEmpty ? Substring("") : sortKey.dropFirst()  // the section letter
        var words: [Substring] = []
        if let separator = text.utf8.firstIndex(of: 0x01) {
            // Family, then given.
            appendWords(of: text[text.utf8.index(after: separator)...], to: &words)
            appendWords(of: text[..<separator], to: &words)
        } else if let comma = text.utf8.firstIndex(of: 0x2C) {
            // A display name written "Hopper, Grace".
            appendWords(of: text[text.utf8.index(after: comma)...], to: &words)
            appendWords(of: text[..<comma], to: &words)
        } else {
            appendWords(of: text, to: &words)
        }
        return words
    }

    /// True when every word of this name is in `other` ("grace hopper" is
    /// part of "grace brewster hopper"): two names that could be one person's.
    public func isPart(of other: MatchingName) -> Bool {
        let theirs = other.key.utf8.split(separator: 0x20)
        var index = theirs.startIndex
        for word in key.utf8.split(separator: 0x20) {
            while index < theirs.endIndex, theirs[index].lexicographicallyPrecedes(word) { index += 1 }
            guard index < theirs.endIndex, theirs[index].elementsEqual(word) else { return false }
            index += 1
        }
        return true
    }

    /// True when the two names could not be one person's: neither is part of the other.
    public func differs(from other: MatchingName) -> Bool {
        guard key != other.key else { return false }
        // Different names of as many words each: neither can be part of the other.
        let (ours, theirs) = (key.utf8.count { $0 == 0x20 }, other.key.utf8.count { $0 == 0x20 })
        return ours == theirs || (ours < theirs ? !isPart(of: other) : !other.isPart(of: self))
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
