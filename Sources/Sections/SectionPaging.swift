/// How far a section of entries is read: rows from its start, and rows from
/// its end (End, then scrolling up) below the gap between the two. The one
/// value a section is paged by: the browser measures it on the screen it
/// shows (`Section.paging`), and a rebuild reads the same rows again
/// (`ContactsState.paging`, `LoadMoreRows.paging`).
public struct SectionPaging: Sendable, Hashable {
    /// Entry rows shown from the section's start; a build reads at least a page.
    public var head: Int
    /// Entry rows shown from the section's end, below the gap; 0 when it was not read from there.
    public var tail: Int

    public init(head: Int = 0, tail: Int = 0) {
        self.head = head
        self.tail = tail
    }

    /// Entry rows read from the section's start, at pages of `pageSize`.
    func headRows(pageSize: Int) -> Int { max(pageSize, head) }
}
