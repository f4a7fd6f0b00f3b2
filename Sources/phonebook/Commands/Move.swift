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
    @OptionGroup var moving: ContactsToBook

    func run() throws {
        let book = try database.openExisting()
        let (ids, target) = try moving.resolve(in: book, among: books)
        let moved = try book.move(ids, to: target)
        let them = moved == 1 ? "1 contact" : "\(moved) contacts"
        let there = ids.count - moved  // in that book already: nothing to move, no journal entry
        let name = "\"\(VisibleText.line(target.name))\""
        guard moved > 0 else {
            return printError("phonebook: \(there == 1 ? "the contact is" : "the contacts are") in \(name) already; nothing moved")
        }
        printError("phonebook: moved \(them) to \(name)"
                   + (there == 0 ? "" : " (\(there) \(there == 1 ? "was" : "were") there already)")
                   + "; phonebook undo moves \(moved == 1 ? "it" : "them") back")
    }
}
