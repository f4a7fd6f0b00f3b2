import ArgumentParser
import CardEditing
import Contacts
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Store
import Exchange
import TerminalText

/// `phonebook edit CONTACT`: the contact's form (or, with `--raw`, its vCard) in `$VISUAL`/`$EDITOR`,
/// or, for scripts, the changes given as options. Only what changed is rewritten; one journal entry.
struct Edit: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit",
        abstract: "Edit a contact in $VISUAL/$EDITOR (its form, or its vCard with --raw), or with --set-/--add-/--remove- options.",
        discussion: """
            With no --set-, --add- or --remove- option the editor opens on the contact's form \
            (see "The edit form" in docs/commands.md). Every option of one command is one change, \
            which `phonebook undo` reverts. LABEL= is optional: a number without one is mobile, \
            an email or address home.

            Examples:
              phonebook edit "Grace Hopper"
              phonebook edit "Grace Hopper" --add-phone work=+1-555-0199
              phonebook edit "Grace Hopper" --category Navy --remove-category Family
              phonebook edit hopper --raw
            """)

    @OptionGroup var database: DatabaseOptions
    @OptionGroup var books: BookOptions

    @Flag(help: "Edit the card's vCard text instead of the form.")
    var raw = false

    @Option(help: ArgumentHelp("Set the name shown (given and family names follow it when they spelled the old one).", valueName: "name"))
    var setName: String?
    @Option(help: ArgumentHelp("Set the given name.", valueName: "given")) var setGiven: String?
    @Option(help: ArgumentHelp("Set the family name.", valueName: "family")) var setFamily: String?
    @Option(help: ArgumentHelp("Set the organization (units separated by ;); \"\" removes it.", valueName: "org"))
    var setOrg: String?
    @Option(help: ArgumentHelp("Set the title; \"\" removes it.", valueName: "title")) var setTitle: String?
    @Option(parsing: .unconditional,
            help: ArgumentHelp("Set the birthday (--MM-DD when its year is not known); \"\" removes it.", valueName: "yyyy-mm-dd"))
    var setBirthday: String?
    @Option(help: ArgumentHelp("Replace the note(s) with this one; \"\" removes them.", valueName: "note"))
    var setNote: String?

    @Option(help: ArgumentHelp("Add a number (repeatable).", valueName: "label=number")) var addPhone: [String] = []
    @Option(help: ArgumentHelp("Remove a number, however it is written.", valueName: "number")) var removePhone: [String] = []
    @Option(help: ArgumentHelp("Add an email (repeatable).", valueName: "label=address")) var addEmail: [String] = []
    @Option(help: ArgumentHelp("Remove an email, ignoring case.", valueName: "address")) var removeEmail: [String] = []
    @Option(help: ArgumentHelp("Add a postal address (repeatable).", valueName: "label=street; city; region; postcode; country"))
    var addAddress: [String] = []
    @Option(help: ArgumentHelp("Remove a postal address.", valueName: "street; city; region; postcode; country"))
    var removeAddress: [String] = []
    @Option(help: ArgumentHelp("Add a URL (repeatable).", valueName: "url")) var addUrl: [String] = []
    @Option(help: ArgumentHelp("Remove a URL.", valueName: "url")) var removeUrl: [String] = []
    @Option(help: ArgumentHelp("Add a nickname (repeatable).", valueName: "nickname")) var addNickname: [String] = []
    @Option(help: ArgumentHelp("Remove a nickname.", valueName: "nickname")) var removeNickname: [String] = []
    @Option(name: [.customLong("add-category"), .customLong("category")], help: ArgumentHelp(
        "Put the contact in a group (repeatable): a group card's member line in a book that keeps group cards, "
            + "else a category of its card.", valueName: "name"))
    var addCategory: [String] = []
    @Option(help: ArgumentHelp("Take the contact out of a group, whichever way the book keeps it.", valueName: "name"))
    var removeCategory: [String] = []

    @Argument(help: .contact("The contact to edit."), completion: .contactNames)
    var contact: String

    func validate() throws {
        if raw && hasChangeOptions {
            throw ValidationError("--raw opens the editor; it cannot be combined with --set-, --add- or --remove- options.")
        }
    }

    func run() throws {
        let scripted = hasChangeOptions ? try scriptedEdits() : nil
        let book = try database.openExisting()
        let id = try book.contact(matching: contact, in: books)
        let changed: Bool
        if let scripted {
            guard let card = try book.storedCard(of: id) else {
                throw CommandFailure(message: "the contact \"\(contact)\" was removed meanwhile; nothing was changed",
                                     status: .failure)
            }
            let groups = try book.groupNames(ofMember: id).map(TextFolding.fold)
            if let missing = removeCategory.first(where: { !groups.contains(TextFolding.fold($0)) }) {
                throw CommandFailure(message: "--remove-category: the contact is in no group \(missing); nothing was changed",
                                     status: .failure)
            }
            let edited = try CardEditor.changed(card, by: scripted.edits(of: card), now: Date())
            changed = try FormEditing(book: book).write(id, card: edited ?? card, changed: edited != nil,
                                                        GroupMembership(joining: addCategory, leaving: removeCategory))
        } else {
            changed = try FormEditing(book: book, editor: try EditorSession.forCommandLine(
                instead: "give the changes as options (--set-name, --add-phone, …; see phonebook edit --help)")).edit(id, raw: raw)
        }
        guard changed else {
            printError("phonebook: nothing changed")
            return
        }
        let name = try book.contactDetail(id)?.name.display ?? contact
        printError("phonebook: edited \(VisibleText.line(name)); phonebook undo reverts it")
    }

    /// Whether any --set-, --add- or --remove- option is given.
    private var hasChangeOptions: Bool {
        [setName, setGiven, setFamily, setOrg, setTitle, setBirthday, setNote].contains { $0 != nil }
            || [addPhone, removePhone, addEmail, removeEmail, addAddress, removeAddress, addUrl, removeUrl,
                addNickname, removeNickname, addCategory, removeCategory].contains { !$0.isEmpty }
    }

    /// The options as edits, each value checked (exit 65 naming the option).
    private func scriptedEdits() throws -> ScriptedEdits {
        var edits = ScriptedEdits()
        edits.name = setName
        edits.given = setGiven
        edits.family = setFamily
        edits.organization = setOrg
        edits.title = setTitle
        edits.birthday = try setBirthday.map { try EntryOption.checkedBirthday($0, option: "--set-birthday") }
        edits.note = setNote
        let additions: [(CardEntry.Kind, [String], String)] = [
            (.nickname, addNickname, "--add-nickname"), (.phone, addPhone, "--add-phone"), (.email, addEmail, "--add-email"),
            (.address, addAddress, "--add-address"), (.url, addUrl, "--add-url"),
        ]
        for (kind, values, option) in additions {
            edits.added += try values.map { try EntryOption.checked(kind, $0, option: option) }
        }
        let removals: [(CardEntry.Kind, [String], String)] = [
            (.nickname, removeNickname, "--remove-nickname"), (.phone, removePhone, "--remove-phone"),
            (.email, removeEmail, "--remove-email"), (.address, removeAddress, "--remove-address"), (.url, removeUrl, "--remove-url"),
        ]
        for (kind, values, option) in removals {
            edits.removed += values.map { (CardEntry(kind, $0), option) }
        }
        return edits
    }
}
