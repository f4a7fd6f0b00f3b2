import ArgumentParser
import FoundationEssentials
import Reporting
import Store
import TerminalText
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// `phonebook history [CONTACT]`: the journal of changes, newest first.
struct History: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "List the changes undo can revert, newest first (of one contact, when named).",
        discussion: """
            Examples:
              phonebook history
              phonebook history "Grace Hopper" --limit 5
            """)

    @OptionGroup var database: DatabaseOptions
    @OptionGroup var books: BookOptions

    @Option(help: "Output format: table (default on a terminal), plain (default otherwise) or json.")
    var format: ScreenFormat?

    @Option(parsing: .unconditional, help: "Show at most this many changes.")
    var limit: Int?

    @Argument(help: ArgumentHelp("Only the changes to this contact (its UID or full name).", valueName: "contact"),
              completion: .contactNames)
    var contact: String?

    func validate() throws {
        if let limit, limit < 1 { throw ValidationError("--limit must be at least 1.") }
    }

    func run() throws {
        let book = try database.openForReading()
        // --book names where CONTACT is found; a name of no book is refused without a CONTACT too, as everywhere.
        _ = try books.chosen(in: book)
        let id = try contact.map { try book.contacts(matching: [$0], in: books)[0] }
        let entries = try book.history(contact: id, limit: limit)
        let terminal = OutputTarget.standardOutput()
        var out = ""
        switch format ?? (terminal.isTerminal ? .table : .plain) {
        case .table: Self.table(entries, width: terminal.width, to: &out)
        case .plain: Self.plain(entries, terminal: terminal, to: &out)
        case .json: out = JSONText.array(entries.map(Self.json)).description + "\n"
        }
        writeText(out, to: STDOUT_FILENO)
    }

    /// Aligned columns, the time in local time, the change cut to the width.
    static func table(_ entries: [JournalEntry], width: Int, to out: inout String) {
        guard !entries.isEmpty else {
            out += "No changes in the history.\n"
            return
        }
        let numberWidth = max(1, entries.map { String($0.number).count + 1 }.max() ?? 1)
        let kindWidth = ChangeKind.allCases.map(\.rawValue.count).max() ?? 6
        let lead = numberWidth + 2 + 16 + 2 + kindWidth + 2
        func line(_ number: String, _ time: String, _ kind: String, _ change: String) -> String {
            ColumnText.fit(number, toWidth: numberWidth) + "  " + ColumnText.fit(time, toWidth: 16) + "  "
                + ColumnText.fit(kind, toWidth: kindWidth) + "  "
                + ColumnText.truncate(change, toWidth: max(width - lead, 10))
        }
        out += line("#", "When", "Kind", "Change") + "\n"
        for entry in entries {
            let change = entry.isUndone ? entry.summary + " (undone)" : entry.summary
            out += line("#\(entry.number)", localTime(entry.madeAt), entry.kind.rawValue,
                        VisibleText.line(change)) + "\n"
        }
    }

    /// One tab-separated line an entry: number, time (UTC, ISO 8601), kind,
    /// "undone" or "-", summary (`OutputTarget.recordField`).
    static func plain(_ entries: [JournalEntry], terminal: OutputTarget, to out: inout String) {
        for entry in entries {
            out += [String(entry.number), utcTime(entry.madeAt), entry.kind.rawValue,
                    entry.isUndone ? "undone" : "-", terminal.recordField(entry.summary)]
                .joined(separator: "\t") + "\n"
        }
    }

    static func json(_ entry: JournalEntry) -> JSONText {
        .object([
            ("number", .number(Int(entry.number))),
            ("time", .string(utcTime(entry.madeAt))),
            ("kind", .string(entry.kind.rawValue)),
            ("summary", .string(entry.summary)),
            ("undone", .bool(entry.isUndone)),
            ("undoneTime", entry.undoneAt.map { .string(utcTime($0)) } ?? .null),
        ])
    }

    /// "2025-03-01 14:05" in the local time zone (TZ).
    static func localTime(_ seconds: Int64) -> String {
        format(seconds, "%Y-%m-%d %H:%M", local: true)
    }

    /// "2025-03-01T13:05:00Z".
    static func utcTime(_ seconds: Int64) -> String {
        format(seconds, "%Y-%m-%dT%H:%M:%SZ", local: false)
    }

    private static func format(_ seconds: Int64, _ pattern: String, local: Bool) -> String {
        var time = time_t(seconds)
        var parts = tm()
        if local { localtime_r(&time, &parts) } else { gmtime_r(&time, &parts) }
        var buffer = [CChar](repeating: 0, count: 64)
        let count = strftime(&buffer, buffer.count, pattern, &parts)
        return String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
