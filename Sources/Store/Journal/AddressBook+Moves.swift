import SQLite

/// Contacts moved or copied to another book, each call one journal entry.
extension AddressBook {
    /// Moves the contacts `ids` into book `book` ("move Grace Hopper to
    /// work"), their former keys along; a contact there already is passed
    /// over. Refused, changing nothing, when `book` holds another contact
    /// with one's UID. Returns how many moved.
    @discardableResult
    public func move(_ ids: [ContactID], to book: Book) throws -> Int {
        let moving = try ids.filter { try bookID(of: $0) != book.id }
        let names = try moving.compactMap { try displayName(of: $0) }
        return try change(.edit, summary: "move \(Self.listing(names)) to \(book.name)", into: book.id) { writer in
            for id in moving {
                try checkUIDIsFree(of: id, in: book)
                try writer.recorder?.willChange(id)
                try database.cachedStatement("UPDATE contacts SET book_id = ? WHERE id = ?").run([book.id, id])
                try database.cachedStatement("UPDATE OR REPLACE former_keys SET book_id = ? WHERE contact_id = ?")
                    .run([book.id, id])
            }
            return moving.count
        }
    }

    /// Copies the contacts `ids` into book `book` ("copy Grace Hopper to
    /// work"): each a new contact with the same card and UID, numbers,
    /// emails, star, source and import memory. Refused, changing nothing,
    /// when `book` holds a contact with one's UID (the contact itself, or
    /// a copy made before). Returns the new contacts' ids.
    @discardableResult
    public func copy(_ ids: [ContactID], to book: Book) throws -> [ContactID] {
        let names = try ids.map { id -> String in
            guard let name = try displayName(of: id) else { throw JournalError.noSuchContact(id) }
            return name
        }
        return try change(.add, summary: "copy \(Self.listing(names)) to \(book.name)", into: book.id) { writer in
            var copies: [ContactID] = []
            var columns = ContactSnapshot.CurrentColumns()
            let keysTaken = Set(try database.cachedStatement("SELECT key FROM former_keys WHERE book_id = ?")
                .map([book.id]) { $0.blob(0) })
            for id in ids {
                try checkUIDIsFree(of: id, in: book)
                guard let snapshot = try ContactSnapshot.capture(id, from: database) else {
                    throw JournalError.noSuchContact(id)
                }
                let copy = try Self.nextContactID(in: database)
                try snapshot.copied(as: copy, into: book.id, now: writer.now, keysTaken: keysTaken)
                    .restore(in: database, columns: &columns)
                writer.recorder?.didCreate(copy)
                copies.append(copy)
            }
            return copies
        }
    }

    /// Throws `BookError.uidInBook` when `book` holds a contact with contact `id`'s UID.
    private func checkUIDIsFree(of id: ContactID, in book: Book) throws {
        guard let uid = try database.cachedStatement("SELECT uid FROM contacts WHERE id = ?").first([id], { $0.text(0) })
        else { throw JournalError.noSuchContact(id) }
        if try contactID(uid: uid, in: book.id) != nil { throw BookError.uidInBook(uid, book: book.name) }
    }
}
