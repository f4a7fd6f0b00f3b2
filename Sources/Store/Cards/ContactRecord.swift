import Contacts

/// A contact as the importer hands it to the store: what we model of the
/// card, and the card itself, byte for byte, so export can give it back.
public struct ContactRecord: Sendable, Equatable {
    /// The card's UID, or a key derived from its content.
    public var uid: String
    /// Where it came from: a file, a folder, or "-" for standard input.
    public var source: String?
    public var displayName: String
    public var givenName: String
    public var familyName: String
    public var organization: String
    public var note: String
    public var phones: [PhoneRecord]
    public var emails: [EmailRecord]
    /// What a search finds the contact by besides, read from the card
    /// (NICKNAME, which holds the names of contacts merged into it, TITLE,
    /// ADR, CATEGORIES) and kept only in its search keys (`ContactKeys`).
    public var nicknames: [String]
    public var title: String
    /// Every postal address's components, blank ones left out.
    public var addressParts: [String]
    public var categories: [String]
    /// The card is a group's (`KIND:group`, or Apple's
    /// `X-ADDRESSBOOKSERVER-KIND:group`), not a person's: it is a card of
    /// the book (exported, synced, journaled) but no contact of any list,
    /// search or count, and has no numbers, emails or categories of its own.
    public var isGroup: Bool
    /// A group card's members' UIDs, from its MEMBER lines in card order.
    public var members: [String]
    /// The original card text, exactly as read (it may not even be UTF-8).
    public var card: [UInt8]
    /// A hash of `card`: an unchanged card is recognized without reparsing.
    public var contentHash: Int64

    public init(uid: String, source: String?, displayName: String, givenName: String = "",
                familyName: String = "", organization: String = "", note: String = "",
                phones: [PhoneRecord] = [], emails: [EmailRecord] = [], nicknames: [String] = [], title: String = "",
                addressParts: [String] = [], categories: [String] = [], isGroup: Bool = false, members: [String] = [],
                card: [UInt8], contentHash: Int64) {
        self.uid = uid
        self.source = source
        self.displayName = displayName
        self.givenName = givenName
        self.familyName = familyName
        self.organization = organization
        self.note = note
        self.phones = phones
        self.emails = emails
        self.nicknames = nicknames
        self.title = title
        self.addressParts = addressParts
        self.categories = categories
        self.isGroup = isGroup
        self.members = members
        self.card = card
        self.contentHash = contentHash
    }
}

extension ContactRecord {
    /// The categories as the store keeps them (`contact_categories`): the
    /// blanks around each taken off, a blank one left out.
    public var storedCategories: [String] { categories.map(\.trimmed).filter { !$0.isEmpty } }
}

/// One phone number of a contact.
public struct PhoneRecord: Sendable, Equatable {
    /// A word of `PhoneLabel`'s vocabulary or the card's own label.
    public var label: String
    /// As written on the card.
    public var number: String
    /// An extension dialled after the number (`tel:` URIs' `;ext=`).
    public var `extension`: String?

    public init(label: String, number: String, extension: String? = nil) {
        self.label = label
        self.number = number
        self.extension = `extension`
    }

    /// The number as shown and stored: "+1-418-656-9254 ext. 102".
    public var displayNumber: String {
        guard let ext = `extension`, !ext.isEmpty else { return number }
        return number + " ext. " + ext
    }
}

/// One email address of a contact.
public struct EmailRecord: Sendable, Equatable {
    public var label: String
    public var address: String

    public init(label: String, address: String) {
        self.label = label
        self.address = address
    }
}

/// What the store already holds for a UID, to decide insert, update or skip.
public struct StoredContactVersion: Sendable, Equatable {
    public var id: Int64
    public var contentHash: Int64
    public var source: String?
    /// The hash of the card last imported from `source`; nil for none (made here).
    public var importedHash: Int64?
}
