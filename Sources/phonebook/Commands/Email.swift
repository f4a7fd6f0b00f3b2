import ArgumentParser
import Contacts
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Sections
import Store

/// `phonebook email [QUERY]`: the email addresses of the contacts a query
/// matches, for a person or for a mail client's address query.
struct Email: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "email",
        abstract: "List the email addresses of the contacts a query matches, for mutt, aerc or a person.",
        discussion: """
            QUERY matches as `list --search` does: a name, organization or email
            address containing it (ignoring case and accents), or a number containing
            its digits; without one, every address. Words are joined by spaces, so
            mutt's quoting of '%s' cannot split a query in two.
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
    }

    @OptionGroup var database: DatabaseOptions

    @Option(help: ArgumentHelp(
        "Output format: table (default on a terminal), plain (default otherwise), json, "
            + "mutt (query_command) or aerc (address-book-cmd)."))
    var format: Format?

    @OptionGroup var colors: ColorOptions

    @Argument(help: ArgumentHelp("Text to look for; every address when none.", valueName: "query"))
    var query: [String] = []

    private var text: String { query.joined(separator: " ") }

    func run() throws {
        guard format == .mutt else { return try answer() }
        // mutt reads the first line of a failed query as its message, and its
        // screen is no place for standard error: the failure goes there instead.
        do {
            try answer()
        } catch let exit as ExitCode {
            throw exit  // no match: the message line is out already
        } catch {
            let failure = CommandFailure(reporting: error)
            print("phonebook: \(failure.message)")
            throw ExitCode(failure.status.rawValue)
        }
    }

    private func answer() throws {
        let book = try database.openExisting()
        let settings = try book.appSettings()
        let query = EntryQuery(sortOrder: settings.sortOrder, displayOrder: settings.displayOrder,
                               search: SearchTerm(text))
        let terminal = OutputTarget.standardOutput(color: colors.choice)
        switch format ?? (terminal.isTerminal ? .table : .plain) {
        case .mutt: try answerQuery(query, in: book, .mutt)
        case .aerc: try answerQuery(query, in: book, .aerc)
        case .table: try printEmails(book.emailEntries(query), .table, terminal)
        case .plain: try printEmails(book.emailEntries(query), .plain, terminal)
        case .json: try printEmails(book.emailEntries(query), .json, terminal)
        }
    }

    /// A mail client's answer, each address's line written from the store's
    /// bytes (mutt's first line counts them, so the lines wait in a buffer).
    /// Nothing found: mutt's message line alone, aerc's nothing; both exit 1
    /// without a word on standard error, which the client's screen would
    /// show as litter.
    private func answerQuery(_ query: EntryQuery, in book: AddressBook, _ protocolFormat: MailQueryFormat) throws {
        var lines = ByteBuffer(capacity: 1 << 16), count = 0
        try book.forEachEmail(query) { email in
            protocolFormat.writeLine(email, to: &lines)
            count += 1
        }
        var output = OutputBuffer()
        guard count > 0 else {
            if protocolFormat == .mutt { output.append("phonebook: \(noMatch)\n") }
            try output.flush()
            throw ExitCode(ExitStatus.failure.rawValue)
        }
        if protocolFormat == .mutt { output.append(MailQueryFormat.muttSummary(count) + "\n") }
        lines.withUnsafeBytes { output.append($0) }
        try output.flush()
    }

    private func printEmails(_ entries: [EmailEntry], _ format: ScreenFormat, _ terminal: OutputTarget) throws {
        let screen = EmailsScreen.build(entries)
        guard !entries.isEmpty else {
            // As `list --search`: json gets a screen without sections; the reason goes to stderr.
            if format == .json {
                try printScreen(Screen(id: screen.id, title: screen.title, sections: []), format: format,
                                terminal: terminal)
            }
            throw CommandFailure(message: noMatch, status: .failure)
        }
        try printScreen(screen, format: format, terminal: terminal)
    }

    private var noMatch: String {
        SearchTerm(text) == nil ? "no contact has an email address" : "no email address matches \"\(text)\""
    }
}
