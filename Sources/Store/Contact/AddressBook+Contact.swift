import Contacts

/// The queries of one contact: its detail, finding it by UID.
extension AddressBook {
    /// Contact `id` with its numbers and emails in card order; nil when there is none.
    public func contactDetail(_ id: ContactID) throws -> ContactDetail? {
        let contact = try database.cachedStatement("""
            SELECT uid, given_name, family_name, display_name, organization, note, starred
            FROM contacts WHERE id = ?
            """).first([id]) { row in
            ContactDetail(id: id, uid: row.text(0),
                          name: PersonName(given: row.text(1), family: row.text(2), display: row.text(3)),
                          organization: row.text(4), note: row.text(5), isStarred: row.bool(6))
        }
        guard var contact else { return nil }
        contact.phones = try database.cachedStatement(
            "SELECT label, number FROM phone_numbers WHERE contact_id = ? ORDER BY position")
            .map([id]) { PhoneRecord(label: $0.text(0), number: $0.text(1)) }
        contact.emails = try database.cachedStatement(
            "SELECT label, address FROM emails WHERE contact_id = ? ORDER BY position")
            .map([id]) { EmailRecord(label: $0.text(0), address: $0.text(1)) }
        return contact
    }

    /// The contact with this UID in book `book`, by its unique index.
    package func contactID(uid: String, in book: BookID) throws -> ContactID? {
        try database.cachedStatement("SELECT id FROM contacts WHERE uid = ? AND book_id = ?").first([uid, book]) { $0.int64(0) }
    }

    /// The book contact `id` is in; throws when there is no such contact.
    public func bookID(of id: ContactID) throws -> BookID {
        guard let book = try database.cachedStatement("SELECT book_id FROM contacts WHERE id = ?")
            .first([id], { $0.int64(0) }) else { throw JournalError.noSuchContact(id) }
        return book
    }
}
