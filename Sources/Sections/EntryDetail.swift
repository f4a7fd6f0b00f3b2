/// What a listing shows dim after an entry's name: the detail that tells
/// it apart from a neighbour of the same name (its organization, else its
/// first email), then, where the listing spans several books, its book's
/// name: "Acme · work".
public enum EntryDetail {
    /// `detail` and `book` as shown together; nil when neither is there.
    public static func shown(_ detail: String?, book: String?) -> String? {
        guard let book else { return detail }
        guard let detail else { return book }
        return detail + separator + book
    }

    /// `shown` of a detail lent as bytes (a table streaming a section), into `buffer`.
    public static func shown(_ detail: UnsafeRawBufferPointer?, book: String?, into buffer: inout [UInt8]) -> Bool {
        guard let book else { return false }
        buffer.removeAll(keepingCapacity: true)
        if let detail {
            buffer.append(contentsOf: detail)
            buffer.append(contentsOf: separator.utf8)
        }
        buffer.append(contentsOf: book.utf8)
        return true
    }

    private static let separator = " · "
}
