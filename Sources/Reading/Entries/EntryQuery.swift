import Contacts
import Store

/// Which phone entries to list and how to name them: the sort order, one
/// section or all, a search, starred contacts only, one group's members
/// only, one book or all.
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
    /// Only a group's members (`list --category`); nil for every contact.
    public var group: GroupMembers?
    /// Only the contacts of this book; nil for every book. A book holding
    /// every contact is best left nil (`AddressBook.bookFilter`): the read
    /// then tests nothing, and reads the counts kept for the whole database.
    public var book: BookID?
    /// Give each entry its book (`PhoneEntry.book`): a listing of several
    /// books shows it beside each entry.
    public var namesBooks: Bool
    /// Give each entry whose contact shares its name with the contact listed
    /// next to it a `detail` telling them apart: for a person reading a
    /// table, not for scripts (it costs reads the plain listing skips).
    public var distinguishesSharedNames: Bool

    public init(sortOrder: NameOrder, displayOrder: NameOrder, section: String? = nil,
                search: SearchTerm? = nil, starredOnly: Bool = false, group: GroupMembers? = nil,
                book: BookID? = nil, namesBooks: Bool = false, distinguishesSharedNames: Bool = false) {
        self.sortOrder = sortOrder
        self.displayOrder = displayOrder
        self.section = section
        self.search = search
        self.starredOnly = starredOnly
        self.group = group
        self.book = book
        self.namesBooks = namesBooks
        self.distinguishesSharedNames = distinguishesSharedNames
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
