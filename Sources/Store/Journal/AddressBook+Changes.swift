import SQLite

/// The journaled writes of single contacts: each is one transaction
/// together with its journal entry, so `undo` can revert it.
extension AddressBook {
    /// Adds `record` as a new contact of book `book` (the default book when
    /// nil; "add NAME" in the history), and writes the group cards its
    /// groups change (of that book), in the same entry; returns its id.
    public func add(_ record: ContactRecord, to book: BookID? = nil,
                    groupCards: GroupCardWrites = GroupCardWrites()) throws -> ContactID {
        try change(.add, summary: "add \(record.displayName)", into: book) { writer in
            let id = try insert(record, by: writer)
            try write(groupCards, with: writer)
            return id
        }
    }

    /// Puts `record` in place of contact `id` ("edit NAME"): its card, rows
    /// and UID; the contact keeps its id, star, creation time and source.
    /// The group cards its groups change are written in the same entry, a
    /// new one into the contact's book.
    public func replace(_ id: ContactID, with record: ContactRecord,
                        groupCards: GroupCardWrites = GroupCardWrites()) throws {
        try change(.edit, summary: "edit \(record.displayName)", into: try bookID(of: id)) { writer in
            try replace(id, with: record, by: writer)
            try write(groupCards, with: writer)
        }
    }

    /// `add`'s write of one new contact into the writer's book, refused
    /// when a contact there has its UID.
    @discardableResult
    private func insert(_ record: ContactRecord, by writer: ContactWriter) throws -> ContactID {
        guard try contactID(uid: record.uid, in: writer.bookID) == nil else { throw JournalError.uidInUse(record.uid) }
        return try writer.insert(record)
    }

    /// `replace`'s write of one contact, its UID checked and its source kept.
    private func replace(_ id: ContactID, with record: ContactRecord, by writer: ContactWriter) throws {
        try checkUID(of: record, isFreeFor: id)
        var record = record
        record.source = try sourcePath(of: id)
        try writer.replace(id: id, with: record)
    }

    /// Writes new group cards, into the writer's book, and the ones changed.
    private func write(_ groupCards: GroupCardWrites, with writer: ContactWriter) throws {
        for (id, record) in groupCards.replaced { try replace(id, with: record, by: writer) }
        for record in groupCards.added { try insert(record, by: writer) }
    }

    /// Puts each record in place of its contact as `replace` does, all as
    /// one entry (`summary` in the history).
    public func replace(_ replacements: [(id: ContactID, record: ContactRecord)], summary: String) throws {
        try change(.edit, summary: summary) { writer in
            for (id, record) in replacements { try replace(id, with: record, by: writer) }
        }
    }

    /// Removes the contacts `ids`, as one entry ("remove Grace Hopper",
    /// "remove 3 contacts: …"); an id with no contact is passed over.
    public func remove(_ ids: [ContactID]) throws {
        let names = try ids.compactMap { try displayName(of: $0) }
        try change(.remove, summary: "remove " + Self.listing(names)) { writer in
            try writer.delete(ids: ids)
        }
    }

    /// Stars or unstars contact `id` ("star NAME"); false when there is no
    /// such contact. A star already as asked changes nothing and is not journaled.
    @discardableResult
    public func setStarred(_ starred: Bool, contact id: ContactID) throws -> Bool {
        guard let current = try database.cachedStatement("SELECT starred, display_name FROM contacts WHERE id = ?")
            .first([id], { (starred: $0.bool(0), name: $0.text(1)) }) else { return false }
        guard current.starred != starred else { return true }
        return try change(starred ? .star : .unstar, summary: "\(starred ? "star" : "unstar") \(current.name)") {
            try $0.setStarred(starred, id: id)
        }
    }

    /// Throws `JournalError.uidInUse` when another contact of contact `id`'s book has `record`'s UID.
    package func checkUID(of record: ContactRecord, isFreeFor id: ContactID) throws {
        if let holder = try contactID(uid: record.uid, in: bookID(of: id)), holder != id {
            throw JournalError.uidInUse(record.uid)
        }
    }

    /// Runs `body` with a writer whose changes are one journal entry of
    /// `kind`, in one transaction, adding contacts to book `book` (the
    /// default book when nil); an entry that changed nothing is dropped.
    package func change<T>(_ kind: ChangeKind, summary: String, into book: BookID? = nil,
                           _ body: (ContactWriter) throws -> T) throws -> T {
        let now = clock()
        return try transaction {
            let recorder = try ChangeRecorder(database, kind: kind, now: now)
            let writer = try ContactWriter(self, now: now, into: book)
            writer.recorder = recorder
            let result = try body(writer)
            try recorder.finish(summary: summary, bounds: try appSettings().journalBounds)
            return result
        }
    }

    package func displayName(of id: ContactID) throws -> String? {
        try database.cachedStatement("SELECT display_name FROM contacts WHERE id = ?").first([id]) { $0.text(0) }
    }

    /// "Grace Hopper"; "3 contacts: Ada Lovelace, Alan Turing, Grace Hopper";
    /// past three names, "… and 2 more".
    static func listing(_ names: [String]) -> String {
        guard names.count > 1 else { return names.first ?? "nothing" }
        let shown = names.prefix(3).joined(separator: ", ")
        let more = names.count > 3 ? " and \(names.count - 3) more" : ""
        return "\(names.count) contacts: \(shown)\(more)"
    }
}

/// The group cards a change of a contact's groups writes beside the
/// contact, in its journal entry: new ones, and ones whose member lines changed.
public struct GroupCardWrites: Sendable {
    public var added: [ContactRecord]
    public var replaced: [(id: ContactID, record: ContactRecord)]

    public init(added: [ContactRecord] = [], replaced: [(id: ContactID, record: ContactRecord)] = []) {
        self.added = added
        self.replaced = replaced
    }

    public var isEmpty: Bool { added.isEmpty && replaced.isEmpty }
}
