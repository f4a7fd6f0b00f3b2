import Accounts
import ArgumentParser
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Reporting
import Store
import SyncState
import TerminalText

/// `phonebook books list`, also what a bare `phonebook books` runs: each
/// book with its count of contacts, whether it is the default, and the
/// services it syncs with.
struct BooksList: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the address books: contacts, the default, what each syncs with.",
        discussion: """
            Examples:
              phonebook books
              phonebook books list --format json
            """)

    @OptionGroup var database: DatabaseOptions

    @Option(help: "Output format: table (default on a terminal), plain (default otherwise) or json.")
    var format: ScreenFormat?

    func run() throws {
        let book = try database.openForReading()
        let books = try book.books()
        let syncs = try book.bookSyncs()
        let listed = books.map { listed in (listed, syncs.filter { $0.book == listed.id }) }
        let terminal = OutputTarget.standardOutput()
        var out = ""
        switch format ?? (terminal.isTerminal ? .table : .plain) {
        case .table: Self.table(listed, to: &out)
        case .plain: Self.plain(listed, terminal: terminal, to: &out)
        case .json: out = JSONText.array(listed.map(Self.json)).description + "\n"
        }
        writeText(out, to: STDOUT_FILENO)
    }

    /// Aligned columns: name, contacts, "default", and what it syncs with.
    static func table(_ books: [(Book, [BookSync])], to out: inout String) {
        let names = books.map { VisibleText.line($0.0.name) }
        let nameWidth = max(4, names.map(DisplayWidth.of).max() ?? 0)
        let counts = books.map { String($0.0.contacts) }
        let countWidth = max(8, counts.map(\.count).max() ?? 0)
        func line(_ name: String, _ count: String, _ mark: String, _ syncs: String) -> String {
            let head = ColumnText.fit(name, toWidth: nameWidth) + "  "
                + String(repeating: " ", count: countWidth - count.count) + count + "  "
            var line = head + ColumnText.fit(mark, toWidth: 7) + "  " + syncs
            while line.last == " " { line.removeLast() }
            return line + "\n"
        }
        out += line("Book", "Contacts", "Default", "Syncs with")
        for (index, (book, syncs)) in books.enumerated() {
            out += line(names[index], counts[index], book.isDefault ? "yes" : "",
                        VisibleText.line(syncs.map(described).joined(separator: ", ")))
        }
    }

    /// One tab-separated record a book: name, contacts, "default" or "-",
    /// and each service it syncs with, comma-separated ("-" for none).
    static func plain(_ books: [(Book, [BookSync])], terminal: OutputTarget, to out: inout String) {
        for (book, syncs) in books {
            let synced = syncs.isEmpty ? "-" : syncs.map(described).joined(separator: ", ")
            out += [terminal.recordField(book.name), String(book.contacts), book.isDefault ? "default" : "-",
                    terminal.recordField(synced)].joined(separator: "\t") + "\n"
        }
    }

    static func json(_ listed: (Book, [BookSync])) -> JSONText {
        let (book, syncs) = listed
        return .object([
            ("name", .string(book.name)),
            ("contacts", .number(book.contacts)),
            ("default", .bool(book.isDefault)),
            ("syncs", .array(syncs.map { sync in
                .object([
                    ("service", .string(sync.service)),
                    ("collection", sync.collectionName.map(JSONText.string) ?? .null),
                    ("url", sync.collectionURL.map(JSONText.string) ?? .null),
                ])
            })),
        ])
    }

    /// "fastmail: Contacts", or the service alone before its book is discovered.
    private static func described(_ sync: BookSync) -> String {
        guard let collection = sync.collectionName ?? sync.collectionURL else { return sync.service }
        return "\(sync.service): \(collection)"
    }
}
