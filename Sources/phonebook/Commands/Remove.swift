import ArgumentParser
import Contacts
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Store
import Exchange
import Terminal
import TerminalText

/// `phonebook remove CONTACT... [--yes]`: removes contacts, after asking on
/// a terminal; one journal entry, so `phonebook undo` puts them all back.
struct Remove: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Remove contacts (asks first on a terminal; --yes for scripts). Undo puts them back.",
        discussion: """
            Examples:
              phonebook remove "Grace Hopper"
              phonebook remove --yes "Grace Hopper" "Ada Lovelace"
            """)

    @OptionGroup var database: DatabaseOptions
    @OptionGroup var books: BookOptions

    @Flag(name: [.customShort("y"), .long], help: "Remove without asking (needed when not on a terminal).")
    var yes = false

    @Argument(help: ArgumentHelp("Each contact's UID, or its full name.", valueName: "contact"),
              completion: .contactNames)
    var contacts: [String]

    func validate() throws {
        guard !contacts.isEmpty else { throw ValidationError("Name at least one contact to remove.") }
    }

    func run() throws {
        let book = try database.openExisting()
        let ids = try book.contacts(matching: contacts, in: books)
        let described = try ids.map { id -> String in
            guard let detail = try book.contactDetail(id) else { return "contact \(id)" }
            return "\(VisibleText.line(detail.name.display)) (\(NumberCount.words(detail.phones.count)))"
        }
        if !yes { try confirm(described) }
        try CardWrites(book: book).remove(ids)
        printError("phonebook: removed \(described.count == 1 ? described[0] : "\(described.count) contacts"); "
            + "phonebook undo puts \(described.count == 1 ? "it" : "them") back")
    }

    /// Asks on the terminal; throws, removing nothing, unless the answer is yes.
    private func confirm(_ described: [String]) throws {
        let question = described.count == 1
            ? "Remove \(described[0])? [y/N] "
            : described.map { "  \($0)\n" }.joined() + "Remove these \(described.count) contacts? [y/N] "
        try Confirmation(doing: "removing", verb: "remove", done: "removed").ask(question)
    }
}
