import ArgumentParser
import Sections
import Store

/// `phonebook show NAME|UID`: one contact in full.
struct Show: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show one contact in full: every number, email, address, date, URL, handle and note on its card.")

    @OptionGroup var database: DatabaseOptions
    @OptionGroup var output: ScreenOutputOptions

    @Argument(help: ArgumentHelp("The contact's UID, or its full name (ignoring case and accents).",
                                 valueName: "name-or-uid"))
    var contact: String

    func run() throws {
        let book = try database.openExisting()
        let id = try book.contact(named: contact)
        guard let detail = try ContactLoader.storedCard.contact(id, in: book) else {
            throw CommandFailure(message: "no contact named \"\(contact)\"", status: .failure)
        }
        let screen = ContactScreen.build(detail, displayOrder: try book.appSettings().displayOrder)
        let terminal = output.target()
        try printScreen(screen, format: output.resolvedFormat(for: terminal), terminal: terminal,
                        jsonMembers: [("contact", ContactJSON.object(detail, name: screen.title))])
    }
}
