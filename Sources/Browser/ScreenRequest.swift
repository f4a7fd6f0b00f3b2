import Sections
import Store

/// Everything a screen is built from, beyond the store: where it is, the
/// search, the entries expanded, and how far each section was paged.
public struct ScreenRequest: Sendable, Equatable {
    public var destination: Destination
    /// The filter (contacts screen only); nil for none.
    public var search: String?
    /// Entry rows showing their inline detail.
    public var expanded: Set<RowID>
    /// How far each section of entries is paged: from its start, and from its end below its gap (End).
    public var paging: [SectionID: SectionPaging]
    /// The book listed (contacts screen) or marked as listed (books screen); nil for every book.
    public var book: BookID?

    public init(_ destination: Destination, search: String? = nil, expanded: Set<RowID> = [],
                paging: [SectionID: SectionPaging] = [:], book: BookID? = nil) {
        self.destination = destination
        self.search = search
        self.expanded = expanded
        self.paging = paging
        self.book = book
    }
}
