import ArgumentParser
import Sections

/// `phonebook categories`: the book's groups, however it keeps them, with
/// their counts; of one book with `--book`.
struct Categories: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "categories",
        abstract: "List the groups contacts are in, with how many each holds.",
        discussion: """
            A group is a category the contacts' cards name (CATEGORIES, as DAVx⁵ and
            most clients write groups) or a group card (a card of its own naming its
            members, as iCloud, Nextcloud and SabreDAV keep groups), or both: names
            differing only in case and accents are one group. Each counts the
            contacts in it. `list --category NAME` lists them. A group card's
            members are contacts of its own book; with --book only that book's
            groups and members count, without it a name is one group across
            the books. Exit status 1 when the book has no group.

            Examples:
              phonebook categories
              phonebook categories --book work
              phonebook categories --format json
            """)

    @OptionGroup var database: DatabaseOptions
    @OptionGroup var books: BookOptions
    @OptionGroup var output: ScreenOutputOptions

    func run() throws {
        let book = try database.openForReading()
        let screen = GroupsScreen.build(try book.contactGroups(in: books.chosen(in: book)?.id))
        let terminal = output.target()
        let format = output.resolvedFormat(for: terminal)
        guard !screen.sections.isEmpty else {
            try failListingNothing(screen, reason: "no contact is in a group", format: format, terminal: terminal)
        }
        try printScreen(screen, format: format, terminal: terminal)
    }
}
