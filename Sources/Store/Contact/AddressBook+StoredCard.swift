/// The card a contact was read from, for what its rows leave out.
extension AddressBook {
    /// The stored card of contact `id`, its bytes as imported; nil when there is no such contact.
    public func storedCard(of id: ContactID) throws -> [UInt8]? {
        try database.cachedStatement("SELECT card FROM contacts WHERE id = ?").first([id]) { $0.withTextBytes(0) { Array($0) } }
    }
}
