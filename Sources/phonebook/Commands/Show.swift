import ArgumentParser
import Reading
import Sections
import Store

/// `phonebook show CONTACT`: one contact in full.
struct Show: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show one contact in full: every number, email, address, date, URL, handle, related name, photo and note on its card.",
        discussion: """
            Examples:
              phonebook show "Grace Hopper"
              phonebook show hopper --format json
            """)

    @OptionGroup var database: DatabaseOptions
    @OptionGroup var output: ScreenOutputOptions
    @OptionGroup var books: BookOptions

    @Argument(help: .contact("The contact to show."), completion: .contactNames)
    var contact: String

    func run() throws {
        let book = try database.openForReading()
        guard let detail = try ContactLoader.storedCard.contact(try book.contact(matching: contact, in: books), in: book) else {
            throw CommandFailure(message: "no contact matches \"\(contact)\"", status: .failure)
        }
        let screen = ContactScreen.build(detail, displayOrder: try book.appSettings().displayOrder)
        let terminal = output.target()
        try printScreen(screen, format: output.resolvedFormat(for: terminal), terminal: terminal,
                        jsonMembers: [("contact", ContactJSON.object(detail, name: screen.title))])
    }
}
