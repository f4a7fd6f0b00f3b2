import Contacts
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
    /// Sections also read from their end (End, then scrolling up): how many
    /// entry rows to fetch from there, below the gap.
    public var tailShown: [SectionID: Int]

    public init(settings: AppSettings, search: String? = nil, window: Int? = nil, rowsShown: [SectionID: Int] = [:],
                tailShown: [SectionID: Int] = [:]) {
        self.settings = settings
        self.search = search
        self.window = window
        self.rowsShown = rowsShown
        self.tailShown = tailShown
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
        let query = state.query
        let pages = query.search == nil ? try sectionPages(state, from: book) : try searchPages(state, from: book)
        let sections = try pages.map { title, page, contacts in
            let id = SectionID.letter(title)
            var rows = page.rows, continuation = page.next
            if let request = page.next, let tail = state.tailShown[id], tail > 0 {
                let end = try EntryPages.page(continuing: request, direction: .backward, size: tail, in: book)
                rows += end.rows
                continuation = end.next
            }
            return Section(id: id, title: title, rows: rows, continuation: continuation,
                           query: query.inSection(title), contactCount: contacts)
        }
        return Screen(id: .contacts, title: "Contacts", sections: [links] + sections)
    }

    /// The first page of every section, each read by its own index range,
    /// and its stored count of contacts.
    private static func sectionPages(_ state: ContactsState, from book: AddressBook) throws
        -> [(String, EntryPages.Page, Int)] {
        try EntryQuery.sectionTitles.compactMap { title in
            let id = SectionID.letter(title)
            let query = state.query.inSection(title)
            let page = try EntryPages.page(query, section: id, size: state.fetchSize(of: id), in: book)
            return page.rows.isEmpty ? nil : (title, page, try book.contactCount(query))
        }
    }

    /// A search reads the whole book once (see `EntrySQL`), then splits the matches by section.
    private static func searchPages(_ state: ContactsState, from book: AddressBook) throws
        -> [(String, EntryPages.Page, Int)] {
        let matches = try book.entries(state.query, limit: -1)
        var pages: [(String, EntryPages.Page, Int)] = []
        var start = matches.startIndex
        while start < matches.endIndex {
            let title = SortKey.sectionTitle(ofRawKey: matches[start].key.sortKey)
            let end = matches[start...].firstIndex { SortKey.sectionTitle(ofRawKey: $0.key.sortKey) != title }
                ?? matches.endIndex
            let id = SectionID.letter(title)
            pages.append((title, EntryPages.page(of: matches[start..<end], state.query.inSection(title),
                                                 section: id, size: state.fetchSize(of: id)),
                          Set(matches[start..<end].map(\.contactID)).count))
            start = end
        }
        return pages
    }

    /// What the contacts screen of an empty book tells a new user to do next.
    public static let emptyBookHint = "No contacts yet. Import some with: phonebook import FILE.vcf"

    /// True when `screen`, a contacts screen, lists no contact: the book is
    /// empty, or its search matched nothing (only the links are left).
    public static func listsNoContacts(_ screen: Screen) -> Bool {
        !screen.sections.contains { if case .letter = $0.id { true } else { false } }
    }

    /// Always first: where the rest of the application is reached from.
    static let links = Section(id: .links, title: "Links", rows: [
        Row(LinkRow(title: "Settings", destination: .settings), in: .links),
    ])
}
