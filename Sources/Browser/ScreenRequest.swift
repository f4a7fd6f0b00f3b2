import Sections

/// Everything a screen is built from, beyond the store: where it is, the
/// search, the entries expanded, and how far each section was paged.
public struct ScreenRequest: Sendable, Equatable {
    public var destination: Destination
    /// The filter (contacts screen only); nil for none.
    public var search: String?
    /// Entry rows showing their inline detail.
    public var expanded: Set<RowID>
    /// Entry rows shown per section paged past its first page.
    public var rowsShown: [SectionID: Int]
    /// Entry rows shown per section from its end, below its gap (End).
    public var tailShown: [SectionID: Int]

    public init(_ destination: Destination, search: String? = nil, expanded: Set<RowID> = [],
                rowsShown: [SectionID: Int] = [:], tailShown: [SectionID: Int] = [:]) {
        self.destination = destination
        self.search = search
        self.expanded = expanded
        self.rowsShown = rowsShown
        self.tailShown = tailShown
    }
}
