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
        var sources = SourceNames()
        var bases = SourceBases()

        /// What book `bookID` of `book` holds.
        static func load(from book: AddressBook, in bookID: BookID) throws -> StoredContacts {
            var stored = StoredContacts()
            stored.byUID.reserveCapacity(try book.contactCount())
            try book.forEachStoredVersion(in: bookID) { uid, version in
                let source = version.source.map { stored.sources.number(of: $0) } ?? -1
                var contact = KnownContact(id: version.id, storedHash: version.contentHash,
                                           currentHash: version.contentHash, source: source, wasStored: true)
                stored.bases.load(own: version.importedHash, of: &contact)
                stored.byUID[uid] = contact
            }
            try book.forEachOtherImportBase(in: bookID) { id, source, hash in
                stored.bases.load(other: hash, contact: id, source: stored.sources.number(of: source))
            }
            try book.forEachFormerKey(in: bookID) { key, uid, card in
                stored.bases.load(formerKey: key, uid: uid, mergedCard: card)
            }
            return stored
        }
    }

    /// Each distinct source once, numbered as first seen: a contact names
    /// its sources by number (`KnownContact.source`).
    struct SourceNames: Sendable {
        /// The sources, each at its number.
        private(set) var names: [String] = []
        private var numbers: [String: Int32] = [:]

        /// The number of source `name`, given the first time it is seen.
        mutating func number(of name: String) -> Int32 {
            if let number = numbers[name] { return number }
            let number = Int32(names.count)
            names.append(name)
            numbers[name] = number
            return number
        }

        /// The number of source `name`; nil when it was never seen.
        func existingNumber(of name: String) -> Int32? { numbers[name] }
    }
}
