/// What a contact's card holds beyond the fields the store keeps in rows
/// (name, organization, note, numbers, emails): read from the stored card
/// when a contact is shown in full. Every field is empty when the card has
/// none of it.
public struct CardDetails: Sendable, Equatable {
    public var addresses: [PostalAddress]
    /// ISO 8601 (`1906-12-09`, `--12-09` without a year), or the card's text when it is no date.
    public var birthday: String
    /// As `birthday`.
    public var anniversary: String
    public var title: String
    public var role: String
    public var urls: [LabelledValue]
    public var nicknames: [String]
    /// Handles labelled by their service ("jabber", "skype").
    public var instantMessaging: [LabelledValue]
    public var categories: [String]
    /// Every photo, described: its media type and size, or its link.
    public var photos: [ContactPhoto]
    /// People named as related ("spouse": "Jenny"), labelled by the relation.
    public var relatedNames: [LabelledValue]
    /// How the name is said.
    public var phoneticName: PhoneticName
    /// How the organization's name is said (X-PHONETIC-ORG).
    public var phoneticOrganization: String

    public init(addresses: [PostalAddress] = [], birthday: String = "", anniversary: String = "", title: String = "",
                role: String = "", urls: [LabelledValue] = [], nicknames: [String] = [],
                instantMessaging: [LabelledValue] = [], categories: [String] = [], photos: [ContactPhoto] = [],
                relatedNames: [LabelledValue] = [], phoneticName: PhoneticName = PhoneticName(),
                phoneticOrganization: String = "") {
        self.addresses = addresses
        self.birthday = birthday
        self.anniversary = anniversary
        self.title = title
        self.role = role
        self.urls = urls
        self.nicknames = nicknames
        self.instantMessaging = instantMessaging
        self.categories = categories
        self.photos = photos
        self.relatedNames = relatedNames
        self.phoneticName = phoneticName
        self.phoneticOrganization = phoneticOrganization
    }
}
