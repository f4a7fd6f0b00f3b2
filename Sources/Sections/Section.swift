import Reading
import Store

/// A titled group of rows, as a value.
public struct Section: Sendable, Equatable {
    public let id: SectionID
    public var title: String
    public var rows: [Row]
    /// Set when the store holds more rows of this section than `rows`: the
    /// request that fetches them, page by page (see `EntryPages`). With a
    /// `before` key, the missing rows lie between the first rows and those
    /// read from the section's end.
    public var continuation: PageRequest?
    /// The query its entry rows come from, so a page can be cut and continued; nil for other sections.
    public var query: EntryQuery?
    /// How many contacts its entry rows show once all are loaded (a contact
    /// with several numbers is one); nil when not counted.
    public var contactCount: Int?

    public init(id: SectionID, title: String, rows: [Row], continuation: PageRequest? = nil, query: EntryQuery? = nil, contactCount: Int? = nil) {
        self.id = id
        self.title = title
        self.rows = rows
        self.continuation = continuation
        self.query = query
        self.contactCount = contactCount
    }
}
