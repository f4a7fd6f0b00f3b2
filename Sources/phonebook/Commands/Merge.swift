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
import Terminal
import TerminalText

/// `phonebook merge CONTACT CONTACT... | --group N | --all [--yes] [--dry-run]`:
/// makes one contact of several, the first the base; asks first on a terminal.
/// One journal entry a merged group, so `phonebook undo` brings its contacts back.
struct Merge: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Merge contacts into the first (asks first on a terminal; --yes for scripts). Undo separates them again.",
        discussion: """
            The first contact's card is kept and every number, email, address, URL and other field \
            of the others it lacks is added; their names become nicknames and their notes are joined. \
            --group N merges group N of `phonebook duplicates` (the groups are found again, so the \
            numbers are those `duplicates` shows now); --all merges every group, each its own change. \
            See "Merging contacts" in docs/commands.md.

            Examples:
              phonebook merge "Grace Hopper" "G. Hopper"
              phonebook merge --group 1 --dry-run
              phonebook merge --all --yes
            """)

    @OptionGroup var database: DatabaseOptions
    @OptionGroup var books: BookOptions

    @Flag(name: [.customShort("y"), .long], help: "Merge without asking (needed when not on a terminal).")
    var yes = false

    @Flag(help: "Show the merged contact and write nothing.")
    var dryRun = false

    @Option(parsing: .unconditional, help: ArgumentHelp("Merge group N of `phonebook duplicates`.", valueName: "n"))
    var group: Int?

    @Flag(help: "Merge every group `phonebook duplicates` lists, each as its own change (with --yes or --dry-run).")
    var all = false

    @Argument(help: .contact("The contacts to merge, the one to keep first."), completion: .contactNames)
    var contacts: [String] = []

    func validate() throws {
        let ways = [!contacts.isEmpty, group != nil, all].filter { $0 }.count
        guard ways == 1 else {
            throw ValidationError("Name the contacts to merge, or give --group N, or --all: one of the three.")
        }
        if !contacts.isEmpty, contacts.count < 2 {
            throw ValidationError("Name at least two contacts to merge, the one to keep first.")
        }
        if let group, group < 1 { throw ValidationError("--group takes a group number from 1, as `phonebook duplicates` lists them.") }
        if all, !yes, !dryRun { throw ValidationError("--all merges without asking: pass --yes (or --dry-run to see the groups merged).") }
    }

    func run() throws {
        let book = try database.openExisting()
        guard contacts.isEmpty else { return try merge(try book.contacts(matching: contacts, in: books), in: book) }
        let groups = try book.duplicateGroups(settings: book.appSettings(localeEnvironment: ProcessInfo.processInfo.environment),
                                              only: books.readFilter(in: book))
        if let group {
            guard let found = groups.first(where: { $0.number == group }) else {
                throw CommandFailure(message: groups.isEmpty ? "no duplicates found, so there is no group \(group)"
                                         : "there is no group \(group); `phonebook duplicates` lists \(groups.count)",
                                     status: .failure)
            }
            return try merge(found.contactIDs, in: book)
        }
        guard !groups.isEmpty else { throw CommandFailure(message: "no duplicates found; nothing to merge", status: .failure) }
        for found in groups { try merge(found.contactIDs, in: book) }
    }

    /// Merges `ids` into the first, after showing the result and asking unless --yes; --dry-run only shows it.
    private func merge(_ ids: [ContactID], in book: AddressBook) throws {
        guard ids.count >= 2 else {
            throw CommandFailure(message: "\(contacts.joined(separator: " and ")) name one contact; nothing to merge",
                                 status: .failure)
        }
        let merging = ContactMerging(book: book)
        let merged = try merging.preview(ids)
        if dryRun {
            printVisible(try Self.summary(merged), terminator: "")
            return
        }
        if !yes { try confirm(merged) }
        try merging.merge(ids)
        let names = merged.contributions.map { VisibleText.line($0.name) }
        printError("phonebook: merged \(names.joined(separator: ", ")) into \(VisibleText.line(merged.name)); phonebook undo reverts it")
    }

    /// Shows the merged contact and asks; throws, merging nothing, unless the answer is yes.
    private func confirm(_ merged: MergedCard) throws {
        try Confirmation(doing: "merging", verb: "merge", done: "merged").ask(
            try Self.summary(merged)
                + "Merge \(merged.contributions.count + 1) contacts into \(VisibleText.line(merged.name))? [y/N] ")
    }

    /// The merged contact's name, numbers and emails, then what each other
    /// contact adds, one line each: each value from a card shown on its line (`VisibleText.line`).
    static func summary(_ merged: MergedCard) throws -> String {
        let details = try ContactDetails(card: merged.bytes)
        let shown = VisibleText.line
        var lines = [shown(details.name.isEmpty ? merged.name : details.name)]
        for entry in details.entries where entry.kind == .phone || entry.kind == .email {
            let label = entry.label.isEmpty ? "" : " (\(shown(entry.label)))"
            lines.append("  \(entry.kind == .phone ? "number" : "email ") \(shown(entry.value))\(label)")
        }
        for contribution in merged.contributions {
            let added = contribution.added.isEmpty ? "nothing new" : contribution.added.map(shown).joined(separator: "; ")
            lines.append("from \(contribution.name.isEmpty ? "a contact without a name" : shown(contribution.name)): \(added)")
        }
        return lines.map { $0 + "\n" }.joined()
    }
}
