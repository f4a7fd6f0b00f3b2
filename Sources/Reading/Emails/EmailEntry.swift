import Store

/// One email address of a contact, as `phonebook email` lists it and a
/// mail client's address query receives it.
public struct EmailEntry: Sendable, Equatable {
    public var contactID: ContactID
    /// The contact's UID, as the card gave it.
    public var uid: String
    /// The contact's name in the display order asked for.
    public var name: String
    public var email: EmailRecord
    /// Its place among the contact's addresses, in card order.
    public var position: Int

    public init(contactID: ContactID, uid: String, name: String, email: EmailRecord, position: Int) {
        self.contactID = contactID
        self.uid = uid
        self.name = name
        self.email = email
        self.position = position
    }
}
