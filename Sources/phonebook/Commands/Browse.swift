import ArgumentParser
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Reporting
import SharedOptions
import Terminal
import TerminalText

/// `phonebook browse`: the address book and its settings in a full-screen browser.
struct Browse: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "browse",
        abstract: "Browse the address book full-screen.",
        discussion: """
            Keys: ↑/↓ or k/j move, PgUp/PgDn or Ctrl-B/Ctrl-F page, Home/End or g/G
            jump to the first or the very last row, Enter or → select, ← Esc or
            Backspace back, / search, ? help, q back or quit, Q or Ctrl-C quit,
            Ctrl-Z suspend (fg resumes). Needs a terminal on standard input and
            output (exit 64 otherwise).

            Examples:
              phonebook browse
              phonebook browse --db ~/work.sqlite3
            """)

    @OptionGroup var database: DatabaseOptions
    @OptionGroup var books: BookOptions
    @OptionGroup var colors: ColorOptions

    func run() throws {
        // The book first, so a database problem is reported on a plain terminal.
        let book = try database.openExisting()
        let listing = try books.chosen(in: book)?.id
        var syncLeftRunning: String?, endedBecause: String?
        try TerminalSession.withSession { session in
            let loop = try EventLoop(session: session)
            let environment = ProcessInfo.processInfo.environment
            let driver = BrowseDriver(book: book, listing: listing, loop: loop,
                                      colors: colors.usesColor(isTerminal: true, environment: environment),
                                      environment: environment)
            try driver.run()
            syncLeftRunning = driver.syncLeftRunning
            endedBecause = driver.endedBecause
        }
        if let service = syncLeftRunning {
            // Safe to leave: each card's step is committed as it succeeds (see SyncChild).
            StandardError.write("phonebook: the sync of \(service) goes on in the background; "
                                + "`phonebook sync status` shows when it ended")
        }
        if let endedBecause { throw CommandFailure(message: endedBecause, status: .database) }
    }
}
