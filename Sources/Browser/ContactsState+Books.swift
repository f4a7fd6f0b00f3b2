import Reading
import Sections
import Store

extension ContactsState {
    /// The state listing book `chosen` of `book` (every book when nil): its
    /// filter (none where it holds every contact: `AddressBook.bookFilter`),
    /// its name for the Books link, each entry's book named where the list
    /// spans more than one book holding contacts, and which Links the
    /// book's books and groups call for. A book another program removed
    /// meanwhile is `BrowserError.noSuchBook`: listing every book instead
    /// would show contacts of books the user did not choose, unsaid.
    public mutating func list(_ chosen: BookID?, of book: AddressBook) throws {
        bookName = try chosen.map { id in
            guard let name = try book.bookNames()[id] else { throw BrowserError.noSuchBook }
            return name
        }
        self.book = try chosen.flatMap { try book.bookFilter($0) }
        namesBooks = try chosen == nil && book.booksHoldingContacts() > 1
        showsBooks = try book.bookCount() > 1
        showsGroups = try book.hasGroups(in: self.book)
    }
}
