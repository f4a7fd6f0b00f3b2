import ArgumentParser
import CardEditing
import Foundation
import Store
import Terminal

/// `phonebook merge CONTACT CONTACT... [--yes] [--dry-run]`: makes one
/// contact of several, the first the base; asks first on a terminal. One
/// journal entry, so `phonebook undo` brings every contact back.
struct Merge: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Merge contacts into the first (asks first on a terminal; --yes for scripts). Undo separates them again.",
        discussion: """
            The first contact's card is kept and every number, email, address, URL and other field \
            of the others it lacks is added; their names become nicknames and their notes are joined. \
            See "Merging contacts" in the README.
            """)

    @OptionGroup var database: DatabaseOptions

    @Flag(name: [.customShort("y"), .long], help: "Merge without asking (needed when not on a terminal).")
    var yes = false

    @Flag(help: "Show the merged contact and write nothing.")
    var dryRun = false

    @Argument(help: .contact("The contacts to merge, the one to keep first."))
    var contacts: [String]

    func validate() throws {
        guard contacts.count >= 2 else { throw ValidationError("Name at least two contacts to merge, the one to keep first.") }
    }

    func run() throws {
        let book = try database.openExisting()
        let ids = try book.contacts(matching: contacts)
        guard ids.count >= 2 else {
            throw CommandFailure(message: "\(contacts.joined(separator: " and ")) name one contact; nothing to merge",
                                 status: .failure)
        }
        let merging = ContactMerging(book: book)
        let merged = try merging.preview(ids)
        if dryRun {
            print(try Self.summary(merged), terminator: "")
            return
        }
        if !yes { try confirm(merged) }
        try merging.merge(ids)
        let names = merged.contributions.map(\.name)
        printError("phonebook: merged \(names.joined(separator: ", ")) into \(merged.name); phonebook undo reverts it")
    }

    /// Shows the merged contact and asks; throws, merging nothing, unless the answer is yes.
    private func confirm(_ merged: MergedCard) throws {
        guard isatty(STDIN_FILENO) == 1, isatty(STDERR_FILENO) == 1 else {
            throw CommandFailure(
                message: "not on a terminal, so merging cannot be confirmed; pass --yes to merge without asking",
                status: .usage)
        }
        let question = try Self.summary(merged)
            + "Merge \(merged.contributions.count + 1) contacts into \(merged.name)? [y/N] "
        FileHandle.standardError.write(Data(question.utf8))
        let answer = String(decoding: InputLine.read(from: STDIN_FILENO), as: UTF8.self)
            .trimmingCharacters(in: .whitespaces).lowercased()
        guard answer == "y" || answer == "yes" else {
            throw CommandFailure(message: "nothing was merged", status: .failure)
        }
    }

    /// The merged contact's name, numbers and emails, then what each other contact adds.
    static func summary(_ merged: MergedCard) throws -> String {
        let details = try ContactDetails(card: merged.bytes)
        var lines = [details.name.isEmpty ? merged.name : details.name]
        for entry in details.entries where entry.kind == .phone || entry.kind == .email {
            let label = entry.label.isEmpty ? "" : " (\(entry.label))"
            lines.append("  \(entry.kind == .phone ? "number" : "email ") \(entry.value)\(label)")
        }
        for contribution in merged.contributions {
            let added = contribution.added.isEmpty ? "nothing new" : contribution.added.joined(separator: "; ")
            lines.append("from \(contribution.name.isEmpty ? "a contact without a name" : contribution.name): \(added)")
        }
        return lines.map { $0 + "\n" }.joined()
    }
}
