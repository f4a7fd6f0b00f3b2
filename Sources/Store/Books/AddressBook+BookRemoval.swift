import SQLite

/// Removing a book: one journaled change, so one `undo` makes the book
/// again with every contact it held.
extension AddressBook {
    /// Removes the book named `name` and, when `withContacts`, every contact
    /// in it ("remove book work: 3 contacts" in the history); returns how
    /// many contacts went with it. Its group cards go with it too, counted
    /// as no contact (`books` counts none). Refused for the default book,
    /// for a book a service syncs with, and for a book holding contacts
    /// unless `withContacts`.
    @discardableResult
    public func removeBook(_ name: String, withContacts: Bool) throws -> Int {
        let book = try book(named: name)
        try checkRemoval(of: book)
        let cards = try cardsInBook(book.id)
        let contacts = cards.filter { !$0.isGroup }.count
        guard contacts == 0 || withContacts else { throw BookError.notEmpty(book.name, contacts: contacts) }
        let them = contacts == 1 ? "1 contact" : "\(contacts) contacts"
        return try change(.remove, summary: "remove book \(book.name)" + (contacts == 0 ? "" : ": \(them)")) { writer in
            try writer.delete(ids: cards.map(\.id))
            try writer.recorder?.didRemoveBook(book.id, name: book.name)
            try database.cachedStatement("DELETE FROM books WHERE id = ?").run([book.id])
            return contacts
        }
    }

    /// Throws why `book` is never removed, whatever its contacts: it is the
    /// default book, or a service syncs with it. A command checks this
    /// before it asks whether to remove the book's contacts.
    public func checkRemoval(of book: Book) throws {
        guard !book.isDefault else { throw BookError.defaultBook(book.name) }
        // Its contacts are what a sync compares the collection with (the trigger of migration 0034 holds this too).
        let services = try database.cachedStatement("""
            SELECT service, NOT EXISTS (SELECT 1 FROM sync_collections o WHERE o.service = s.service AND o.book_id <> s.book_id)
            FROM sync_collections s WHERE book_id = ? ORDER BY service
            """).map([book.id]) { (service: $0.text(0), onlyThis: $0.bool(1)) }
        guard services.isEmpty else {
            throw BookError.synced(book.name, services: services.map(\.service),
                                   onlyThis: Set(services.filter(\.onlyThis).map(\.service)))
        }
    }

    /// The ids of the cards in book `id`, contacts and group cards, from the book index.
    private func cardsInBook(_ id: BookID) throws -> [(id: ContactID, isGroup: Bool)] {
        try database.cachedStatement("SELECT id, is_group FROM contacts WHERE book_id = ?").map([id]) {
            (id: $0.int64(0), isGroup: $0.bool(1))
        }
    }
}
