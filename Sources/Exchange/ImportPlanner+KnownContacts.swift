import Store

/// What the planner knows of each contact, and the book's contacts loaded into that form.
extension ImportPlanner {
    /// Kept small on purpose: there is one per contact in the book, and
    /// at 100k contacts every byte here is 100 KB of resident memory.
    struct KnownContact: Sendable {
        var id: Int64
        /// The hash stored before this import (valid when `wasStored`).
        var storedHash: Int64
        var currentHash: Int64
        /// Index into `sources`; -1 for none.
        var source: Int32
        /// Where this import first saw it: index into `inputs` (-1: not yet) and line.
        var seenInput: Int32 = -1
        var seenLine: Int32 = 0
        var wasStored: Bool
        /// Which hash is the card last imported from `source`, its base (see
        /// `SourceBases`): said in a byte, for the reason above.
        var base: BaseHash = .none
        var outcome: Outcome?
    }

    /// Which hash is a contact's base for its own source.
    enum BaseHash: UInt8, Sendable {
        /// None: made here.
        case none
        /// `storedHash`: not edited since its import, nearly every contact.
        case stored
        /// `currentHash` (after this import wrote the card, or remembered it as imported).
        case current
        /// In `SourceBases`.
        case elsewhere
    }

    enum Outcome: Sendable { case added, updated, unchanged, conflict }

    /// What the book held when the import began, in the planner's compact form.
    struct StoredContacts: Sendable {
        var byUID: [String: KnownContact] = [:]
        var sources: [String] = []
        var sourceIndex: [String: Int32] = [:]
        var bases = SourceBases()

        /// What book `bookID` of `book` holds.
        static func load(from book: AddressBook, in bookID: BookID) throws -> StoredContacts {
            var stored = StoredContacts()
            stored.byUID.reserveCapacity(try book.contactCount())
            try book.forEachStoredVersion(in: bookID) { uid, version in
                let source = version.source.map { stored.intern($0) } ?? -1
                var contact = KnownContact(id: version.id, storedHash: version.contentHash,
                                           currentHash: version.contentHash, source: source, wasStored: true)
                stored.bases.load(own: version.importedHash, of: &contact)
                stored.byUID[uid] = contact
            }
            try book.forEachOtherImportBase(in: bookID) { id, source, hash in
                stored.bases.load(other: hash, contact: id, source: stored.intern(source))
            }
            try book.forEachFormerKey(in: bookID) { key, uid, card in
                stored.bases.load(formerKey: key, uid: uid, mergedCard: card)
            }
            return stored
        }

        private mutating func intern(_ name: String) -> Int32 {
            if let index = sourceIndex[name] { return index }
            let index = Int32(sources.count)
            sources.append(name)
            sourceIndex[name] = index
            return index
        }
    }
}
