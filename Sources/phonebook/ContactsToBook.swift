import ArgumentParser
import Store

/// What `move` and `copy` take: the contacts, and the book they go to.
struct ContactsToBook: ParsableArguments {
    @Option(help: ArgumentHelp("The book they go to.", valueName: "book"), completion: .bookNames)
    var to: String

    @Argument(help: .contact("Each contact."), completion: .contactNames)
    var contacts: [String]

    func validate() throws {
        guard !contacts.isEmpty else { throw ValidationError("Name at least one contact.") }
    }

    /// The contacts named, among `books`' book when it names one, and the book they go to.
    func resolve(in book: AddressBook, among books: BookOptions) throws -> (ids: [ContactID], target: Book) {
        let target = try book.book(named: to)
        return (try book.contacts(matching: contacts, in: books), target)
    }
}
