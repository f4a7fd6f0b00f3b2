import ArgumentParser
import FoundationEssentials
import Reporting
import Store
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// `phonebook duplicates`: the groups of contacts that are probably one person.
struct Duplicates: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "duplicates",
        abstract: "List groups of contacts that are probably one person, strongest first.",
        discussion: """
            Contacts are one person when they share a number (however written; a
            number in national form is read in the region setting), an email
            (case ignored) or a full name (accents, case, word order and initials
            ignored), and nothing tells them apart: different full names, numbers
            with none in common, or emails with none in common. Each group says
            why; `merge --group N` takes its number. Nothing is changed. Exit
            status 1 when there are none. docs/commands.md ("Duplicates") has the rules.

            Examples:
              phonebook duplicates
              phonebook duplicates --format json
            """)

    @OptionGroup var database: DatabaseOptions
    @OptionGroup var books: BookOptions

    @Option(help: "Output format: table (default on a terminal), plain (default otherwise) or json.")
    var format: ScreenFormat?

    func run() throws {
        let book = try database.openForReading()
        let settings = try book.appSettings(localeEnvironment: ProcessInfo.processInfo.environment)
        let groups = try book.duplicateGroups(settings: settings, only: books.readFilter(in: book))
        guard !groups.isEmpty else {
            throw CommandFailure(message: "no duplicates found", status: .failure)
        }
        let terminal = OutputTarget.standardOutput()
        let out: String
        switch format ?? (terminal.isTerminal ? .table : .plain) {
        case .table: out = DuplicateListing.table(groups, width: terminal.width)
        case .plain: out = DuplicateListing.plain(groups, terminal: terminal)
        case .json: out = JSONText.array(groups.map(DuplicateListing.json)).description + "\n"
        }
        writeText(out, to: STDOUT_FILENO)
    }
}
