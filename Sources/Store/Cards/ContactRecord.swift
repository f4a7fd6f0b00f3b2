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
    /// The original card text, exactly as read (it may not even be UTF-8).
    public var card: [UInt8]
    /// A hash of `card`: an unchanged card is recognized without reparsing.
    public var contentHash: Int64

    public init(uid: String, source: String?, displayName: String, givenName: String = "",
                familyName: String = "", organization: String = "", note: String = "",
                phones: [PhoneRecord] = [], emails: [EmailRecord] = [], card: [UInt8], contentHash: Int64) {
        self.uid = uid
        self.source = source
        self.displayName = displayName
        self.givenName = givenName
        self.familyName = familyName
        self.organization = organization
        self.note = note
        self.phones = phones
        self.emails = emails
        self.card = card
        self.contentHash = contentHash
    }

}

/// The keys stored beside a record: both sort orders' keys and what
/// `list --search` matches in the contact itself (folded name, organization,
/// emails). Computed apart from writing, so an import can fold names on
/// another thread.
///
/// The search text holds no name part that another part contains: a search
/// matches within one part at a time, so a given name that is in the display
/// name adds nothing. Every email is in it (migration 0018), the ones that
/// are not plain ASCII folded, then the ASCII ones in their lowercase (their
/// fold, and what LIKE ignoring ASCII case matched in the emails table), so
/// a search that no index serves reads one row a contact instead of the
/// contacts and then every email: a search of "to" on 100k contacts read
/// 12 ms of sort-key index and 12 ms of emails, 16.5 ms in one (sqlite3,
/// fastest of 25). The price is 27 bytes a contact in both sort-key indexes.
public struct ContactKeys: Sendable {
    public let familyFirst: SortKey
    public let givenFirst: SortKey
    public let searchText: String
    /// Each number's digits last-first, in the record's order.
    public let reversedDigits: [String]
    /// The letters and digits a search finds the contact by (`SearchLetters`).
    public let letters: Int64

    public init(_ record: ContactRecord) {
        let name = FoldedName(given: record.givenName, family: record.familyName, displayName: record.displayName)
        searchText = Self.searchText(name, organization: record.organization, emails: record.emails.lazy.map(\.address))
        // The digits of the number alone: an extension is not what a caller ID shows.
        var digits: [String] = []
        digits.reserveCapacity(record.phones.count)
        for phone in record.phones {
            digits.append(PhoneDigits.reversedDigits(of: phone.number))
        }
        reversedDigits = digits
        letters = SearchLetters.of(searchText: searchText, emails: record.emails.lazy.map(\.address),
                                  reversedDigits: digits)
        familyFirst = SortKey(folded: name, order: .familyFirst)
        givenFirst = SortKey(folded: name, order: .givenFirst)
    }

    /// The search text of a contact with `name`, `organization` and
    /// `emails` (in card order). The ASCII emails come last, each unless a
    /// part before them holds it already (a contact named by its address):
    /// so migration 0018 could append them to the texts stored before it,
    /// testing each against the stored text.
    static func searchText(_ name: FoldedName, organization: String, emails: some Collection<String>) -> String {
        var parts: [FoldedText] = []
        parts.reserveCapacity(4 + emails.count)
        parts.append(name.displayName)
        if !name.displayName.contains(name.given) { parts.append(name.given) }
        if !name.displayName.contains(name.family) { parts.append(name.family) }
        parts.append(FoldedText(organization))
        for address in emails where !Self.isASCII(address) { parts.append(FoldedText(address)) }
        let held = parts.count
        for address in emails where Self.isASCII(address) {
            let folded = FoldedText(address)
            if !parts[..<held].contains(where: { $0.contains(folded) }) { parts.append(folded) }
        }
        return KeyText.join(parts)
    }

    private static func isASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 < 0x80 }
    }
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
