/// The end of a page: how much is left, and the key to fetch it by.
struct LoadMoreRowController: RowController {
    func cells(of row: Row) -> [Cell] {
        guard case let .loadMore(request) = row.content else { return [] }
        let noun = request.remaining == 1 ? "contact" : "contacts"
        return [Cell("Load more (\(request.remaining) more \(noun))", .secondary)]
    }

    func fields(of row: Row) -> [RowField] {
        guard case let .loadMore(request) = row.content else { return [] }
        return [RowField("remaining", .number(request.remaining))]
    }

    func selection(of row: Row) -> RowAction {
        guard case let .loadMore(request) = row.content else { return .none }
        return .loadMore(request)
    }
}
