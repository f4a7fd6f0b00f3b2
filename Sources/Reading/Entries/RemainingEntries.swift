/// What a page leaves for later.
public struct RemainingEntries: Sendable, Equatable {
    /// Contacts with at least one entry after the key.
    public var contacts: Int
    /// True when the next entry is another number of the key's own contact.
    public var continuesContact: Bool

    public init(contacts: Int, continuesContact: Bool) {
        self.contacts = contacts
        self.continuesContact = continuesContact
    }
}
