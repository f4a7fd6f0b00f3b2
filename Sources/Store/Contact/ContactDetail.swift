import Contacts

/// Everything shown of one contact: `show`, and the inline detail's lines.
public struct ContactDetail: Sendable, Equatable {
    public var id: ContactID
    public var uid: String
    public var name: PersonName
    public var organization: String
    public var note: String
    public var phones: [PhoneRecord]
    public var emails: [EmailRecord]
    public var isStarred: Bool
    /// What the stored card holds besides; empty unless read from it (Sync's `StoredCardReader`).
    public var card: CardDetails

    public init(id: ContactID, uid: String, name: PersonName, organization: String = "", note: String = "",
                phones: [PhoneRecord] = [], emails: [EmailRecord] = [], isStarred: Bool = false,
                card: CardDetails = CardDetails()) {
        self.id = id
        self.uid = uid
        self.name = name
        self.organization = organization
        self.note = note
        self.phones = phones
        self.emails = emails
        self.isStarred = isStarred
        self.card = card
    }
}
