import SQLite

/// Removing a book: one journaled change, so one `undo` makes the book
/// again with every contact it held.
extension AddressBook {
    /// Removes the book named `name` and, when `withContacts`, every contact
    /// in it ("remove book work: 3 contacts" in the history); returns how
    /// many contacts went with it. Refused for the default book, and for a
    /// book holding contacts unless `withContacts`.
    @discardableResult
    public func removeBook(_ name: String, withContacts: Bool) throws -> Int {
        let book = try book(named: name)
        guard !book.isDefault else { throw BookError.defaultBook(book.name) }
        let ids = try contactIDs(inBook: book.id)
        guard ids.isEmpty || withContacts else { throw BookError.notEmpty(book.name, contacts: ids.count) }
        let them = ids.count == 1 ? "1 contact" : "\(ids.count) contacts"
        return try change(.remove, summary: "remove book \(book.name)" + (ids.isEmpty ? "" : ": \(them)")) { writer in
            try writer.delete(ids: ids)
            try writer.recorder?.didRemoveBook(book.id, name: book.name)
            try database.cachedStatement("DELETE FROM books WHERE id = ?").run([book.id])
            return ids.count
        }
    }

    /// The ids of the contacts in book `id`, from the book index.
    func contactIDs(inBook id: BookID) throws -> [ContactID] {
        try database.cachedStatement("SELECT id FROM contacts WHERE book_id = ?").map([id]) { $0.int64(0) }
    }
}
