import Reporting
import Store
import SyncState

/// What `connect` does to a service's collections: the address books
/// chosen, each synced with its book here (made when there is none), and
/// which of those synced already it keeps (the rest are forgotten, with
/// their sync state).
struct CollectionPlan {
    var choices: [CollectionChoice] = []
    /// Whether a collection synced already, by its URL, keeps syncing.
    var keep: (String) -> Bool = { _ in false }

    /// Writes the plan inside the caller's transaction; returns a line for
    /// each book made, each collection moved to another book and each forgotten.
    func store(in book: AddressBook, service: String) throws -> [String] {
        var lines: [String] = []
        let chosen = Set(choices.map(\.url))
        for gone in try book.forgetCollections(service: service, keeping: { keep($0) || chosen.contains($0) }) {
            lines.append("\(service) no longer syncs \"\(gone.shownName)\" with the book \(gone.bookName); "
                         + "its sync state is forgotten")
        }
        for choice in choices {
            let target: Book
            do {
                target = try book.book(named: choice.book)
            } catch BookError.noSuchBook {
                target = try book.createBook(BookName(choice.book))
                lines.append("Made the book \"\(target.name)\".")
            }
            let name = choice.name ?? choice.url
            if case .moved(let old) = try book.mapCollection(service: service, url: choice.url, name: choice.name,
                                                             to: target.id) {
                lines.append("\"\(name)\" syncs with the book \(target.name) now, not \(old): its next sync starts afresh")
            }
        }
        return lines
    }

    /// "with "Book" at URL", or, where the database holds several books,
    /// "the book work with "Work" at URL, and …": what each collection of
    /// `collections` syncs with, for connect's last line.
    static func described(_ collections: [SyncCollection]) -> String {
        let parts = collections.map { collection in
            (collection.namesBook ? "the book \(collection.bookName) " : "") + "with "
                + (collection.name.map { "\"\($0)\" at " } ?? "") + collection.url
        }
        guard parts.count > 1 else { return parts.first ?? "" }
        return parts.dropLast().joined(separator: ", ") + " and " + parts[parts.count - 1]
    }
}
