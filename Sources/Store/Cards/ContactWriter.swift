import Contacts
import SQLite

/// Writes contacts with statements prepared once: the import's hot path.
/// Use it inside `AddressBook.transaction`, or take the one
/// `AddressBook.importing` hands out, so a whole import lands or none of it.
///
/// `insert` and every other change write through; `enqueue`, on an import's
/// writer only, gathers rows and writes them several to a statement (see
/// `BatchedInsert`) until `flush`.
public final class ContactWriter {
    let database: Database
    /// True for the writer of `AddressBook.importing`, whose scope has
    /// foreign-key checks off: only there may rows reach their tables out of order.
    private let enqueues: Bool
    private let insertContact: Statement
    private let updateContact: Statement
    private let contactRows: BatchedInsert
    /// Its numbers, emails, categories and members.
    private let children: ContactChildRows
    let now: Int64
    /// The book a new contact goes into (an update leaves a contact's book as it is).
    public let bookID: BookID
    private var sources = SourceNumbers()
    /// A written-through contact's parameters, bound without SQLite copying them.
    private var contactValues = PendingRows(columns: 17)
    private var insertValues = PendingRows(columns: 19)
    /// The journal entry of the change this writer carries out, told of each
    /// contact before it changes; nil for a write nobody can undo (tests' set-up).
    var recorder: ChangeRecorder?
    /// An import's way to turn into a bulk write once it has written many
    /// contacts (`AddressBook.importing`); nil for every other write.
    var turningBulk: TurningBulk?
    /// Contacts inserted or updated so far.
    private var contactsWritten = 0

    /// When and how a writer's import turns bulk: asked when `after`
    /// contacts have been written (with nothing pending), `turn` either
    /// turns it, answering nil, or answers the count to ask again at.
    struct TurningBulk {
        var after: Int
        let turn: (_ written: Int) throws -> Int?
    }

    /// A writer whose every change writes through, stamped `now`, adding
    /// contacts to book `into` (the default book when nil).
    public convenience init(_ book: AddressBook, now: Int64, into bookID: BookID? = nil) throws {
        try self.init(book, now: now, enqueues: false, into: bookID)
    }

    init(_ book: AddressBook, now: Int64, enqueues: Bool, into bookID: BookID? = nil) throws {
        database = book.database
        self.now = now
        self.enqueues = enqueues
        self.bookID = try bookID ?? book.defaultBookID()
        insertContact = try database.prepare("""
            INSERT INTO contacts (uid, source_id, display_name, given_name, family_name, organization, note,
                                  sort_key_family, sort_key_given, search_text, search_details, card, content_hash,
                                  created_at, updated_at, is_group, imported_hash, id, letters, book_id)
            VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?14, ?15, ?16, ?17, ?18, ?19)
            """)
        // ?16 is the card's hash when it was just imported from its source,
        // which then becomes the contact's source and base; NULL keeps both.
        // A group card is never among the Favorites.
        updateContact = try database.prepare("""
            UPDATE contacts SET source_id = CASE WHEN ?16 IS NULL THEN source_id ELSE ?2 END,
                display_name = ?3, given_name = ?4, family_name = ?5,
                organization = ?6, note = ?7, sort_key_family = ?8, sort_key_given = ?9,
                search_text = ?10, search_details = ?11, card = ?12, content_hash = ?13, updated_at = ?14,
                is_group = ?15, starred = starred AND NOT ?15,
                imported_hash = coalesce(?16, imported_hash), letters = ?17
            WHERE id = ?1
            """)
        contactRows = try BatchedInsert(database, table: "contacts", columns: [
            "id", "uid", "source_id", "display_name", "given_name", "family_name", "organization", "note",
            "sort_key_family", "sort_key_given", "search_text", "search_details", "card", "content_hash", "created_at",
            "updated_at", "is_group", "imported_hash", "letters", "book_id",
        ])
        children = try ContactChildRows(database)
    }

    /// Adds a new contact now, under the next free id (never one the
    /// journal remembers: see `AddressBook.nextContactID`); returns the id.
    /// A record with a source was imported from it: its card is that
    /// source's base (see `update`); one without is made here and has none.
    @discardableResult
    public func insert(_ record: ContactRecord, keys: ContactKeys? = nil) throws -> Int64 {
        try flush()
        let keys = keys ?? ContactKeys(record)
        let source = try sourceID(record.source)
        let id = try AddressBook.nextContactID(in: database)
        insertValues.removeAll()
        insertValues.add(record.uid)
        Self.add(record, keys: keys, source: source, now: now, to: &insertValues)
        insertValues.add(record.isGroup ? 1 : 0)
        Self.addImportedHash(of: record, to: &insertValues)
        insertValues.add(id)
        insertValues.add(keys.letters)
        insertValues.add(bookID)
        try insertContact.run(insertValues)
        recorder?.didCreate(id)
        try children.add(of: id, record, keys: keys)
        try flush()
        return id
    }

    /// Adds a new contact under `id` (a free one: see
    /// `AddressBook.nextContactID`), written with the next full batch of
    /// rows or at `flush()`. Its numbers and emails may reach their tables
    /// before it does, so only the writer of `AddressBook.importing` enqueues.
    public func enqueue(_ record: ContactRecord, keys: ContactKeys, id: Int64) throws {
        precondition(enqueues, "enqueue only on the writer of AddressBook.importing")
        try willWriteContact()
        let now = self.now, bookID = self.bookID
        let source = try sourceID(record.source)
        try contactRows.addRow { row in
            row.add(id)
            row.add(record.uid)
            Self.add(record, keys: keys, source: source, now: now, to: &row)
            row.add(now)  // updated_at
            row.add(record.isGroup ? 1 : 0)
            Self.addImportedHash(of: record, to: &row)
            row.add(keys.letters)
            row.add(bookID)
        }
        recorder?.didCreate(id)
        try children.add(of: id, record, keys: keys)
    }

    /// Writes every contact, number and email enqueued so far; the import
    /// scope calls it when its body returns.
    func flush() throws {
        try contactRows.flush()
        try children.flush()
    }

    /// Replaces contact `id` with `record`, keeping its star and creation time.
    ///
    /// `imported`: `record` is the card just imported from `record.source`,
    /// which becomes the contact's source, and the card that source's base
    /// (`contacts.imported_hash`, for the three-way rule of re-imports).
    /// Otherwise (an edit here, a re-reading) the source and base are kept,
    /// so the next import of the file sees the edit as made here.
    public func update(id: Int64, with record: ContactRecord, keys: ContactKeys? = nil,
                       imported: Bool = false) throws {
        try willWriteContact()
        try flush()
        try recorder?.willChange(id)
        let keys = keys ?? ContactKeys(record)
        let source = try sourceID(record.source)
        contactValues.removeAll()
        contactValues.add(id)
        Self.add(record, keys: keys, source: source, now: now, to: &contactValues)
        contactValues.add(record.isGroup ? 1 : 0)
        if imported, source != nil { contactValues.add(record.contentHash) } else { contactValues.addNull() }
        contactValues.add(keys.letters)
        try updateContact.run(contactValues)
        try children.delete(of: id)
        try children.add(of: id, record, keys: keys)
        try flush()
    }

    /// Removes contacts (their numbers, emails and import memory go with
    /// them). Those are deleted explicitly rather than by the foreign key's
    /// cascade, so this is right with enforcement off too.
    public func delete(ids: some Sequence<Int64>) throws {
        try flush()
        let statement = try database.cachedStatement("DELETE FROM contacts WHERE id = ?")
        let bases = try database.cachedStatement("DELETE FROM import_bases WHERE contact_id = ?")
        let formerKeys = try database.cachedStatement("DELETE FROM former_keys WHERE contact_id = ?")
        for id in ids {
            try recorder?.willChange(id)
            try children.delete(of: id)
            try bases.run([id])
            try formerKeys.run([id])
            try statement.run([id])
        }
    }

    /// Replaces contact `id` with `record` as `update` does, and takes the
    /// record's UID too (an edit may give a UID-less card its first).
    public func replace(id: Int64, with record: ContactRecord) throws {
        try update(id: id, with: record)
        try database.cachedStatement("UPDATE contacts SET uid = ?1 WHERE id = ?2 AND uid IS NOT ?1").run([record.uid, id])
    }

    /// Stars or unstars contact `id`; false when there is no such contact.
    @discardableResult
    public func setStarred(_ starred: Bool, id: Int64) throws -> Bool {
        try flush()
        try recorder?.willChange(id)
        try database.cachedStatement("UPDATE contacts SET starred = ? WHERE id = ?").run([starred, id])
        return database.changes > 0
    }

    /// The number of the source named `path`, recorded the first time it is seen.
    func sourceID(_ path: String?) throws -> Int64? {
        try sources.id(of: path, in: database)
    }

    /// Counts a contact about to be written, and asks `turningBulk` when
    /// its count comes, with every row enqueued so far written first: the
    /// indexes and triggers the rows meet change under them.
    private func willWriteContact() throws {
        contactsWritten += 1
        guard var turning = turningBulk, contactsWritten >= turning.after else { return }
        try flush()
        if let next = try turning.turn(contactsWritten) {
            turning.after = next
            turningBulk = turning
        } else {
            turningBulk = nil
        }
    }

    /// The columns every way of writing a contact shares, in the order of
    /// the statements' parameters 2 to 14: source, names, note, keys, card,
    /// hash, and the time of writing.
    private static func add(_ record: ContactRecord, keys: ContactKeys, source: Int64?, now: Int64,
                            to row: inout PendingRows) {
        if let source { row.add(source) } else { row.addNull() }
        row.add(record.displayName)
        row.add(record.givenName)
        row.add(record.familyName)
        row.add(record.organization)
        row.add(record.note)
        row.add(keys.familyFirst.rawValue)
        row.add(keys.givenFirst.rawValue)
        row.add(keys.searchText)
        row.add(keys.searchDetails)
        // The card as raw bytes: it may be Latin-1 or broken UTF-8, and must come back unchanged.
        row.add(utf8: record.card)
        row.add(record.contentHash)
        row.add(now)
    }

    /// `imported_hash` of a new contact: an imported card is its own base.
    private static func addImportedHash(of record: ContactRecord, to row: inout PendingRows) {
        if record.source != nil { row.add(record.contentHash) } else { row.addNull() }
    }
}
