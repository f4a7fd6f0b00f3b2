import ArgumentParser
import Store
import TerminalText

/// `phonebook books create NAME`: an empty address book.
struct BooksCreate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "create",
        abstract: "Make an empty address book.",
        discussion: """
            A name is 1 to 64 characters, none a control character, with no space
            at either end and no '-' first; no two books share one.

            Examples:
              phonebook books create work
            """)

    @OptionGroup var database: DatabaseOptions

    @Argument(help: ArgumentHelp("The new book's name.", valueName: "name"))
    var name: String

    func run() throws {
        let book = try database.open()
        let made = try book.createBook(BookName(name))
        printError("phonebook: made the book \"\(VisibleText.line(made.name))\"")
    }
}
