import Store

/// The key to continue a section from: a value the browser keeps, and
/// hands to `EntryPages.page` when the user scrolls to the end of a page.
public struct PageRequest: Sendable, Equatable {
    public var section: SectionID
    public var query: EntryQuery
    /// The last entry already shown; the next page starts strictly after it.
    public var after: EntryKey
    /// How many contacts still have entries after `after`.
    public var remaining: Int
    /// True when the first entry after `after` is another number of the same
    /// contact (so that contact is already counted in `remaining`).
    public var continuesContact: Bool

    public init(section: SectionID, query: EntryQuery, after: EntryKey, remaining: Int, continuesContact: Bool) {
        self.section = section
        self.query = query
        self.after = after
        self.remaining = remaining
        self.continuesContact = continuesContact
    }
}
