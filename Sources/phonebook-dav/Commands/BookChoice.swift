import Accounts
import DAV
import Reporting
import SharedOptions
import Store

/// Which of the discovered address books `connect` remembers: the only
/// one, or the one --collection names by display name or href; never a guess.
enum BookChoice {
    static func choose(from books: [AddressBookInfo], named wanted: String?, service: ServiceName,
                       server: String) throws -> AddressBookInfo {
        guard !books.isEmpty else {
            throw CommandFailure(message: "\(server) has no address book for this account; "
                + "create one with another client, or connect with --no-discover", status: .failure)
        }
        if let wanted {
            let matches = books.filter { $0.displayName == wanted || $0.href == wanted || $0.url == wanted }
            let match = matches.count == 1 ? matches : books.filter {
                $0.displayName?.lowercased() == wanted.lowercased()
            }
            guard match.count == 1 else {
                StandardOutput.write(listing(books, chosen: nil))
                throw CommandFailure(message: "\(match.isEmpty ? "no" : "more than one") address book matches "
                    + "--collection \(wanted); give a display name or href from the list above", status: .usage)
            }
            return match[0]
        }
        guard books.count == 1 else {
            StandardOutput.write(listing(books, chosen: nil))
            throw CommandFailure(message: "\(service) has \(books.count) address books; pick one with --collection NAME|HREF "
                + "(nothing was stored)", status: .usage)
        }
        return books[0]
    }

    /// One line a book: chosen mark, display name, href, and what it allows.
    static func listing(_ books: [AddressBookInfo], chosen: AddressBookInfo?) -> String {
        books.map { info in
            var notes: [String] = []
            if info.readOnly { notes.append("read-only") }
            if !info.supportsSyncCollection { notes.append("no sync-collection: each sync lists every card") }
            let mark = info == chosen ? "* " : "  "
            let name = info.displayName ?? "(no name)"
            return mark + name + "  " + info.href + (notes.isEmpty ? "" : "  (" + notes.joined(separator: "; ") + ")")
        }.joined(separator: "\n")
    }
}
