import ArgumentParser
import Contacts
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Reading
import Sections
import Store

/// `phonebook email [QUERY]`: the email addresses of the contacts a query
/// matches, for a person or for a mail client's address query.
struct Email: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "email",
        abstract: "List the email addresses of the contacts a query matches, for mutt, aerc or a person.",
        discussion: """
            QUERY matches a name (either way round), nickname (a merged contact's
            old names among them), organization or email address containing it,
            ignoring case and accents; never a street, a note or a number. Without
            one, every address. Words are joined by spaces, so mutt's quoting of '%s'
            cannot split a query in two.
            --format mutt answers neomutt's query_command:
              set query_command = "phonebook email --format mutt %s"
            --format aerc answers aerc's address-book-cmd:
              address-book-cmd = phonebook email --format aerc "%s"
            Exit status 1 when nothing matches.

            Examples:
              phonebook email hopper
              phonebook email --format mutt gra
              phonebook email --format aerc gra
            """)

    /// `--format`: a screen's formats, or a mail client's protocol.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case table, plain, json, mutt, aerc

        /// The mail client's protocol this format is, if any.
        var mailQuery: MailQueryFormat? {
            switch self {
            case .mutt: .mutt
            case .aerc: .aerc
            case .table, .plain, .json: nil
            }
        }
    }

    @OptionGroup var database: DatabaseOptions
    @OptionGroup var books: BookOptions

    @Option(help: ArgumentHelp(
        "Output format: table (default on a terminal), plain (default otherwise), json, "
            + "mutt (query_command) or aerc (address-book-cmd)."))
    var format: Format?

    @OptionGroup var colors: ColorOptions

    @Argument(help: ArgumentHelp("Text to look for; every address when none.", valueName: "query"))
    var query: [String] = []

    private var text: String { query.joined(separator: " ") }

    func run() throws {
        if let mailQuery = format?.mailQuery {
            return try MailQueryAnswer(format: mailQuery, text: text, database: database, books: books).run()
        }
        try printEmails()
    }

    /// The addresses as a screen, for a person or a script.
    private func printEmails() throws {
        let book = try database.openForReading()
        let settings = try book.appSettings()
        let query = EntryQuery(sortOrder: settings.sortOrder, displayOrder: settings.displayOrder,
                               search: SearchTerm(text, scope: .names), book: try books.readFilter(in: book))
        let terminal = OutputTarget.standardOutput(color: colors.choice)
        let format = format.flatMap { ScreenFormat(rawValue: $0.rawValue) } ?? (terminal.isTerminal ? .table : .plain)
        try printEmails(BookReader(book).emailEntries(query), format, terminal)
    }

    private func printEmails(_ entries: [EmailEntry], _ format: ScreenFormat, _ terminal: OutputTarget) throws {
        let screen = EmailsScreen.build(entries)
        guard !entries.isEmpty else {
            try failListingNothing(screen, reason: Self.noMatch(text), format: format, terminal: terminal)
        }
        try printScreen(screen, format: format, terminal: terminal)
    }

    /// What is said when `text` finds no address.
    static func noMatch(_ text: String) -> String {
        SearchTerm(text) == nil ? "no contact has an email address" : "no email address matches \"\(text)\""
    }
}
