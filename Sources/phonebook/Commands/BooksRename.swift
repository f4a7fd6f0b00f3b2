import ArgumentParser
import Store
import TerminalText

/// `phonebook books rename OLD NEW`: a book's new name; its contacts stay.
struct BooksRename: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rename",
        abstract: "Give an address book a new name.",
        discussion: """
            Examples:
              phonebook books rename work office
            """)

    @OptionGroup var database: DatabaseOptions

    @Argument(help: ArgumentHelp("The book's name now.", valueName: "old"), completion: .bookNames)
    var old: String

    @Argument(help: ArgumentHelp("Its new name.", valueName: "new"))
    var new: String

    func run() throws {
        let book = try database.openExisting()
        try book.renameBook(old, to: BookName(new))
        printError("phonebook: renamed the book \"\(VisibleText.line(old))\" to \"\(VisibleText.line(new))\"")
    }
}
