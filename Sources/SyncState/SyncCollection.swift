import Store

/// A remote address book a connected service syncs (a CardDAV collection,
/// or a vdir's folder), the book here it syncs with, and where its change
/// feed stands (migration 0034). Every card's state, conflict and refusal
/// of a sync is its collection's.
public struct SyncCollection: Sendable, Equatable {
    public var id: Int64
    public var service: String
    /// The collection: an absolute URL as discovery found it, or a vdir's folder.
    public var url: String
    /// Its display name, when it has one.
    public var name: String?
    /// The book here it syncs with, and that book's name.
    public var book: BookID
    public var bookName: String
    /// The sync-token after the last complete sync; nil before one.
    public var token: String?
    /// When its last sync finished (Unix seconds).
    public var lastSyncedAt: Int64?
    /// Whether the database holds more than one book, so that a message
    /// names the book (`label`), as `list` names a contact's book only then.
    public var namesBook: Bool

    public init(id: Int64, service: String, url: String, name: String?, book: BookID, bookName: String,
                token: String? = nil, lastSyncedAt: Int64? = nil, namesBook: Bool = false) {
        self.id = id
        self.service = service
        self.url = url
        self.name = name
        self.book = book
        self.bookName = bookName
        self.token = token
        self.lastSyncedAt = lastSyncedAt
        self.namesBook = namesBook
    }

    /// What the summary line, the journal and every message call it: the
    /// service, "dav", and where the database holds several books the book
    /// here too, "dav → work".
    public var label: String {
        namesBook ? "\(service) → \(bookName)" : service
    }

    /// The collection's display name, else its URL.
    public var shownName: String { name ?? url }

    /// Whether it is a vdir's folder: its URL is the folder's absolute
    /// path, where a server's collection has an absolute URL.
    public var isFolder: Bool { url.hasPrefix("/") }

    /// The other side of its sync, as every message names it: "the folder"
    /// for a vdir's, "the server" for a CardDAV address book.
    public var otherSide: String { Self.otherSide(isFolder: isFolder) }

    /// `otherSide` for a collection that is a vdir's folder, or a server's address book.
    public static func otherSide(isFolder: Bool) -> String { isFolder ? "the folder" : "the server" }

    /// Where its cards are, as a message says it: "in the folder" or "on the server".
    public var there: String { (isFolder ? "in " : "on ") + otherSide }
}

/// What mapping a collection to a book did to the service's collections.
public enum CollectionMapping: Sendable, Equatable {
    /// A collection not synced before: its first sync links and copies.
    case added
    /// The collection already synced with that book: its state is kept.
    case kept
    /// The collection synced with another book: its state is forgotten, and
    /// its next sync is a first one with the new book.
    case moved(fromBook: String)
}

/// Why a collection cannot be mapped or unmapped, worded for a person.
public enum CollectionMappingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The service syncs another of its collections with this book already.
    case bookTaken(service: String, book: String, collection: String)
    /// No collection of the service syncs with that book, or has that name.
    case noSuchMapping(service: String, what: String)
    /// The last collection of a service: disconnecting it is the way.
    case lastCollection(service: String)

    public var description: String {
        switch self {
        case let .bookTaken(service, book, collection):
            return "the book \"\(book)\" syncs with \(service)'s \"\(collection)\" already; a book syncs with one "
                + "address book of a service (give another --to, or run "
                + "`phonebook disconnect \(service) --book \(BookName.shellWord(book))` first)"
        case let .noSuchMapping(service, what):
            return "\(service) syncs no address book \(what) (see `phonebook books` or `phonebook sync status \(service)`)"
        case let .lastCollection(service):
            return "that is the only address book \(service) syncs; `phonebook disconnect \(service)` forgets the service"
        }
    }
}
