import Store

/// Puts a "Favorites" section on top of the entry sections (after leading
/// sections such as "Links"): the starred contacts' entries, in list
/// order. No section when nothing is starred (or matches the search).
public struct FavoritesSection: ScreenDecorator {
    /// The entries of the screen (sort and display order, search); narrowed here to starred contacts.
    public var query: EntryQuery
    /// How many entry rows to fetch; nil for all.
    public var window: Int?
    /// How many entry rows to fetch from the end too, below a gap (the
    /// browser met the section scrolling up from End); 0 for none.
    public var tail: Int

    public init(query: EntryQuery, window: Int? = nil, tail: Int = 0) {
        self.query = query
        self.window = window
        self.tail = tail
    }

    public func decorate(_ screen: Screen, using book: AddressBook) throws -> Screen {
        var starred = query
        starred.section = nil
        starred.starredOnly = true
        let page = try EntryPages.page(starred, section: .favorites, size: window, in: book)
        guard !page.rows.isEmpty else { return screen }
        var rows = page.rows, continuation = page.next
        if let request = page.next, tail > 0 {
            let end = try EntryPages.page(continuing: request, direction: .backward, size: tail, in: book)
            rows += end.rows
            continuation = end.next
        }
        var screen = screen
        let favorites = Section(id: .favorites, title: "Favorites", rows: rows,
                                continuation: continuation, query: starred, contactCount: try book.contactCount(starred))
        let leading = screen.sections.prefix { $0.query == nil }
        screen.sections = leading + [favorites] + screen.sections.dropFirst(leading.count)
        return screen
    }
}
