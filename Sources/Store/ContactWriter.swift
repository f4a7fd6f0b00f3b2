import Contacts
import SQLite

/// Writes contacts with statements prepared once: the import's hot path.
/// Use it inside `AddressBook.transaction`, so a whole import lands or none of it.
public final class ContactWriter {
    private let database: Database
    private let insertContact: Statement
    private let updateContact: Statement
    private let insertPhone: Statement
    private let insertEmail: Statement
    private let deletePhones: Statement
    private let deleteEmails: Statement
    private let now: Int64
    /// One buffer for every row's text, bound without SQLite copying it.
    private var texts = TextParameters()

    public init(_ book: AddressBook, now: Int64) throws {
        database = book.database
        self.now = now
        insertContact = try database.prepare("""
            INSERT INTO contacts (uid, source, display_name, given_name, family_name, organization, note,
                                  sort_key_family, sort_key_given, search_text, card, content_hash,
                                  created_at, updated_at, id)
            VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?13, ?14)
            """)
        updateContact = try database.prepare("""
            UPDATE contacts SET source = ?2, display_name = ?3, given_name = ?4, family_name = ?5,
                organization = ?6, note = ?7, sort_key_family = ?8, sort_key_given = ?9,
                search_text = ?10, card = ?11, content_hash = ?12, updated_at = ?13
            WHERE id = ?1
            """)
        insertPhone = try database.prepare("""
            INSERT INTO phone_numbers (contact_id, position, label, number, digits_reversed)
            VALUES (?, ?, ?, ?, ?)
            """)
        insertEmail = try database.prepare(
            "INSERT INTO emails (contact_id, position, label, address) VALUES (?, ?, ?, ?)")
        deletePhones = try database.prepare("DELETE FROM phone_numbers WHERE contact_id = ?")
        deleteEmails = try database.prepare("DELETE FROM emails WHERE contact_id = ?")
    }

    /// Adds a new contact; returns its id. Pass `id` to choose it (an
    /// import assigns ids ahead of writing), nil to let SQLite pick.
    @discardableResult
    public func insert(_ record: ContactRecord, keys: ContactKeys? = nil, id: Int64? = nil) throws -> Int64 {
        let keys = keys ?? ContactKeys(record)
        texts.removeAll()
        texts.set(1, record.uid)
        try setContact(record, keys: keys, of: insertContact)
        try insertContact.bind(id.map(SQLiteValue.integer) ?? .null, at: 14)
        try insertContact.bind(record.contentHash, at: 12)
        try insertContact.bind(now, at: 13)
        try insertContact.run(texts)
        let id = database.lastInsertRowID
        try insertChildren(of: id, record, keys: keys)
        return id
    }

    /// Replaces contact `id` with `record`, keeping its star and creation time.
    public func update(id: Int64, with record: ContactRecord, keys: ContactKeys? = nil) throws {
        let keys = keys ?? ContactKeys(record)
        texts.removeAll()
        try setContact(record, keys: keys, of: updateContact)
        try updateContact.bind(id, at: 1)
        try updateContact.bind(record.contentHash, at: 12)
        try updateContact.bind(now, at: 13)
        try updateContact.run(texts)
        try deleteChildren(of: id)
        try insertChildren(of: id, record, keys: keys)
    }

    /// Records that an unchanged contact now comes from `source`.
    public func moveSource(id: Int64, to source: String?) throws {
        try database.cachedStatement("UPDATE contacts SET source = ? WHERE id = ?").run([source, id])
    }

    /// Removes contacts (their numbers and emails go with them).
    /// Numbers and emails are deleted explicitly rather than by the
    /// foreign key's cascade, so this is right with enforcement off too.
    public func delete(ids: some Sequence<Int64>) throws {
        let statement = try database.cachedStatement("DELETE FROM contacts WHERE id = ?")
        for id in ids {
            try deleteChildren(of: id)
            try statement.run([id])
        }
    }

    private func deleteChildren(of id: Int64) throws {
        deletePhones.rewind()
        try deletePhones.bind(id, at: 1)
        try step(deletePhones)
        deleteEmails.rewind()
        try deleteEmails.bind(id, at: 1)
        try step(deleteEmails)
    }

    /// The text columns shared by insert and update: parameters 2 to 11.
    private func setContact(_ record: ContactRecord, keys: ContactKeys, of statement: Statement) throws {
        // NULL is not text: a missing source is bound on the statement itself,
        // replacing whatever the previous row left in parameter 2.
        if let source = record.source { texts.set(2, source) } else { try statement.bind(.null, at: 2) }
        texts.set(3, record.displayName)
        texts.set(4, record.givenName)
        texts.set(5, record.familyName)
        texts.set(6, record.organization)
        texts.set(7, record.note)
        texts.set(8, keys.familyFirst.rawValue)
        texts.set(9, keys.givenFirst.rawValue)
        texts.set(10, keys.searchText)
        // The card as raw bytes: it may be Latin-1 or broken UTF-8, and must come back unchanged.
        texts.set(11, utf8: record.card)
    }

    private func insertChildren(of id: Int64, _ record: ContactRecord, keys: ContactKeys) throws {
        for (position, phone) in record.phones.enumerated() {
            texts.removeAll()
            texts.set(3, phone.label)
            texts.set(4, phone.displayNumber)
            texts.set(5, keys.phoneDigits[position].reversed)
            try insertPhone.bind(id, at: 1)
            try insertPhone.bind(Int64(position), at: 2)
            try insertPhone.run(texts)
        }
        for (position, email) in record.emails.enumerated() {
            texts.removeAll()
            texts.set(3, email.label)
            texts.set(4, email.address)
            try insertEmail.bind(id, at: 1)
            try insertEmail.bind(Int64(position), at: 2)
            try insertEmail.run(texts)
        }
    }

    private func step(_ statement: Statement) throws {
        defer { statement.rewind() }
        while try statement.step() {}
    }
}

extension AddressBook {
    /// Every stored UID with its content hash, id and source: read once per
    /// import, so deciding insert, update or skip needs no query per card.
    public func forEachStoredVersion(_ body: (String, StoredContactVersion) throws -> Void) throws {
        try database.prepare("SELECT uid, id, content_hash, source FROM contacts").forEachRow { row in
            try body(row.text(0), StoredContactVersion(
                id: row.int64(1), contentHash: row.int64(2), source: row.optionalText(3)))
        }
    }

    /// How many contacts the book holds.
    public func contactCount() throws -> Int {
        guard case let .integer(count) = try database.scalar("SELECT count(*) FROM contacts") else { return 0 }
        return Int(count)
    }

    /// The id the next inserted contact may take.
    public func nextContactID() throws -> Int64 {
        guard case let .integer(max) = try database.scalar("SELECT max(id) FROM contacts") else { return 1 }
        return max + 1
    }

    /// The original card text of every contact, in list order, for export.
    public func forEachCard(_ body: (UnsafeRawBufferPointer) throws -> Void) throws {
        try database.prepare("SELECT card FROM contacts ORDER BY sort_key_family, id").forEachRow { row in
            try row.withTextBytes(0, body)
        }
    }
}
