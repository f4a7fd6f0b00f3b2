import ArgumentParser

/// `phonebook unstar NAME|UID`: takes a contact off Favorites.
struct Unstar: StarringCommand {
    static let configuration = CommandConfiguration(abstract: "Unstar a contact, taking it off Favorites.")
    static let starred = false

    @OptionGroup var database: DatabaseOptions

    @Argument(help: ArgumentHelp("The contact's UID, or its full name.", valueName: "name-or-uid"))
    var contact: String
}
