import Contacts

/// A contact's day to remember: a birthday or a wedding anniversary.
public struct Occasion: Sendable, Equatable {
    public enum Kind: String, Sendable, CaseIterable {
        case birthday, anniversary
    }

    public var contactID: ContactID
    /// The contact's UID, as the card gave it.
    public var uid: String
    /// The contact's name in the display order asked for.
    public var name: String
    public var kind: Kind
    public var date: YearlyDate

    public init(contactID: ContactID, uid: String, name: String, kind: Kind, date: YearlyDate) {
        self.contactID = contactID
        self.uid = uid
        self.name = name
        self.kind = kind
        self.date = date
    }
}
