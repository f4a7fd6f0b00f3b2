import Store

/// Cuts every section of entries to a page and ends it with a "load more"
/// row carrying the key to continue from and how many contacts are left.
/// Rows that belong to an entry (its inline detail) stay or go with it.
/// Rows read from a section's end (its continuation has a `before` key)
/// stay below the load-more row, which is then the gap between the two.
public struct LoadMoreRows: ScreenDecorator {
    /// Entry rows per page.
    public var pageSize: Int
    /// How far each section was paged: the entry rows it keeps from its
    /// start (at least a page) and below its gap; a section not here keeps a page.
    public var paging: [SectionID: SectionPaging]

    public init(pageSize: Int, paging: [SectionID: SectionPaging] = [:]) {
        precondition(pageSize > 0, "a page holds at least one row")
        self.pageSize = pageSize
        self.paging = paging
    }

    public func decorate(_ screen: Screen, using source: any EntrySource) throws -> Screen {
        var screen = screen
        screen.sections = screen.sections.map(cut)
        return screen
    }

    /// `section` with at most its page of entry rows, then a load-more row when more exist.
    func cut(_ section: Section) -> Section {
        guard let query = section.query else { return section }
        // The block read from the end starts at the gap's `before` key.
        let tailStart = section.tailStart
        let tail = section.rows[tailStart...]
        // A block from the end that met the first rows (no gap left) is kept whole, with them.
        let paged = paging[section.id] ?? SectionPaging()
        let keep = paged.headRows(pageSize: pageSize) + (section.continuation == nil ? paged.tail : 0)
        var kept: [Row] = [], dropped: [Row] = []
        var entries = 0
        for row in section.rows[..<tailStart] {
            if row.entryKey != nil { entries += 1 }
            if entries > keep { dropped.append(row) } else { kept.append(row) }
        }
        let droppedEntries = dropped.compactMap(\.entryKey)
        guard !droppedEntries.isEmpty || section.continuation != nil,
              let last = kept.last(where: { $0.entryKey != nil })?.entryKey else { return section }

        // Contacts left: those of the dropped rows, and those the store still holds
        // (one contact can be on both sides of the boundary; count it once).
        var remaining = Set(droppedEntries.map(\.contactID)).count
        if let continuation = section.continuation {
            remaining += continuation.remaining
            if continuation.continuesContact, droppedEntries.last?.contactID == continuation.after.contactID {
                remaining -= 1
            }
        }
        let continuesContact = droppedEntries.first.map { $0.contactID == last.contactID }
            ?? section.continuation?.continuesContact ?? false
        let request = PageRequest(section: section.id, query: query, after: last, remaining: remaining,
                                  continuesContact: continuesContact, before: section.continuation?.before)
        var result = section
        result.rows = kept + [Self.row(for: request)] + tail
        result.continuation = nil
        return result
    }

    /// The load-more row of a request.
    public static func row(for request: PageRequest) -> Row {
        Row(LoadMoreRow(request), in: request.section)
    }

    /// `screen` with a fetched page put beside the load-more row it
    /// continues (above it when read forward, below it when read backward),
    /// and that row replaced by the next one, or gone when nothing remains:
    /// how the browser shows page N+1 without rebuilding or refetching the rest.
    public static func appending(_ page: EntryPages.Page, continuing request: PageRequest,
                                 to screen: Screen) -> Screen {
        var screen = screen
        screen.sections = screen.sections.map { section in
            guard section.id == request.section,
                  let gap = section.rows.firstIndex(where: { $0.pageRequest != nil }) else { return section }
            var section = section
            let above = section.rows[..<gap], below = section.rows[(gap + 1)...]
            let next = page.next.map { [row(for: $0)] } ?? []
            switch page.direction {
            case .forward: section.rows = above + page.rows + next + below
            case .backward: section.rows = above + next + page.rows + below
            }
            return section
        }
        return screen
    }
}
