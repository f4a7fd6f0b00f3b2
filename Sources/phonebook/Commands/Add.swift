import Contacts
import ArgumentParser
import CardEditing
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Store
import Exchange

/// `phonebook add`: a new contact from options, from the blank form in `$VISUAL`/`$EDITOR`, from
/// the sender of a mail message (`--from-mail`) or from a vCard (`--from-file`). Prints the new
/// contact's UID; `phonebook undo` removes it again.
struct Add: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add a contact from options, in $VISUAL/$EDITOR, from a mail's sender or from a vCard; prints its UID.",
        discussion: """
            The new card is vCard 3.0 with a new urn:uuid: UID. LABEL= is optional: a number \
            without one is mobile, an email or address home. With no option the editor opens \
            on a blank form (see "The edit form" in docs/commands.md); off a terminal only \
            when VISUAL or EDITOR is set.
            --from-mail reads a message on standard input and adds its sender (From:, or \
            Reply-To: with --reply-to), showing the contact and asking first on a terminal; \
            nothing is added when a contact has the address already. In neomutt:
              macro index,pager \\ea "<pipe-message>phonebook add --from-mail --yes<enter>"
            --from-file adds the one vCard in FILE (- for standard input) as it is written.

            Examples:
              phonebook add --name "Grace Hopper" --phone mobile=+1-555-0100
              phonebook add --name "Ada Lovelace" --email work=ada@example.org --birthday 1815-12-10
              phonebook add --name "Alan Turing" --category Family
              phonebook add
              phonebook add --from-mail --yes < message.eml
              phonebook add --from-file grace.vcf
            """)

    @OptionGroup var database: DatabaseOptions
    @OptionGroup var books: BookOptions

    @Option(help: "The name shown (given and family names are split from it unless given).") var name: String?
    @Option(help: "The given name.") var given: String?
    @Option(help: "The family name.") var family: String?
    @Option(help: ArgumentHelp("The organization (units separated by ;).", valueName: "org")) var org: String?
    @Option(help: "The title.") var title: String?
    @Option(parsing: .unconditional, help: ArgumentHelp("The birthday; --MM-DD when its year is not known.", valueName: "yyyy-mm-dd"))
    var birthday: String?
    @Option(help: ArgumentHelp("A number (repeatable).", valueName: "label=number")) var phone: [String] = []
    @Option(help: ArgumentHelp("An email (repeatable).", valueName: "label=address")) var email: [String] = []
    @Option(help: ArgumentHelp("A postal address (repeatable).", valueName: "label=street; city; region; postcode; country"))
    var address: [String] = []
    @Option(help: "A URL (repeatable).") var url: [String] = []
    @Option(help: "A nickname (repeatable).") var nickname: [String] = []
    @Option(help: "A note (repeatable).") var note: [String] = []
    @Option(help: ArgumentHelp("A group to put the contact in (repeatable): a group card's member line in a book "
                                   + "that keeps group cards, else a category of its card.", valueName: "name"))
    var category: [String] = []

    @Flag(help: "Add the sender of the mail message on standard input (its header's From:).")
    var fromMail = false
    @Flag(help: "With --from-mail: the sender is Reply-To: when the message has one.")
    var replyTo = false
    @Flag(name: [.customShort("y"), .long], help: "With --from-mail: add without asking (needed when not on a terminal).")
    var yes = false
    @Option(help: ArgumentHelp("Add the one vCard in this file (- for standard input) as it is written.", valueName: "file"))
    var fromFile: String?

    @Option(help: "Output format of the UID: plain (default) or json.")
    var format: UIDFormat = .plain

    enum UIDFormat: String, ExpressibleByArgument, CaseIterable {
        case plain, json
    }

    /// Whether any field is given as an option.
    private var hasFieldOptions: Bool {
        [name, given, family, org, title, birthday].contains { $0 != nil }
            || [phone, email, address, url, nickname, note, category].contains { !$0.isEmpty }
    }

    func validate() throws {
        if fromMail && fromFile != nil {
            throw ValidationError("--from-mail and --from-file are two ways to give the contact; give one.")
        }
        if let source = fromMail ? "--from-mail" : fromFile != nil ? "--from-file" : nil, hasFieldOptions {
            throw ValidationError("\(source) takes the contact's fields from its input; it cannot be combined with --name, --phone, ….")
        }
        if !fromMail, let flag = replyTo ? "--reply-to" : yes ? "--yes" : nil {
            throw ValidationError("\(flag) is for --from-mail; use it with --from-mail.")
        }
        guard hasFieldOptions else { return }
        let named = [name, given, family, org].contains { $0?.allSatisfy(\.isWhitespace) == false }
        guard named || !phone.isEmpty || !email.isEmpty else {
            throw ValidationError("Give the contact a name: --name, --given or --family (or --org, --phone or --email).")
        }
    }

    func run() throws {
        if fromMail {
            if let uid = try SenderAddition(database: database, books: books, replyTo: replyTo, asks: !yes).run() { printUID(uid) }
            return
        }
        if let fromFile {
            let added = try TemplateAddition(database: database, books: books, path: fromFile).run()
            printUID(added.uid)
            if added.isIncomplete { throw ExitCode(ExitStatus.partlyImported.rawValue) }
            return
        }
        guard hasFieldOptions else { return try addOnTheForm() }
        let details = try fromOptions()
        let book = try database.open()
        let uid = CardStamp.randomUID()
        let now = Date()
        let card = try NewCard.bytes(details, phonebookVersion: PhonebookVersion.current, now: now, uid: uid)
        _ = try CardWrites(book: book, into: books.target(in: book))
            .add(card: card, GroupMembership(joining: category), now: now, phonebookVersion: PhonebookVersion.current)
        printUID(uid)
    }

    /// No option: the blank form in the editor, which off a terminal must be VISUAL's or EDITOR's (as for `edit`).
    private func addOnTheForm() throws {
        let editor = try EditorSession.forCommandLine(
            instead: "give the contact's fields as options (--name, --phone LABEL=NUMBER, …; see phonebook add --help)")
        let uid = CardStamp.randomUID()
        let book = try database.open()
        guard try FormEditing(book: book, editor: editor, into: books.target(in: book)).add(uid: uid) != nil else {
            printError("phonebook: nothing added")
            return
        }
        printUID(uid)
    }

    private func printUID(_ uid: String) {
        switch format {
        case .plain: print(uid)
        case .json: print(JSONText.object([("uid", .string(uid))]))
        }
    }

    /// The details the options give, each value checked (exit 65 naming the option).
    private func fromOptions() throws -> ContactDetails {
        var details = ContactDetails(name: name ?? "", given: given ?? "", family: family ?? "",
                                     organization: ScriptedEdits.organizationText(org ?? ""), title: title ?? "")
        details.name = details.name.trimmed
        details.birthday = try birthday.map { try EntryOption.checkedBirthday($0, option: "--birthday") } ?? ""
        let entries: [(CardEntry.Kind, [String], String)] = [
            (.nickname, nickname, "--nickname"), (.phone, phone, "--phone"), (.email, email, "--email"),
            (.address, address, "--address"), (.url, url, "--url"), (.note, note, "--note"),
        ]
        for (kind, values, option) in entries {
            details.entries += try values.map { try EntryOption.checked(kind, $0, option: option) }
        }
        return details
    }
}
