import Contacts

/// What a search looks for: the text folded like the stored search texts
/// (so "jose" finds "José"), its digits, matched against numbers
/// regardless of how they are written, and how much of a card it looks at.
public struct SearchTerm: Sendable, Hashable {
    /// The text case- and diacritic-folded.
    public let folded: String
    /// Its ASCII digits; empty when it has none, or when the scope leaves
    /// the numbers out (then numbers are not searched).
    public let digits: String
    public let scope: Scope

    /// How much of a card a search looks at (`ContactKeys`).
    public enum Scope: Sendable, Hashable {
        /// `list --search`, the browser: the whole card (names, nicknames,
        /// organization, emails, numbers, and from three characters on the
        /// title, postal addresses, note, categories).
        case wholeCard
        /// `email QUERY`, a mail client's: the names, nicknames,
        /// organization and email addresses, nothing else.
        case names
        /// A CONTACT argument: the names as `names`, and the numbers.
        case namesAndNumbers
    }

    /// A search of the whole card; nil for nothing but white space.
    public init?(_ text: String) {
        self.init(text, scope: .wholeCard)
    }

    /// Nil for a search of nothing but white space.
    public init?(_ text: String, scope: Scope) {
        let folded = TextFolding.fold(text).trimmed
        guard !folded.isEmpty else { return nil }
        self.folded = folded
        self.digits = scope == .names ? "" : PhoneDigits.digits(of: text)
        self.scope = scope
    }

    /// Whether the search looks at the details (`ContactKeys.searchDetails`)
    /// too: a search of the whole card of three characters or more. One or
    /// two characters match most notes and addresses ("to", "st"), and
    /// would make each keystroke of the browser's search read several times
    /// the contacts: on 100k contacts of `gen_vcf.py`, "to" matched 6,533
    /// contacts in 25 sections with the details against 1,602 in one
    /// without, and the browser's "o" after "/t" took 42.5 ms against
    /// 10.9 (median of 15, alternating).
    var looksAtDetails: Bool {
        guard scope == .wholeCard else { return false }
        var scalars = folded.unicodeScalars.makeIterator()
        return scalars.next() != nil && scalars.next() != nil && scalars.next() != nil
    }
}
