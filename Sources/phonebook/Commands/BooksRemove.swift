import ArgumentParser
import Store
import TerminalText

/// `phonebook books remove NAME [--yes]`: a book and its contacts, after
/// asking on a terminal when it holds any; one journal entry, so `phonebook
/// undo` brings the book back with them.
struct BooksRemove: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Remove an address book with its contacts (asks first; --yes for scripts). Undo brings it back.",
        discussion: """
            An empty book goes without a question. The default book is never
            removed, nor a book a service syncs with (`phonebook disconnect
            SERVICE --book NAME` first): either is refused before any question.

            Examples:
              phonebook books remove work
              phonebook books remove work --yes
            """)

    @OptionGroup var database: DatabaseOptions

    @Flag(name: [.customShort("y"), .long], help: "Remove a book that holds contacts without asking.")
    var yes = false

    @Argument(help: ArgumentHelp("The book's name.", valueName: "name"), completion: .bookNames)
    var name: String

    func run() throws {
        let book = try database.openExisting()
        let found = try book.book(named: name)
        // Refused before the question: nobody answers it only to be told no.
        try book.checkRemoval(of: found)
        let contacts = try book.books().first { $0.id == found.id }?.contacts ?? 0
        let shown = VisibleText.line(found.name)
        if contacts > 0, !yes {
            let them = contacts == 1 ? "its 1 contact" : "its \(contacts) contacts"
            try Confirmation(doing: "removing", verb: "remove", done: "removed")
                .ask("Remove the book \"\(found.name)\" and \(them)? [y/N] ")
        }
        let removed = try book.removeBook(found.name, withContacts: true)
        let with = removed == 0 ? "" : removed == 1 ? " and its 1 contact" : " and its \(removed) contacts"
        printError("phonebook: removed the book \"\(shown)\"\(with); phonebook undo brings it back")
    }
}
