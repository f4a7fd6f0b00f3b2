import Contacts
import Reading
import Store

/// The contacts screen: a "Links" section, "Favorites" (the starred
/// contacts' entries, in list order; none when nothing starred matches),
/// then the phone entries in sections "A"..."Z" and "#", in the sort order
/// of the settings. Built here only: `list` and the browser both call `build`.
/// Favorites is a layer over the base list (`FavoritesSection`).
public enum ContactsScreen {
    /// The base list (links and letters), wrapped by its layer (Favorites)
    /// and then by the decorators (load-more rows, inline details), in the
    /// order `ScreenLayers` states. Read in one read transaction, so every
    /// section is of one moment.
    public static func build(_ state: ContactsState, from source: any EntrySource) throws -> Screen {
        var decorators: [any ScreenDecorator] = []
        if case .loadMore(let size) = state.pages {
            decorators.append(LoadMoreRows(pageSize: size, paging: state.paging))
        }
        if !state.expanded.isEmpty { decorators.append(InlineDetail(expanded: state.expanded)) }
        return try source.reading { try layered(state, decorators: decorators, from: source) }
    }

    /// The links, the favorites and the letter sections, undecorated: what the decorators are given.
    static func sections(_ state: ContactsState, from source: any EntrySource) throws -> Screen {
        try layered(state, decorators: [], from: source)
    }

    /// The base list wrapped by the Favorites layer, then by `decorators`.
    private static func layered(_ state: ContactsState, decorators: [any ScreenDecorator],
                                from source: any EntrySource) throws -> Screen {
        let layers = ScreenLayers(layers: [FavoritesSection(state)], decorators: decorators)
        return try layers.wrap(base(state, from: source), using: source)
    }

    /// The base list, which knows nothing of Favorites: the links, then the letter sections.
    static func base(_ state: ContactsState, from source: any EntrySource) throws -> Screen {
        let letters = try letterSections(state, from: source)
        let books = state.showsBooks ? state.bookName ?? allBooks : nil
        return Screen(id: .contacts, title: "Contacts",
                      sections: [links(duplicateGroups: 0, books: books, groups: state.showsGroups)] + letters)
    }

    /// Every letter section with an entry: the source counts each section's
    /// contacts first (`EntrySource.contactCountsBySection`), and each
    /// section with some reads its first rows, what remains after them
    /// worked out from its count: one statement counts them all, and a
    /// section reads one page, never every matching entry.
    private static func letterSections(_ state: ContactsState, from source: any EntrySource) throws -> [Section] {
        let counts = try source.contactCountsBySection(state.query)
        return try EntryQuery.sectionTitles.compactMap { title in
            guard let contacts = counts[title], contacts > 0 else { return nil }
            let id = SectionID.letter(title), query = state.query.inSection(title)
            let first = try EntryPages.page(query, section: id, size: state.headRows(of: id), contacts: contacts, in: source)
            guard !first.rows.isEmpty else { return nil }
            return try section(id, title, query, first: first, contacts: contacts, state, from: source)
        }
    }

    /// Section `id` of `query`'s entries: `first`, its first rows, then as
    /// many read back from its end as `state.paging` says.
    static func section(_ id: SectionID, _ title: String, _ query: EntryQuery, first: EntryPages.Page,
                        contacts: Int, _ state: ContactsState, from source: any EntrySource) throws -> Section {
        let page = try EntryPages.page(first, withTail: state.paging(of: id).tail, in: source)
        return Section(id: id, title: title, rows: page.rows, continuation: page.next, query: query,
                       contactCount: contacts)
    }

    /// What the contacts screen of an empty book tells a new user to do next.
    public static let emptyBookHint = "no contacts yet; import some with: phonebook import FILE.vcf"

    /// True when `screen`, a contacts screen, lists no contact: the book is
    /// empty, or its search matched nothing (only the links are left).
    public static func listsNoContacts(_ screen: Screen) -> Bool {
        !screen.sections.contains { if case .letter = $0.id { true } else { false } }
    }

    /// Always first: where the rest of the application is reached from;
    /// "Books", saying which the screen lists (`books`: a name, or "all"),
    /// only where the database holds more than one; "Groups" while the
    /// books listed have any (`GroupsScreen`); "Duplicates", saying how
    /// many groups, only while there are some. `build` gives none: counting
    /// them reads the whole book, so the browser counts them off its input
    /// loop and puts that row in when the count arrives (`relinked`).
    public static func links(duplicateGroups: Int, books: String? = nil, groups: Bool = false) -> Section {
        var rows = [Row(LinkRow(title: "Settings", destination: .settings), in: .links)]
        if let books {
            rows.append(Row(LinkRow(title: "Books", destination: .books, detail: books), in: .links))
        }
        if groups { rows.append(Row(LinkRow(title: "Groups", destination: .groups), in: .links)) }
        if duplicateGroups > 0 {
            rows.append(duplicatesLink(groups: duplicateGroups))
        }
        return Section(id: .links, title: "Links", rows: rows)
    }

    /// What the Books link says while the screen lists every book.
    public static let allBooks = "all"

    /// `links` of a contacts screen as a new count of duplicate groups says:
    /// its other rows as they are, the Duplicates row last, or gone.
    public static func relinked(_ links: Section, duplicateGroups: Int) -> Section {
        var relinked = links
        relinked.rows.removeAll { $0.id.item == .link(.duplicates) }
        if duplicateGroups > 0 { relinked.rows.append(duplicatesLink(groups: duplicateGroups)) }
        return relinked
    }

    private static func duplicatesLink(groups: Int) -> Row {
        let detail = groups == 1 ? "1 group" : "\(groups) groups"
        return Row(LinkRow(title: "Duplicates", destination: .duplicates, detail: detail), in: .links)
    }
}
