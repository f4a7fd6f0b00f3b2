import Store

/// One line of the contacts list: a contact with one of its numbers, or a
/// contact without any number (listed once, so nothing imported is invisible).
public struct PhoneEntry: Sendable, Equatable {
    /// Where the entry sits in list order; also the key a page continues from.
    public var key: EntryKey
    /// The contact's UID, as the card gave it.
    public var uid: String
    /// The name in the display order asked for.
    public var name: String
    /// The number with its label; nil for a contact with no number.
    public var phone: PhoneRecord?
    /// What tells the contact apart from an adjacent one of the same name
    /// (its organization, else its first email), when the query asks
    /// (`EntryQuery.distinguishesSharedNames`) and a neighbour shares it.
    public var detail: String?
    /// The name of the contact's book, when the query asks for it
    /// (`EntryQuery.namesBooks`: a listing of several books).
    public var book: String?

    public init(key: EntryKey, uid: String, name: String, phone: PhoneRecord?, detail: String? = nil,
                book: String? = nil) {
        self.key = key
        self.uid = uid
        self.name = name
        self.phone = phone
        self.detail = detail
        self.book = book
    }

    public var contactID: ContactID { key.contactID }
}
