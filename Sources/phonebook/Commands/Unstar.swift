import ArgumentParser

/// `phonebook unstar CONTACT`: takes a contact off Favorites.
struct Unstar: StarringCommand {
    static let configuration = CommandConfiguration(
        commandName: "unstar",
        abstract: "Unstar a contact, taking it off Favorites.",
        discussion: """
            Examples:
              phonebook unstar "Grace Hopper"
            """)
    static let starred = false

    @OptionGroup var database: DatabaseOptions
    @OptionGroup var books: BookOptions

    @Argument(help: .contact("The contact to unstar."), completion: .contactNames)
    var contact: String
}
