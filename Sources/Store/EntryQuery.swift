import Contacts

/// Which phone entries to list and how to name them: the sort order, one
/// section or all, a search, starred contacts only.
public struct EntryQuery: Sendable, Hashable {
    /// The order contacts are sorted and grouped by.
    public var sortOrder: NameOrder
    /// The order a name is shown in.
    public var displayOrder: NameOrder
    /// Only this section ("A"..."Z" or "#"); nil for every section.
    public var section: String?
    /// Only contacts this search matches; nil for all.
    public var search: SearchTerm?
    /// Only starred contacts.
    public var starredOnly: Bool

    public init(sortOrder: NameOrder, displayOrder: NameOrder, section: String? = nil,
                search: SearchTerm? = nil, starredOnly: Bool = false) {
        self.sortOrder = sortOrder
        self.displayOrder = displayOrder
        self.section = section
        self.search = search
        self.starredOnly = starredOnly
    }

    /// The same query narrowed to one section.
    public func inSection(_ title: String) -> EntryQuery {
        var query = self
        query.section = title
        return query
    }

    /// Every section title in list order: "A"..."Z", then "#".
    public static let sectionTitles: [String] = (65...90).map { String(UnicodeScalar(UInt8($0))) } + ["#"]
}

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
        let folded = TextFolding.fold(text).trimmingSpaces()
        guard !folded.isEmpty else { return nil }
        self.folded = folded
        self.digits = PhoneDigits.digits(of: text)
    }
}

extension String {
    /// Without white space at either end.
    func trimmingSpaces() -> String {
        var view = Substring(self)
        while let first = view.first, first.isWhitespace { view.removeFirst() }
        while let last = view.last, last.isWhitespace { view.removeLast() }
        return String(view)
    }
}
