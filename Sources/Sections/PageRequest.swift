import Reading
import Store

/// The key to continue a section from: a value the browser keeps, and
/// hands to `EntryPages.page` when the user scrolls to the end of a page.
///
/// With `before` set the request is a gap: the section's first rows are
/// shown down to `after`, its last rows from `before`, and the rows between
/// are read a page at a time from either side.
public struct PageRequest: Sendable, Hashable {
    public var section: SectionID
    public var query: EntryQuery
    /// The last entry shown above; the next page starts strictly after it.
    public var after: EntryKey
    /// How many contacts still have entries after `after` (and before `before`).
    public var remaining: Int
    /// True when the first entry after `after` is another number of the same
    /// contact (so that contact is already counted in `remaining`).
    public var continuesContact: Bool
    /// The first entry of the rows read from the section's end, shown below
    /// the gap; nil when none were (the section goes on to its end).
    public var before: EntryKey?

    public init(section: SectionID, query: EntryQuery, after: EntryKey, remaining: Int, continuesContact: Bool,
                before: EntryKey? = nil) {
        self.section = section
        self.query = query
        self.after = after
        self.remaining = remaining
        self.continuesContact = continuesContact
        self.before = before
    }
}
