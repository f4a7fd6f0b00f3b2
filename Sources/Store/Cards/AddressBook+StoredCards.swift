import Contacts
import SQLite

/// Each contact's card beside what the store made of it, and which
/// revision of the card reading made it: for re-reading stored cards when
/// a newer phonebook reads the same bytes differently.
extension AddressBook {
    /// The revision of card reading the rows were derived with; 0 for a
    /// book no revision has marked.
    public func cardReadingRevision() throws -> Int {
        try database.cardReadingRevision()
    }

    /// The revision of card reading this phonebook derives rows with
    /// (Exchange's `CardRereading` says what each one changed). A new book
    /// is marked with it when it is made: no older reading wrote its rows.
    public static let currentCardReadingRevision = 6

    /// Marks the rows as derived with `revision`; written in the caller's transaction.
    public func setCardReadingRevision(_ revision: Int) throws {
        try database.setCardReadingRevision(revision)
    }

    /// Writes contact `id`'s search texts and letters from `keys` alone,
    /// unjournaled: what a search finds it by, derived from its card again
    /// by a newer reading, not a change of the contact (`undo` has nothing
    /// to put back); in the caller's transaction.
    public func retakeSearchKeys(id: ContactID, keys: ContactKeys) throws {
        try database.cachedStatement("UPDATE contacts SET search_text = ?, search_details = ?, letters = ? WHERE id = ?")
            .run([keys.searchText, keys.searchDetails, keys.letters, id])
    }

    /// Writes each contact's categories, or a group card's members, from
    /// its record alone, unjournaled, as `retakeSearchKeys` does its keys:
    /// derived from its card again by a newer reading; in the caller's transaction.
    public func retakeMemberships(_ contacts: [(id: ContactID, record: ContactRecord)]) throws {
        let rows = try ContactChildRows(database)
        for (id, record) in contacts {
            try rows.deleteMemberships(of: id)
            try rows.addMemberships(of: id, record)
        }
        try rows.flush()
    }

    /// Every contact's card with its id, UID, source and the fields stored
    /// from it, in id order; with `mentioning`, only the cards holding one
    /// of those words (ASCII, any case: LIKE), found without reading the rest's rows.
    public func forEachStoredCard(mentioning words: [String]? = nil, _ body: (StoredCard) throws -> Void) throws {
        let mentions = words.map(ContactSQL.cardMentions)
        let phones = try database.cachedStatement(
            "SELECT label, number FROM phone_numbers WHERE contact_id = ? ORDER BY position")
        let emails = try database.cachedStatement(
            "SELECT label, address FROM emails WHERE contact_id = ? ORDER BY position")
        let categories = try database.cachedStatement(
            "SELECT name FROM contact_categories WHERE contact_id = ? ORDER BY position")
        let members = try database.cachedStatement(
            "SELECT member_uid FROM group_members WHERE group_id = ? ORDER BY position")
        try database.prepare("""
            SELECT c.id, c.uid, s.path, c.card, c.content_hash,
                   c.display_name, c.given_name, c.family_name, c.organization, c.note, c.search_text, c.search_details,
                   c.is_group
            FROM contacts c LEFT JOIN sources s ON s.id = c.source_id
            WHERE \(mentions?.condition ?? "1") ORDER BY c.id
            """).forEachRow(mentions?.patterns ?? []) { row in
            let id = row.int64(0)
            let fields = ContactFields(
                displayName: row.text(5), givenName: row.text(6), familyName: row.text(7),
                organization: row.text(8), note: row.text(9),
                phones: try phones.map([id]) { [$0.text(0), $0.text(1)] },
                emails: try emails.map([id]) { [$0.text(0), $0.text(1)] },
                isGroup: row.bool(12),
                memberships: try categories.map([id]) { $0.text(0) } + members.map([id]) { $0.text(0) })
            try body(StoredCard(id: id, uid: row.text(1), source: row.optionalText(2),
                                card: row.withTextBytes(3) { Array($0) }, contentHash: row.int64(4), fields: fields,
                                searchTexts: [row.text(10), row.text(11)]))
        }
    }
}

/// A stored contact's card and what the store derived from it.
public struct StoredCard: Sendable {
    public let id: Int64
    public let uid: String
    public let source: String?
    public let card: [UInt8]
    public let contentHash: Int64
    public let fields: ContactFields
    /// Its search texts as stored: the names', the details'.
    public let searchTexts: [String]

    /// Whether `keys` would store other search texts than the row holds.
    public func searchTextsDiffer(from keys: ContactKeys) -> Bool {
        searchTexts != [keys.searchText, keys.searchDetails]
    }
}

/// What the rows say of a contact, as stored: a record derived again from
/// the same card compares equal when the reading has not changed.
public struct ContactFields: Sendable, Equatable {
    var displayName, givenName, familyName, organization, note: String
    /// Each number's label and number as shown, and each email's label and address, in card order.
    var phones, emails: [[String]]
    /// A group card (`ContactRecord.isGroup`).
    var isGroup: Bool
    /// A contact's categories, or a group card's members' UIDs, in card order.
    var memberships: [String]

    /// Whether `other` differs from these fields in its memberships alone.
    public func differsInMembershipsAlone(from other: ContactFields) -> Bool {
        var same = other
        same.memberships = memberships
        return same == self && other.memberships != memberships
    }
}

extension ContactFields {
    /// Whether a key made from these fields (sort keys, search text) would
    /// hold a character that `TextFolding` removes.
    public var keysHoldFoldedAwayCharacters: Bool {
        ([displayName, givenName, familyName, organization] + emails.map { $0.last ?? "" })
            .contains(where: TextFolding.holdsFoldedAwayCharacters)
    }

    /// The fields `record` would be stored with.
    public init(_ record: ContactRecord) {
        self.init(displayName: record.displayName, givenName: record.givenName, familyName: record.familyName,
                  organization: record.organization, note: record.note,
                  phones: record.phones.map { [$0.label, $0.displayNumber] },
                  emails: record.emails.map { [$0.label, $0.address] },
                  isGroup: record.isGroup,
                  memberships: record.storedCategories + record.members)
    }
}

/// Where the card reading's revision is kept: SQLite's `user_version`,
/// which nothing else uses (the schema's version is kept in `schema_migrations`).
extension Database {
    func cardReadingRevision() throws -> Int {
        guard case let .integer(revision) = try scalar("PRAGMA user_version") else { return 0 }
        return Int(revision)
    }

    func setCardReadingRevision(_ revision: Int) throws {
        // A pragma takes no bound parameter; the value is an Int, never text.
        try execute("PRAGMA user_version = \(Int32(clamping: revision))")
    }
}
