extension RowKind {
    /// The end of a page, or the gap between a section's first and last rows.
    public static let loadMore = RowKind("loadMore")
}

extension RowID.Item {
    /// The section's one "load more" row.
    public static let loadMore = Self("loadMore")
}

/// The end of a page: how much is left, and the key to fetch it by.
public struct LoadMoreRow: RowModel {
    public static let kind = RowKind.loadMore
    public var request: PageRequest

    public init(_ request: PageRequest) {
        self.request = request
    }

    public var item: RowID.Item { .loadMore }

    public var cells: [Cell] {
        let noun = request.remaining == 1 ? "contact" : "contacts"
        return [Cell("Load more (\(request.remaining) more \(noun))", .secondary)]
    }

    public var arrangement: CellArrangement { .wrapped }

    public var fields: [RowField] { [RowField("remaining", .number(request.remaining))] }

    public func selection(of id: RowID) -> RowAction { .loadMore(request) }

    public var pageRequest: PageRequest? { request }
}
