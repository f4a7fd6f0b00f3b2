import Foundation
import Testing
import TestSupport

/// neomutt itself, in tmux, adding a message's sender through the `.muttrc` macro docs/commands.md
/// gives: the message piped in, phonebook asking on neomutt's terminal, the contact added.
@Suite("add --from-mail in neomutt", .tags(.tmux), .serialized,
       .enabled(if: TmuxSession.isAvailable && neomuttPath != nil,
                "tmux or neomutt is not installed (.ci/run installs both)"))
struct MailSenderInNeomuttTests {
    /// The documented macro line, as a user copies it.
    static func documentedMacro() throws -> String {
        let page = try String(contentsOf: Repository.root.appendingPathComponent("docs/commands.md"), encoding: .utf8)
        return try #require(page.split(separator: "\n").first { $0.hasPrefix("macro index,pager ") }.map(String.init))
    }

    @Test func theDocumentedMacroAsksOnNeomuttsTerminalAndAddsTheSender() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("book.sqlite3").path
            try makeEmptyBook(at: db)
            let mailbox = folder.appendingPathComponent("mbox")
            try """
                From grace@navy.mil Mon Jan  1 09:00:00 2024
                From: =?UTF-8?Q?Gr=C3=A5ce?= Hopper <grace@navy.mil>
                To: ada@example.org
                Subject: compilers
                Date: Mon, 1 Jan 2024 09:00:00 +0000

                A ship in port is safe.

                """.write(to: mailbox, atomically: true, encoding: .utf8)
            let mutt = try startNeomutt([try Self.documentedMacro()], mailbox: mailbox, db: db, in: folder)
            try mutt.waitForScreen(containing: "compilers")
            try mutt.sendKeys("Escape", "a")
            let question = try mutt.waitForScreen(containing: "Add it? [y/N]")
            #expect(question.contains { $0.contains("Name: Gråce Hopper") }, "\(question.joined(separator: "\n"))")
            #expect(question.contains { $0.contains("Email (other): grace@navy.mil") })
            try mutt.sendKeys("y", "Enter")
            try mutt.waitForScreen(containing: "phonebook: added Gråce Hopper <grace@navy.mil>")
            try mutt.sendKeys("Enter")
            #expect(try contactCount(db) == 1)
            let card = try exportedCard(db, "Hopper")
            #expect(card.contains("\r\nFN:Gråce Hopper\r\nN:Hopper;Gråce;;;\r\nEMAIL:grace@navy.mil\r\n"), "\(card)")
        }
    }
}
