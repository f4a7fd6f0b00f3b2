import Contacts
import Store

extension AddressBook {
    /// The contacts that hold `address`, case ignored as duplicates compare addresses (`EmailKey`),
    /// one entry an address held, in list order, names in the settings' display order: found as
    /// `email ADDRESS` finds them (the search index), then compared whole.
    public func emailHolders(of address: String) throws -> [EmailEntry] {
        let key = EmailKey.key(of: address)
        guard let search = SearchTerm(address.trimmed) else { return [] }
        let settings = try appSettings()
        let query = EntryQuery(sortOrder: settings.sortOrder, displayOrder: settings.displayOrder, search: search)
        return try BookReader(self).emailEntries(query).filter { EmailKey.key(of: $0.email.address) == key }
    }
}
