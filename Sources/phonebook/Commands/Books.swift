import ArgumentParser

/// `phonebook books`: the address books of the database, and making,
/// renaming and removing one.
struct Books: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "books",
        abstract: "List the address books, or make, rename or remove one.",
        discussion: """
            A database holds one or more address books; one is the default, where
            a command that writes and names no book (--book) puts contacts, and
            every contact of a database made before books existed is in it. A
            command that reads and names no book reads every book.

            Examples:
              phonebook books
              phonebook books create work
              phonebook books rename work office
              phonebook books remove office --yes
            """,
        subcommands: [BooksList.self, BooksCreate.self, BooksRename.self, BooksRemove.self],
        defaultSubcommand: BooksList.self
    )
}
