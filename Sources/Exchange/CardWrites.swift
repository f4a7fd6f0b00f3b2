import FoundationEssentials
import Store
import VCard

/// The journaled writes of single contacts, from card bytes: what `add`,
/// `edit` and `remove` call. A card is read as an import reads it
/// (`VCardParser`, `CardMapping`), kept byte for byte, and written through
/// the store's journaled API, so each write is one entry `undo` reverts.
public struct CardWrites {
    private let book: AddressBook
    /// The book a new contact goes into; the default book when nil.
    private let into: BookID?

    public init(book: AddressBook, into: BookID? = nil) {
        self.book = book
        self.into = into
    }

    /// Adds the one card in `card` as a new contact ("add NAME" in the history); returns its id.
    public func add(card: [UInt8]) throws -> ContactID {
        try book.add(try Self.record(of: card), to: into)
    }

    /// Adds the one card in `card` as a new contact in the groups `membership`
    /// joins, written as its book keeps groups (`GroupMembership`), all one entry.
    public func add(card: [UInt8], _ membership: GroupMembership, now: Date, phonebookVersion: String) throws -> ContactID {
        let target = try into ?? book.defaultBookID()
        let (card, groupCards) = try membership.written(card: card, in: book, of: target, now: now,
                                                        phonebookVersion: phonebookVersion)
        return try book.add(try Self.record(of: card), to: target, groupCards: groupCards)
    }

    /// Puts `card` (`changed` from the contact's, or not) in place of
    /// contact `id`'s as `replace` does, its groups changed as `membership`
    /// says, all one entry; false when neither changes anything.
    public func replace(_ id: ContactID, card: [UInt8], changed: Bool, _ membership: GroupMembership, now: Date,
                        phonebookVersion: String) throws -> Bool {
        let written = try membership.written(card: card, in: book, of: book.bookID(of: id), now: now,
                                             phonebookVersion: phonebookVersion)
        guard changed || written.card != card || !written.groupCards.isEmpty else { return false }
        try book.replace(id, with: try Self.record(of: written.card), groupCards: written.groupCards)
        return true
    }

    /// Adds the template's card as a new contact ("add NAME"): its bytes as read, a line the reading
    /// left out of the fields (which the template warned of) kept in the card, as an import keeps it.
    public func add(template: CardTemplate) throws -> ContactID {
        try book.add(try Self.record(of: template.card, keepingUnreadLines: true), to: into)
    }

    /// Puts the one card in `card` in place of contact `id`'s ("edit NAME"):
    /// its rows are read from it again, its UID taken from it, its id, star
    /// and source kept.
    public func replace(_ id: ContactID, card: [UInt8]) throws {
        try book.replace(id, with: try Self.record(of: card))
    }

    /// Makes the first of `ids` the merged contact whose card is `card` and
    /// removes the others, as one entry ("merge NAME ← NAME, …"): see
    /// `AddressBook.merge` for what is kept of the others.
    public func merge(_ ids: [ContactID], card: [UInt8]) throws {
        guard let base = ids.first else { return }
        try book.merge(Array(ids.dropFirst()), into: base, record: try Self.record(of: card))
    }

    /// Removes the contacts `ids` as one entry.
    public func remove(_ ids: [ContactID]) throws {
        try book.remove(ids)
    }

    /// The record of the one card `bytes` hold, from BEGIN to END: refused
    /// when they hold none or several, or, unless `keepingUnreadLines`, a
    /// line the reading would leave out (an edit must not lose a line the
    /// card says it has).
    public static func record(of bytes: [UInt8], keepingUnreadLines: Bool = false) throws(CardWriteError) -> ContactRecord {
        let found: Result<ContactRecord, CardWriteError> = bytes.withUnsafeBytes { all in
            var cards: [RawCard] = []
            for item in VCardScanner(all) {
                switch item {
                case .card(let raw): cards.append(raw)
                case .problem(let problem) where !problem.isWarning: return .failure(.unreadable(problem))
                case .problem: continue
                }
            }
            guard cards.count == 1, let raw = cards.first else { return .failure(.notOneCard(found: cards.count)) }
            let slice = UnsafeRawBufferPointer(rebasing: all[raw.byteRange])
            var problems: [VCardProblem] = []
            let card = VCardParser.parse(slice, firstLine: raw.line, keeping: .fieldsOnly, problems: &problems)
            if !keepingUnreadLines, let lost = problems.first(where: { $0.severity == .skippedLine }) {
                return .failure(.unreadable(lost))
            }
            let hash = CardText.canonicalHash(slice)
            return .success(CardMapping.record(from: card, uid: CardMapping.uid(of: card, hash: hash),
                                               raw: Array(slice), hash: hash, source: nil))
        }
        return try found.get()
    }
}

/// Why card bytes could not be written, worded for a person.
public enum CardWriteError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The bytes hold no card, or more than one.
    case notOneCard(found: Int)
    /// A line or the card could not be read.
    case unreadable(VCardProblem)

    public var description: String {
        switch self {
        case .notOneCard(0): return "no vCard (BEGIN:VCARD … END:VCARD) in the text; nothing was written"
        case let .notOneCard(found): return "\(found) vCards in the text, where one was expected; nothing was written"
        case let .unreadable(problem): return "the vCard cannot be read: \(problem); nothing was written"
        }
    }
}
