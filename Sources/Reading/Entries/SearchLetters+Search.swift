import Store

extension SearchLetters {
    /// The bit a search of one letter or digit asks for, which alone finds
    /// what it matches; nil for any other search. Exact only while the
    /// numbers are searched for that digit, or not at all for a letter: a
    /// text whose fold and digits parted would be scanned.
    static func only(_ search: SearchTerm) -> Int64? {
        let bytes = search.folded.utf8
        guard bytes.count == 1, let byte = bytes.first else { return nil }
        let bit = bit(byte)
        let isDigit = bit >= 1 << 26
        guard bit != 0, search.digits == (isDigit ? search.folded : "") else { return nil }
        return bit
    }

    /// The bits every contact whose search text holds `folded` has (0 when
    /// it has no letter or digit): a test cheaper than the text's.
    static func required(_ folded: String) -> Int64 {
        folded.utf8.reduce(0) { $0 | bit($1) }
    }
}
