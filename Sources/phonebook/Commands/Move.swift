import ArgumentParser
import Store
import TerminalText

/// `phonebook move CONTACT... --to BOOK`: contacts moved to another book,
/// one journal entry `phonebook undo` reverts.
struct Move: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "move",
        abstract: "Move contacts to another address book. Undo moves them back.",
        discussion: """
            A contact in that book already stays. Refused, moving nothing, when the
            book holds another contact with one's UID (a copy: see copy).

            Examples:
              phonebook move "Grace Hopper" --to work
              phonebook move --book work hopper --to default
            """)

    @OptionGroup var database: DatabaseOptions
    @OptionGroup var books: BookOptions

    @Option(help: ArgumentHelp("The book to move them to.", valueName: "book"), completion: .bookNames)
    var to: String

    @Argument(help: .contact("Each contact to move."), completion: .contactNames)
    var contacts: [String]

    func validate() throws {
        guard !contacts.isEmpty else { throw ValidationError("Name at least one contact to move.") }
    }

    func run() throws {
        let book = try database.openExisting()
        let target = try book.book(named: to)
        let ids = try book.contacts(matching: contacts, in: books)
        let moved = try book.move(ids, to: target)
        let them = moved == 1 ? "1 contact" : "\(moved) contacts"
        printError("phonebook: moved \(them) to \"\(VisibleText.line(target.name))\""
                   + (moved == 0 ? "" : "; phonebook undo moves \(moved == 1 ? "it" : "them") back"))
    }
}
