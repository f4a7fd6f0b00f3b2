import Accounts
import DAV
import Reporting
import SharedOptions
import Store

/// A remote address book to sync, and the book here it syncs with (made
/// when there is none).
struct CollectionChoice: Equatable {
    /// The collection: an absolute URL as discovery found it, or a vdir's folder.
    var url: String
    var name: String?
    var book: String
}

extension CollectionChoice {
    init(_ info: AddressBookInfo, book: String) {
        self.init(url: info.url, name: info.displayName, book: book)
    }
}

/// Which of the discovered address books `connect` syncs: those
/// --collection names by display name, href or URL, each with the book its
/// --to names; or the only one; never a guess.
enum BookChoice {
    /// The address books `pairs` name, each with its book (the default book without one).
    static func named(_ pairs: [(collection: String, book: String?)], in books: [AddressBookInfo],
                      defaultBook: String) throws -> [CollectionChoice] {
        try pairs.map { pair in CollectionChoice(try find(pair.collection, in: books), book: pair.book ?? defaultBook) }
    }

    /// The address book `wanted` names: its display name, href or URL
    /// exactly, else its display name in any case. A usage error listing them all
    /// when none or several match.
    static func find(_ wanted: String, in books: [AddressBookInfo]) throws -> AddressBookInfo {
        let matches = books.filter { $0.displayName == wanted || $0.href == wanted || $0.url == wanted }
        let match = matches.count == 1 ? matches : books.filter { $0.displayName?.lowercased() == wanted.lowercased() }
        guard match.count == 1 else {
            StandardOutput.write(listing(books))
            throw CommandFailure(message: "\(match.isEmpty ? "no" : "more than one") address book matches "
                + "--collection \(wanted); give a display name or href from the list above", status: .usage)
        }
        return match[0]
    }

    /// The address book to sync when none is named and none synced yet: the
    /// only one, with the default book; with several, those a terminal
    /// chooses; else they are listed and nothing is stored (exit 64).
    static func first(of books: [AddressBookInfo], service: ServiceName, server: String, in book: AddressBook) throws
        -> [CollectionChoice] {
        guard !books.isEmpty else {
            throw CommandFailure(message: "\(server) has no address book for this account; "
                + "create one with another client, or connect with --no-discover", status: .failure)
        }
        let defaultBook = try book.defaultBook().name
        if books.count == 1 { return [CollectionChoice(books[0], book: defaultBook)] }
        if CollectionPrompt.isPossible {
            return try CollectionPrompt.ask(books, service: service, defaultBook: defaultBook)
        }
        StandardOutput.write(listing(books))
        throw CommandFailure(message: "\(service) has \(books.count) address books; pick those to sync with "
            + "--collection NAME|HREF --to BOOK, once for each (nothing was stored)", status: .usage)
    }

    /// One line a book: `* ` when synced, display name, href, `→ BOOK` (the
    /// book here it syncs with), and what it allows.
    static func listing(_ books: [AddressBookInfo], syncs: [String: String] = [:]) -> String {
        books.map { info in
            var notes: [String] = []
            if info.readOnly { notes.append("read-only") }
            if !info.supportsSyncCollection { notes.append("no sync-collection: each sync lists every card") }
            let synced = syncs[info.url]
            let name = info.displayName ?? "(no name)"
            return (synced == nil ? "  " : "* ") + name + "  " + info.href + (synced.map { "  → \($0)" } ?? "")
                + (notes.isEmpty ? "" : "  (" + notes.joined(separator: "; ") + ")")
        }.joined(separator: "\n")
    }
}
