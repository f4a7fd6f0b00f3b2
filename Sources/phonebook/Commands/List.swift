import ArgumentParser
import Reading
import Sections
import Store

/// `phonebook list`: the contacts screen.
struct List: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List contacts by section, one row per number.",
        discussion: """
            Sections "A"..."Z" then "#", ordered ignoring case and accents, in the
            sort order of the settings; starred contacts also under "Favorites".
            A contact without a number is listed once, by name. Exit status 1 when
            --search matches nothing, or --category names no group.

            Examples:
              phonebook list
              phonebook list --search hopper --format plain
              phonebook list --category family
              phonebook list --limit 5
            """)

    @OptionGroup var database: DatabaseOptions
    @OptionGroup var books: BookOptions
    @OptionGroup var output: ScreenOutputOptions

    @Option(help: ArgumentHelp(
        "Only contacts with TEXT in a name, nickname, organization or email, or a number containing its "
            + "digits, ignoring case and accents; from three characters on, also in the title, a postal address, "
            + "the note or a category.",
        valueName: "text"))
    var search: String?

    @Option(help: ArgumentHelp(
        "Only the contacts in the group NAME: a category their cards name, or a group card naming them "
            + "(see `phonebook categories`), ignoring case and accents.",
        valueName: "name"))
    var category: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Cut each section to N rows, followed by a load-more row.", valueName: "n"))
    var limit: Int?

    func validate() throws {
        if let limit, limit < 1 { throw ValidationError("--limit must be at least 1.") }
    }

    func run() throws {
        let book = try database.openForReading()
        let terminal = output.target()
        let format = output.resolvedFormat(for: terminal)
        var state = contactsState(settings: try book.appSettings(), format: format)
        let chosen = try books.chosen(in: book)
        try state.list(chosen?.id, of: book)
        if let category {
            guard let group = try book.contactGroup(named: category, in: chosen?.id) else {
                let within = chosen.map { " in the book \"\($0.name)\"" } ?? ""
                throw CommandFailure(message: "no group is named \"\(category)\"\(within)", status: .failure)
            }
            state.group = group.members
        }
        let reader = BookReader(book)
        let screen = try ContactsScreen.build(state, from: reader)
        guard !ContactsScreen.listsNoContacts(screen) else {
            return try printNoContacts(screen, searching: state.query.search != nil, format: format,
                                       terminal: terminal)
        }
        // Without --limit, sections continue page by page to their end as they print.
        try printScreen(screen, format: format, terminal: terminal, source: reader)
    }

    /// The contacts screen as `list` asks for it: pages of `--limit` rows
    /// ending in load-more rows, or each section's first row, the rest read
    /// a batch at a time as it prints, each entry written from the batch
    /// without a row made of it (`SectionRest`); the table measures its
    /// columns on each section's first `streamingPageSize`
    /// (`TableScreenWriter`). Only the table tells apart neighbours of the
    /// same name: plain and json rows carry the UID.
    func contactsState(settings: AppSettings, format: ScreenFormat) -> ContactsState {
        ContactsState(settings: settings, search: search,
                      pages: limit.map { .loadMore(size: $0) } ?? .continued(size: 1),
                      distinguishesSharedNames: format == .table)
    }

    /// A search that matched nothing exits 1 as `lookup` and grep do: no
    /// rows (json: a screen without sections), the reason on stderr. An
    /// empty book lists its links and says how to import, on stderr unless
    /// the table is for a person to read.
    private func printNoContacts(_ screen: Screen, searching: Bool, format: ScreenFormat,
                                 terminal: OutputTarget) throws {
        if searching {
            try failListingNothing(screen, reason: "no contact matches \"\(search ?? "")\"", format: format,
                                   terminal: terminal)
        }
        try printScreen(screen, format: format, terminal: terminal)
        if format == .table {
            print("\n" + ContactsScreen.emptyBookHint)
        } else {
            printError(ContactsScreen.emptyBookHint)
        }
    }
}
