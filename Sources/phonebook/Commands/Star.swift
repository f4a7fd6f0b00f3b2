import ArgumentParser
import Store

/// `phonebook star NAME|UID`: puts a contact under Favorites.
struct Star: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Star a contact, listing it under Favorites.")

    @OptionGroup var database: DatabaseOptions

    @Argument(help: ArgumentHelp("The contact's UID, or its full name.", valueName: "name-or-uid"))
    var contact: String

    func run() throws {
        try reportingFailures {
            let book = try database.open()
            try book.setStarred(true, contact: try book.contact(named: contact))
        }
    }
}
