import Reading
import Store

/// The featured layer of the contacts screen: the starred contacts'
/// entries, in list order, as a "Favorites" section right after the links
/// (none when nothing starred matches). It reads its own section as far as
/// the state pages it, so the decorators after it cut and detail it like
/// any other, and it knows nothing of the letter sections it sits above.
public struct FavoritesSection: SectionLayer {
    let state: ContactsState

    public init(_ state: ContactsState) {
        self.state = state
    }

    public func layer(_ screen: Screen, using source: any EntrySource) throws -> Screen {
        var starred = state.query
        starred.starredOnly = true
        let first = try EntryPages.page(starred, section: .favorites, size: state.headRows(of: .favorites), in: source)
        guard !first.rows.isEmpty else { return screen }
        let favorites = try ContactsScreen.section(.favorites, "Favorites", starred, first: first,
                                                   contacts: try source.contactCountsBySection(starred).values.reduce(0, +),
                                                   state, from: source)
        var sections = screen.sections
        let afterLinks = sections.firstIndex { $0.id == .links }.map { $0 + 1 } ?? 0
        sections.insert(favorites, at: afterLinks)
        return Screen(id: screen.id, title: screen.title, sections: sections)
    }
}
