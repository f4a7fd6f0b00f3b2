import Store

/// How a contact shown in full is read: from the store's rows alone
/// (`rows`), or with what its stored card holds besides, read by a module
/// that knows vCards (the command line passes Exchange's
/// `StoredCardReader`): the read side knows nothing of vCards, so it is
/// handed the reading (`BookReader.contact`).
public struct ContactLoader: Sendable {
    private let load: @Sendable (AddressBook, ContactID) throws -> ContactDetail?

    public init(_ load: @escaping @Sendable (AddressBook, ContactID) throws -> ContactDetail?) {
        self.load = load
    }

    /// Contact `id` of `book`; nil when there is none.
    public func contact(_ id: ContactID, in book: AddressBook) throws -> ContactDetail? {
        try load(book, id)
    }

    /// The store's rows: name, organization, note, numbers, emails.
    public static let rows = ContactLoader { book, id in try book.contactDetail(id) }
}
