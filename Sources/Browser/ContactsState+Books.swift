import Reading
import Sections
import Store

extension ContactsState {
    /// The state listing book `chosen` of `book` (every book when nil): its
    /// filter (none where it holds every contact: `AddressBook.bookFilter`),
    /// its name for the Books link, each entry's book named where the list
    /// spans more than one book holding contacts, and which Links the
    /// book's books and groups call for.
    public mutating func list(_ chosen: Book?, of book: AddressBook) throws {
        self.book = try chosen.flatMap { try book.bookFilter($0.id) }
        bookName = chosen?.name
        namesBooks = try chosen == nil && book.booksHoldingContacts() > 1
        showsBooks = try book.bookCount() > 1
        showsGroups = try book.hasGroups(in: self.book)
    }
}
