import Contacts

/// What `list --search` looks for: the text folded like the stored search
/// text (so "jose" finds "José"), and its digits, matched against numbers
/// regardless of how they are written.
public struct SearchTerm: Sendable, Hashable {
    /// The text case- and diacritic-folded.
    public let folded: String
    /// Its ASCII digits; empty when it has none (then numbers are not searched).
    public let digits: String

    /// Nil for a search of nothing but white space.
    public init?(_ text: String) {
        let folded = TextFolding.fold(text).trimmed
        guard !folded.isEmpty else { return nil }
        self.folded = folded
        self.digits = PhoneDigits.digits(of: text)
    }
}
