import ArgumentParser
import Store
import TerminalText

/// `phonebook copy CONTACT... --to BOOK`: contacts copied into another
/// book, each keeping its UID, one journal entry `phonebook undo` reverts.
struct Copy: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "copy",
        abstract: "Copy contacts into another address book, their UIDs kept. Undo removes the copies.",
        discussion: """
            The copy is the same card (UID, numbers, emails, star), in the other book.
            Refused, copying nothing, when that book holds a contact with one's UID.

            Examples:
              phonebook copy "Grace Hopper" --to work
            """)

    @OptionGroup var database: DatabaseOptions
    @OptionGroup var books: BookOptions
    @OptionGroup var copying: ContactsToBook

    func run() throws {
        let book = try database.openExisting()
        let (ids, target) = try copying.resolve(in: book, among: books)
        let copies = try book.copy(ids, to: target)
        let them = copies.count == 1 ? "1 contact" : "\(copies.count) contacts"
        printError("phonebook: copied \(them) to \"\(VisibleText.line(target.name))\"; "
                   + "phonebook undo removes the \(copies.count == 1 ? "copy" : "copies")")
    }
}
