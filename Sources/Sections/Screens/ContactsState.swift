import Contacts
import Reading
import Store

/// What the contacts screen is built from: the settings in force, the
/// search, how its sections are paged and which entries are expanded.
/// `list` and the browser each say it their way; `ContactsScreen.build`
/// alone turns it into the screen.
public struct ContactsState: Sendable, Equatable {
    public var settings: AppSettings
    /// The search typed, or nil.
    public var search: String?
    /// Only a group's members (`list --category`, a group's screen); nil for every contact.
    public var group: GroupMembers?
    /// How much of each section is read, and what ends one that goes on.
    public var pages: Pages
    /// How far each section was paged (the browser's scroll state); a
    /// section not here shows its first page.
    public var paging: [SectionID: SectionPaging]
    /// Entry rows showing their inline detail.
    public var expanded: Set<RowID>
    /// Contacts listed next to one of the same name get a dim detail (the
    /// table and the browser, where a person reads the rows).
    public var distinguishesSharedNames: Bool
    /// Only this book's contacts; nil for every book (`EntryQuery.book`).
    public var book: BookID?
    /// The name of the book chosen to list, which the Books link shows; nil for every book.
    public var bookName: String?
    /// Each entry names its book: the list spans several that hold contacts.
    public var namesBooks: Bool
    /// The database holds several books: the Links show which is listed.
    public var showsBooks = false
    /// The books listed have groups: the Links lead to them.
    public var showsGroups = false

    /// How much of each section of entries a build reads.
    public enum Pages: Sendable, Equatable {
        /// Every row.
        case all
        /// Pages of `size` entry rows (further where `paging` says), each
        /// section that goes on ending in a load-more row: the browser, `list --limit`.
        case loadMore(size: Int)
        /// The first `size` entry rows, each section that goes on keeping its
        /// `continuation`, for a printer to read the rest by key: `list`.
        case continued(size: Int)
    }

    public init(settings: AppSettings, search: String? = nil, group: GroupMembers? = nil, pages: Pages = .all,
                paging: [SectionID: SectionPaging] = [:], expanded: Set<RowID> = [],
                distinguishesSharedNames: Bool = false, book: BookID? = nil, namesBooks: Bool = false) {
        self.settings = settings
        self.search = search
        self.group = group
        self.pages = pages
        self.paging = paging
        self.expanded = expanded
        self.distinguishesSharedNames = distinguishesSharedNames
        self.book = book
        self.namesBooks = namesBooks
    }

    /// The entries the screen lists.
    public var query: EntryQuery {
        EntryQuery(sortOrder: settings.sortOrder, displayOrder: settings.displayOrder,
                   search: search.flatMap(SearchTerm.init), group: group, book: book, namesBooks: namesBooks,
                   distinguishesSharedNames: distinguishesSharedNames)
    }

    /// How far section `id` is paged.
    func paging(of id: SectionID) -> SectionPaging { paging[id] ?? SectionPaging() }

    /// How many entry rows section `id` reads from its start; nil for all of them.
    func headRows(of id: SectionID) -> Int? {
        switch pages {
        case .all: return nil
        case .loadMore(let size), .continued(let size): return paging(of: id).headRows(pageSize: size)
        }
    }
}
