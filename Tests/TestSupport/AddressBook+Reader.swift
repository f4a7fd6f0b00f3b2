import Contacts
import Reading
import Store

extension AddressBook {
    /// A reader of the book (`BookReader`), new at each use: what a test
    /// reads pages, counts and searches through.
    public var reader: BookReader { BookReader(self) }
}

extension AddressBook {
    /// Sets the book's sort and name orders: its pages are read from the
    /// listing, which is in the settings' orders.
    public func setOrders(_ sort: NameOrder, _ display: NameOrder) throws {
        try setSetting(.sortOrder, sort.rawValue)
        try setSetting(.displayOrder, display.rawValue)
    }
}
