import ArgumentParser
import Store

/// `phonebook unstar NAME|UID`: takes a contact off Favorites.
struct Unstar: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Unstar a contact, taking it off Favorites.")

    @OptionGroup var database: DatabaseOptions

    @Argument(help: ArgumentHelp("The contact's UID, or its full name.", valueName: "name-or-uid"))
    var contact: String

    func run() throws {
        try reportingFailures {
            let book = try database.open()
            try book.setStarred(false, contact: try book.contact(named: contact))
        }
    }
}
