import Accounts
import ArgumentParser
import Store
import SyncState
import TerminalText

/// `phonebook info`: where the database is and what it holds.
struct Info: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "info",
        abstract: "Show the database path, schema and SQLite versions, counts, the books, who is logged in, connected address books and the vault's state.",
        discussion: """
            Examples:
              phonebook info
              phonebook info --format json
            """)

    @OptionGroup var database: DatabaseOptions

    @Option(help: "Output format: text or json.")
    var format: InfoFormat = .text

    enum InfoFormat: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    func run() throws {
        let book = try database.openForReading()
        let counts = try book.counts()
        let auth = try book.authState()
        let clearText = try book.clearTextServices()
        for service in clearText {
            printError("phonebook: warning: the token of \(service) is stored in the clear; "
                + "log in to encrypt it, or reconnect with --password-command")
        }
        let until: Int64? = if case let .unlocked(_, until) = auth.vault { until } else { nil }
        // Each CardDAV address book a connected service syncs (a vdir's folder is not one).
        let synced = try book.allSyncCollections()
        let collections = synced.filter { !$0.isFolder }
        let books: [(String, String)] = collections.map {
            ("\($0.service) book", $0.url + ($0.namesBook ? " → \($0.bookName)" : ""))
        }
        let localBooks = try book.books()
        let fields: [(String, String)] = [
            ("database", book.path),
            ("schema version", String(try book.schemaVersion())),
            ("SQLite version", AddressBook.sqliteVersion),
            ("contacts", String(counts.contacts)),
            ("phone numbers", String(counts.phoneNumbers)),
            ("emails", String(counts.emails)),
            ("starred", String(counts.starred)),
            // The default book is marked, unless its name says so already.
            ("books", localBooks.map { book in
                let marked = book.isDefault && book.name.lowercased() != "default"
                return "\(book.name) (\(book.contacts)\(marked ? ", the default" : ""))"
            }.joined(separator: ", ")),
            ("logged in as", auth.loggedInUser ?? "-"),
            ("connected", auth.connectedServices.isEmpty ? "-" : auth.connectedServices.joined(separator: ", ")),
        ] + books + [
            ("vault", until.map { "unlocked until \(History.localTime($0))" } ?? "locked"),
        ]
        switch format {
        case .text:
            let width = fields.map(\.0.count).max() ?? 0
            for (name, value) in fields {
                // A book's or a service's name and a discovered URL are anybody's text.
                print(name + ":" + String(repeating: " ", count: width + 1 - name.count) + VisibleText.line(value))
            }
        case .json:
            print(JSONText.object([
                ("database", .string(book.path)),
                ("schemaVersion", .number(try book.schemaVersion())),
                ("sqliteVersion", .string(AddressBook.sqliteVersion)),
                ("contacts", .number(counts.contacts)),
                ("phoneNumbers", .number(counts.phoneNumbers)),
                ("emails", .number(counts.emails)),
                ("starred", .number(counts.starred)),
                ("books", .array(localBooks.map {
                    .object([("name", .string($0.name)), ("contacts", .number($0.contacts)), ("default", .bool($0.isDefault))])
                })),
                ("loggedInUser", auth.loggedInUser.map(JSONText.string) ?? .null),
                ("connectedServices", .array(auth.connectedServices.map(JSONText.string))),
                // A service's first address book (its default book's); `syncs` has each.
                ("carddavBooks", .object(collections.reduce(into: [(String, JSONText)]()) { first, collection in
                    if !first.contains(where: { $0.0 == collection.service }) {
                        first.append((collection.service, .string(collection.url)))
                    }
                })),
                ("syncs", .array(synced.map { collection in
                    .object([("service", .string(collection.service)), ("book", .string(collection.bookName)),
                             ("collection", collection.name.map(JSONText.string) ?? .null),
                             ("url", .string(collection.url))])
                })),
                ("vaultUnlocked", .bool(until != nil)),
                ("vaultUnlockedUntil", until.map { .string(History.utcTime($0)) } ?? .null),
                ("clearTextTokens", .array(clearText.map(JSONText.string))),
            ]))
        }
    }
}
