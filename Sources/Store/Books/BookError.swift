/// Why a book could not be found, made, renamed or removed, worded for a person.
public enum BookError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No book has this name; `suggestions` are the nearest names.
    case noSuchBook(String, suggestions: [String])
    /// Not a book's name (see `BookName`).
    case invalidName(String)
    /// Another book has this name.
    case nameTaken(String)
    /// The default book is never removed.
    case defaultBook(String)
    /// The book holds contacts, and the removal was not confirmed.
    case notEmpty(String, contacts: Int)
    /// An undo would make a book again under a name another book has now.
    case nameTakenAtUndo(String)
    /// A contact moved or copied to `book` would share its UID with one there.
    case uidInBook(String, book: String)
    /// A connected service syncs an address book with this book (`services`,
    /// sorted); those in `onlyThis` sync no other book, so they are disconnected whole.
    case synced(String, services: [String], onlyThis: Set<String>)

    public var description: String {
        switch self {
        case let .noSuchBook(name, suggestions):
            let message = "no book \"\(name)\""
            guard let first = suggestions.first else { return message + " (see phonebook books)" }
            return message + "; did you mean \"\(first)\"?"
        case let .invalidName(name):
            return "\"\(name)\" is not a book name: 1 to \(BookName.maximumLength) characters, "
                + "no control characters, no space at either end, not starting with '-'"
        case let .nameTaken(name):
            return "a book named \"\(name)\" exists already"
        case let .defaultBook(name):
            return "\"\(name)\" is the default book, which cannot be removed"
        case let .notEmpty(name, contacts):
            let them = contacts == 1 ? "1 contact" : "\(contacts) contacts"
            return "the book \"\(name)\" holds \(them); give --yes to remove it with them"
        case let .uidInBook(uid, book):
            return "the book \"\(book)\" holds a contact with the UID \(uid) already; nothing was changed"
        case let .synced(name, services, onlyThis):
            let commands = services.map {
                onlyThis.contains($0) ? "`phonebook disconnect \($0)`"
                    : "`phonebook disconnect \($0) --book \(BookName.shellWord(name))`"
            }
            return "the book \"\(name)\" cannot be removed while \(services.joined(separator: " and ")) "
                + (services.count == 1 ? "syncs" : "sync") + " with it: run \(commands.joined(separator: " and ")) first"
        case let .nameTakenAtUndo(name):
            return "cannot bring the book \"\(name)\" back: another book has that name now; rename it first"
        }
    }
}
