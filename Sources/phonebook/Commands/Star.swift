import ArgumentParser
import Store

/// `phonebook star CONTACT`: puts a contact under Favorites.
struct Star: StarringCommand {
    static let configuration = CommandConfiguration(
        commandName: "star",
        abstract: "Star a contact, listing it under Favorites.",
        discussion: """
            Examples:
              phonebook star "Grace Hopper"
            """)
    static let starred = true

    @OptionGroup var database: DatabaseOptions
    @OptionGroup var books: BookOptions

    @Argument(help: .contact("The contact to star."), completion: .contactNames)
    var contact: String
}

/// What `star` and `unstar` share: find the one contact named, set its star.
protocol StarringCommand: ParsableCommand {
    static var starred: Bool { get }
    var database: DatabaseOptions { get }
    var books: BookOptions { get }
    var contact: String { get }
}

extension StarringCommand {
    func run() throws {
        let book = try database.openExisting()
        try book.setStarred(Self.starred, contact: try book.contact(matching: contact, in: books))
    }
}
