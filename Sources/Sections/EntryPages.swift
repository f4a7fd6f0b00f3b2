import Reading
import Store

/// Phone-entry rows fetched page by page, by key: how a section is filled
/// at build time, and how the browser fetches page N+1 when the user
/// scrolls there, without ever reading the rows in between.
public enum EntryPages {
    /// Rows of one fetch, and the request for the rest when there is more.
    public struct Page: Sendable, Equatable {
        public var rows: [Row]
        public var next: PageRequest?
        /// How it was read: a forward page goes above the load-more row it
        /// continues, a backward one below it.
        public var direction: PageDirection = .forward
    }

    /// Up to `size` rows of `query` as rows of `section`, strictly after
    /// `after` (from the start when nil); every row when `size` is nil.
    /// `contacts`, when known, is how many contacts the section lists: a
    /// first page then tells what remains after it from its own entries,
    /// where the store would count the rest of the section again.
    public static func page(_ query: EntryQuery, section: SectionID, after: EntryKey? = nil,
                            size: Int?, contacts: Int? = nil, in source: some EntrySource) throws -> Page {
        // One row more than asked tells whether there is a next page.
        var entries = try source.batch(query, beyond: after, forward: true, limit: size.map { $0 + 1 } ?? -1,
                                       texts: .all).entries
        var next: PageRequest?
        if let size, entries.count > size {
            let following = entries.removeLast()
            let last = entries.last?.key ?? after
            if let last {
                let remaining = if let contacts, after == nil {
                    remainingAfter(entries, followedBy: following, of: contacts)
                } else {
                    try source.remaining(query, after: last)
                }
                next = PageRequest(section: section, query: query, after: last,
                                   remaining: remaining.contacts, continuesContact: remaining.continuesContact)
            }
        }
        return Page(rows: entries.map { Row.entry($0, in: section) }, next: next)
    }

    /// What remains of a section of `contacts` contacts after `shown`, its
    /// first entries, which `following` follows: the contacts after the
    /// last shown one, and that one again when `following` is another of
    /// its numbers.
    private static func remainingAfter(_ shown: [PhoneEntry], followedBy following: PhoneEntry,
                                       of contacts: Int) -> RemainingEntries {
        var listed = 0, previous: ContactID?
        for entry in shown where entry.contactID != previous {
            listed += 1
            previous = entry.contactID
        }
        let continues = following.contactID == previous
        return RemainingEntries(contacts: contacts - listed + (continues ? 1 : 0), continuesContact: continues)
    }

    /// The page that continues `request`: after its `after` key, or
    /// (`backward`) before its `before` key, from the section's end when
    /// nothing was read from there yet.
    public static func page(continuing request: PageRequest, direction: PageDirection = .forward, size: Int?,
                            in source: some EntrySource) throws -> Page {
        guard direction == .backward || request.before != nil else {
            return try page(request.query, section: request.section, after: request.after, size: size, in: source)
        }
        return try page(into: request, direction: direction, size: size, in: source)
    }
}
