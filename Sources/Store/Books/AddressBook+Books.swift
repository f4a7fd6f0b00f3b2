import Contacts
import SQLite

/// The books of the database (migration 0033): listed, found by name,
/// made and renamed. Removing one is a journaled change (`AddressBook+BookRemoval`).
extension AddressBook {
    /// Every book with how many contacts it holds (no group card: a range
    /// of the book index), the default first, then by name.
    public func books() throws -> [Book] {
        try database.cachedStatement("""
            SELECT b.id, b.name, b.is_default,
                   (SELECT count(*) FROM contacts WHERE book_id = b.id AND \(ContactSQL.personKey("sort_key_family")))
            FROM books b ORDER BY b.is_default DESC, b.name
            """).map { Book(id: $0.int64(0), name: $0.text(1), isDefault: $0.bool(2), contacts: $0.int(3)) }
    }

    /// How many books the database holds.
    public func bookCount() throws -> Int {
        try database.cachedStatement("SELECT count(*) FROM books").first { $0.int(0) } ?? 1
    }

    /// Each book's name by its id: what a listing of several books shows beside an entry.
    public func bookNames() throws -> [BookID: String] {
        var names: [BookID: String] = [:]
        try database.cachedStatement("SELECT id, name FROM books").forEachRow { names[$0.int64(0)] = $0.text(1) }
        return names
    }

    /// The book named `name` (its count left 0): composed (`BookName`), or
    /// byte for byte as typed, which finds a name a database holds
    /// decomposed; `BookError.noSuchBook`, with the nearest name, when there is none.
    public func book(named name: String) throws -> Book {
        let found = try database.cachedStatement("""
            SELECT id, name, is_default FROM books WHERE name IN (?1, ?2) ORDER BY name = ?2 DESC LIMIT 1
            """).first([BookName.normalized(name), name]) { Book(id: $0.int64(0), name: $0.text(1), isDefault: $0.bool(2)) }
        if let found { return found }
        let names = try database.cachedStatement("SELECT name FROM books").map { $0.text(0) }
        throw BookError.noSuchBook(name, suggestions: NearestName.to(name, among: names).map { [$0] } ?? [])
    }

    /// The default book, where a write that names no book goes.
    public func defaultBook() throws -> Book {
        try database.cachedStatement("SELECT id, name FROM books WHERE is_default = 1")
            .first { Book(id: $0.int64(0), name: $0.text(1), isDefault: true) }
            ?? Book(id: Self.firstBook, name: "default", isDefault: true)
    }

    /// The default book's id.
    public func defaultBookID() throws -> BookID {
        try database.cachedStatement("SELECT id FROM books WHERE is_default = 1").first { $0.int64(0) } ?? Self.firstBook
    }

    /// The book migration 0033 made default, which every older contact is in.
    static let firstBook: BookID = 1

    /// Makes an empty book named `name`.
    @discardableResult
    public func createBook(_ name: BookName) throws -> Book {
        try transaction {
            guard try bookID(named: name.rawValue) == nil else { throw BookError.nameTaken(name.rawValue) }
            try database.cachedStatement("INSERT INTO books (name) VALUES (?)").run([name.rawValue])
            return Book(id: database.lastInsertRowID, name: name.rawValue, isDefault: false)
        }
    }

    /// Gives the book named `old` the name `new`; its contacts stay as they are.
    public func renameBook(_ old: String, to new: BookName) throws {
        try transaction {
            let book = try book(named: old)
            guard new.rawValue != old else { return }
            guard try bookID(named: new.rawValue) == nil else { throw BookError.nameTaken(new.rawValue) }
            try database.cachedStatement("UPDATE books SET name = ? WHERE id = ?").run([new.rawValue, book.id])
        }
    }

    /// The book a read of `book` must be limited to: nil when it holds every
    /// card of the database (the only book, or the others empty), so such a
    /// read costs what a read of every book does. Two seeks of the book
    /// index. A group card counts: a read of a group's members must leave
    /// out another book's group cards of that name.
    public func bookFilter(_ book: BookID) throws -> BookID? {
        let others = try database.cachedStatement("""
            SELECT EXISTS (SELECT 1 FROM contacts WHERE book_id < ?1) OR EXISTS (SELECT 1 FROM contacts WHERE book_id > ?1)
            """).first([book]) { $0.bool(0) } ?? false
        return others ? book : nil
    }

    /// How many books hold at least one contact (a group card is none): a
    /// listing of every book shows each entry's book when this is more than
    /// one. A seek a book.
    public func booksHoldingContacts() throws -> Int {
        try database.cachedStatement("""
            SELECT count(*) FROM books b
            WHERE EXISTS (SELECT 1 FROM contacts WHERE book_id = b.id AND \(ContactSQL.personKey("sort_key_family")))
            """).first { $0.int(0) } ?? 0
    }

    /// The contacts (no group card) whose UID a contact of another book
    /// shares, by UID, each with its book's name: a folder of one file a
    /// UID (`export --vdir`) cannot hold both.
    public func contactsSharingUIDs() throws -> [String: [(id: ContactID, book: String)]] {
        var shared: [String: [(id: ContactID, book: String)]] = [:]
        try database.cachedStatement("""
            SELECT c.uid, c.id, b.name FROM contacts c JOIN books b ON b.id = c.book_id
            WHERE c.is_group = 0 AND c.uid IN (SELECT uid FROM contacts WHERE is_group = 0 GROUP BY uid HAVING count(*) > 1)
            ORDER BY c.uid, b.is_default DESC, b.name
            """).forEachRow { shared[$0.text(0), default: []].append((ContactID($0.int64(1)), $0.text(2))) }
        return shared
    }

    func bookID(named name: String) throws -> BookID? {
        try database.cachedStatement("SELECT id FROM books WHERE name = ?").first([BookName.normalized(name)]) { $0.int64(0) }
    }
}
