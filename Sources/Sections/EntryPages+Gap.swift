import Reading
import Store

extension EntryPages {
    /// `first`, a section's first rows, with `tail` more read back from the
    /// section's end (End, then scrolling up): the rows between stay a gap
    /// (`next`, with a `before` key), or none when the two blocks met.
    static func page(_ first: Page, withTail tail: Int, in source: some EntrySource) throws -> Page {
        guard let request = first.next, tail > 0 else { return first }
        let end = try page(continuing: request, direction: .backward, size: tail, in: source)
        return Page(rows: first.rows + end.rows, next: end.next)
    }

    /// A page into the rows between `request.after` and `request.before` (or
    /// the section's end), read from one side: the rows it leaves are a gap
    /// again, or nothing when the page met the other side.
    ///
    /// One row more than the page is read. Rows past the other side are
    /// already shown and dropped; when one is left beyond the page, what the
    /// gap holds is the request's count less the page's contacts, plus one
    /// when that row is another number of the contact at the page's edge
    /// (it is then on both sides). So a gap costs one indexed read per page,
    /// with no count of what lies between.
    static func page(into request: PageRequest, direction: PageDirection, size: Int?,
                     in source: some EntrySource) throws -> Page {
        let limit = size.map { $0 + 1 } ?? -1
        var entries: ArraySlice<PhoneEntry>
        switch direction {
        case .forward:
            entries = try source.batch(request.query, beyond: request.after, forward: true, limit: limit, texts: .all).entries[...]
            if let before = request.before { entries = entries.prefix { $0.key < before } }
        case .backward:
            entries = try source.batch(request.query, beyond: request.before, forward: false, limit: limit,
                                       texts: .all).entries[...]
            entries = entries.drop { $0.key <= request.after }
        }
        guard let size, entries.count > size else {
            return Page(rows: entries.map { Row.entry($0, in: request.section) }, next: nil, direction: direction)
        }
        let shown = direction == .forward ? entries.prefix(size) : entries.suffix(size)
        let beyond = direction == .forward ? entries[shown.endIndex] : entries[shown.startIndex - 1]
        let edge = direction == .forward ? shown[shown.endIndex - 1] : shown[shown.startIndex]
        let straddles = beyond.contactID == edge.contactID
        var next = request
        next.remaining = request.remaining - Set(shown.map(\.contactID)).count + (straddles ? 1 : 0)
        switch direction {
        case .forward:
            next.after = edge.key
            next.continuesContact = straddles
        case .backward:
            next.before = edge.key
        }
        return Page(rows: shown.map { Row.entry($0, in: request.section) }, next: next, direction: direction)
    }
}
