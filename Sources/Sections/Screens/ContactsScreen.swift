import Store

/// What the contacts screen is built from: the settings in force, the
/// search, and how far each section has been paged.
public struct ContactsState: Sendable, Equatable {
    public var settings: AppSettings
    /// The search typed, or nil.
    public var search: String?
    /// How many entry rows each section fetches when built; nil for all of them.
    public var window: Int?
    /// Sections paged further than `window` (the browser's scroll state):
    /// how many entry rows to fetch for them instead.
    public var rowsShown: [SectionID: Int]

    public init(settings: AppSettings, search: String? = nil, window: Int? = nil, rowsShown: [SectionID: Int] = [:]) {
        self.settings = settings
        self.search = search
        self.window = window
        self.rowsShown = rowsShown
    }

    /// The entries the screen lists.
    public var query: EntryQuery {
        EntryQuery(sortOrder: settings.sortOrder, displayOrder: settings.displayOrder,
                   search: search.flatMap(SearchTerm.init))
    }

    /// How many entry rows section `id` fetches.
    func fetchSize(of id: SectionID) -> Int? {
        guard let window else { return nil }
        return max(window, rowsShown[id] ?? 0)
    }
}

/// The contacts screen: a "Links" section, then the phone entries in
/// sections "A"..."Z" and "#", in the sort order of the settings.
public enum ContactsScreen {
    public static func build(_ state: ContactsState, from book: AddressBook) throws -> Screen {
        var sections = [links]
        let query = state.query
        for title in EntryQuery.sectionTitles {
            let id = SectionID.letter(title)
            let sectionQuery = query.inSection(title)
            let page = try EntryPages.page(sectionQuery, section: id, size: state.fetchSize(of: id), in: book)
            if page.rows.isEmpty { continue }
            sections.append(Section(id: id, title: title, indexTitle: title, rows: page.rows,
                                    continuation: page.next, query: sectionQuery))
        }
        return Screen(id: .contacts, title: "Contacts", sections: sections)
    }

    /// Always first: where the rest of the application is reached from.
    static let links = Section(id: .links, title: "Links", rows: [
        Row(id: RowID(section: .links, item: .link(.settings)),
            content: .link(title: "Settings", destination: .settings)),
    ])
}
