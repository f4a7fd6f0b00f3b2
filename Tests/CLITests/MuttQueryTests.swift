import Foundation
import Testing
import TestSupport

/// neomutt itself, in tmux, running `email --format mutt` through the
/// README's own `query_command` line: its query menu lists what the
/// protocol sent, its address completion writes the header a user gets,
/// and a query matching nothing shows phonebook's message line.
@Suite("email in neomutt", .tags(.tmux), .serialized,
       .enabled(if: TmuxSession.isAvailable && neomuttPath != nil,
                "tmux or neomutt is not installed (.ci/run installs both)"))
struct MuttQueryTests {

    /// The README's `.muttrc` line, as a user copies it.
    static func documentedQueryCommand() throws -> String {
        let readme = try String(contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
        return try #require(readme.split(separator: "\n").first { $0.hasPrefix("set query_command = ") }.map(String.init))
    }

    /// neomutt on an empty mailbox in `folder`, with the README's line.
    private func startNeomutt(db: String, in folder: URL) throws -> TmuxSession {
        let mailbox = folder.appendingPathComponent("mbox")
        try Data().write(to: mailbox)
        return try CLITests.startNeomutt([try Self.documentedQueryCommand()], mailbox: mailbox, db: db, in: folder)
    }

    @Test func neomuttListsCompletesAndReportsNoMatchThroughTheDocumentedLine() throws {
        try withTemporaryDirectory { folder in
            let db = try EmailCommandTests.seededDatabase(in: folder)
            let mutt = try startNeomutt(db: db, in: folder)
            try mutt.waitForScreen(containing: "NeoMutt")

            // The query menu (Q): a row per address, with its name and its label (mutt's comment).
            try mutt.sendKeys("Q")
            try mutt.waitForScreen(containing: "Query:")
            try mutt.sendKeys("gra", "Enter")
            let menu = try mutt.waitForScreen(containing: "amazing@grace.example")
            #expect(menu.contains { $0.contains("Grace Hopper") && $0.contains("<grace@navy.example>") && $0.hasSuffix("work") },
                    "\(menu.joined(separator: "\n"))")
            #expect(menu.contains { $0.contains("Grace Hopper") && $0.contains("<amazing@grace.example>") && $0.hasSuffix("home") })
            // A new query from the menu shows the first line as mutt's message:
            // phonebook's count, or its no-match line as an error.
            try mutt.sendKeys("Q")
            try mutt.sendKeys("C-u", "zzz", "Enter")
            try mutt.waitForScreen(containing: "phonebook: no email address matches \"zzz\"")
            try mutt.sendKeys("Q")
            try mutt.sendKeys("C-u", "angstrom", "Enter")
            // The count can show before the menu's rows are drawn: wait for both.
            let zoe = try mutt.waitForScreen { screen in
                screen.contains { $0.contains("phonebook: 1 match") } && screen.contains { $0.contains("<zoe@exämple.se>") }
            }
            #expect(zoe.contains { $0.contains("Zoë Ångström") && $0.contains("<zoe@exämple.se>") && $0.hasSuffix("home") },
                    "\(zoe.joined(separator: "\n"))")
            // An apostrophe in the query: neomutt quotes %s itself, so the
            // README's unquoted %s hands phonebook the query whole.
            try mutt.sendKeys("Q")
            try mutt.sendKeys("C-u", "o'neil", "Enter")
            let annie = try mutt.waitForScreen(containing: "annie@example.org")
            #expect(annie.contains { $0.contains("phonebook: 1 match") }, "\(annie.joined(separator: "\n"))")
            try mutt.sendKeys("q")

            // Completion in the To: prompt (^T, complete-query): one match fills the
            // field with the address as mutt writes it: the quoted name quoted
            // again, the name with a tab in it with a space, UTF-8 as it is.
            try mutt.sendKeys("m")
            try mutt.waitForScreen(containing: "To:")
            try mutt.sendKeys("annie", "C-t")
            let completed = try mutt.waitForScreen(containing: "annie@example.org")
            #expect(completed.contains { $0.contains("To: \"Ann \\\"Annie\\\" O'Neil\" <annie@example.org>") },
                    "\(completed.joined(separator: "\n"))")
            try mutt.sendKeys("C-u", "angstrom", "C-t")
            let zoeAddress = try mutt.waitForScreen(containing: "To: Zoë")
            #expect(zoeAddress.contains { $0.contains("To: Zoë Ångström <zoe@exämple.se>") },
                    "\(zoeAddress.joined(separator: "\n"))")
            try mutt.sendKeys("C-g")
        }
    }
}
