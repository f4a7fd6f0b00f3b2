import Store

extension Section {
    /// The section's gap: its continuation before decoration, its load-more
    /// row after; its `before` key is where the rows read from the end start.
    var gap: PageRequest? { continuation ?? rows.lazy.compactMap(\.pageRequest).first }

    /// The index of the first row read from the section's end (the first
    /// entry at or after the gap's `before` key); `rows.endIndex` when none were.
    var tailStart: Int {
        guard let before = gap?.before else { return rows.endIndex }
        return rows.firstIndex { $0.entryKey.map { $0 >= before } ?? false } ?? rows.endIndex
    }

    /// How far the section is paged, as it stands: its entry rows above the gap and below it.
    public var paging: SectionPaging {
        let start = tailStart
        return SectionPaging(head: rows[..<start].count { $0.entryKey != nil },
                             tail: rows[start...].count { $0.entryKey != nil })
    }
}
