import Foundation
import Testing
import TestSupport

/// `remove`, `history` and `undo`, run as the built binary.
@Suite("Remove, history and undo commands")
struct JournalCommandsTests {
    private let cards = """
        BEGIN:VCARD\r\nVERSION:3.0\r\nUID:grace\r\nFN:Grace Hopper\r\nTEL:555-0100\r\nTEL:555-0101\r\nEND:VCARD\r
        BEGIN:VCARD\r\nVERSION:3.0\r\nUID:ada\r\nFN:Ada Lovelace\r\nEND:VCARD\r\n
        """

    /// A book of Grace (two numbers) and Ada, imported from a file.
    private func withBook(_ body: (String) throws -> Void) throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("p.sqlite3").path
            let file = folder.appendingPathComponent("cards.vcf")
            try cards.write(to: file, atomically: true, encoding: .utf8)
            #expect(try phonebook("import", "--db", db, "--quiet", file.path).status == 0)
            try body(db)
        }
    }

    @Test func removeWithoutATerminalOrYesIsRefusedAndRemovesNothing() throws {
        try withBook { db in
            let before = try phonebook("export", "--db", db).stdout
            let refused = try phonebook("remove", "--db", db, "Grace Hopper", stdin: "y\n")
            #expect(refused.status == 64)
            #expect(refused.stderr == "phonebook: not on a terminal, so removing cannot be confirmed; "
                    + "pass --yes to remove without asking\n")
            #expect(try phonebook("export", "--db", db).stdout == before)
        }
    }

    @Test func removeYesThenUndoPutsTheContactBack() throws {
        try withBook { db in
            let before = try phonebook("export", "--db", db).stdout
            let removed = try phonebook("remove", "--db", db, "--yes", "Grace Hopper", "ada")
            #expect(removed.status == 0, "\(removed.stderr)")
            #expect(try phonebook("info", "--db", db, "--format", "json").stdout.contains(#""contacts":0,"#))
            let history = try phonebook("history", "--db", db, "--format", "plain")
            let lines = history.stdout.split(separator: "\n").map { $0.split(separator: "\t").map(String.init) }
            #expect(lines.map { [$0[0], $0[2], $0[3], $0[4]] } == [
                ["2", "remove", "-", "remove 2 contacts: Grace Hopper, Ada Lovelace"],
                ["1", "import", "-", "import \(URL(fileURLWithPath: db).deletingLastPathComponent().resolvingSymlinksInPath().path)/cards.vcf: 2 added"],
            ])
            let undo = try phonebook("undo", "--db", db)
            #expect(undo.status == 0)
            #expect(undo.stdout == "undid #2: remove 2 contacts: Grace Hopper, Ada Lovelace\n")
            #expect(try phonebook("export", "--db", db).stdout == before)
            let json = try phonebook("history", "--db", db, "--format", "json", "--limit", "1").stdout
            #expect(json.hasPrefix(#"[{"number":2,"time":""#) && json.contains(#""undone":true,"undoneTime":""#))
        }
    }

    @Test func undoWithNothingLeftExitsOne() throws {
        try withBook { db in
            #expect(try phonebook("undo", "--db", db).status == 0)
            let nothing = try phonebook("undo", "--db", db)
            #expect(nothing.status == 1)
            #expect(nothing.stderr.hasPrefix("phonebook: nothing to undo"))
            let missing = try phonebook("undo", "--db", db, "7")
            #expect(missing.status == 1 && missing.stderr.contains("no change #7"))
        }
    }

    @Test func undoNOfAChangeALaterOneBuiltOnNamesTheLaterOne() throws {
        try withBook { db in
            #expect(try phonebook("star", "--db", db, "Grace Hopper").status == 0)
            #expect(try phonebook("unstar", "--db", db, "grace").status == 0)
            let refused = try phonebook("undo", "--db", db, "2")
            #expect(refused.status == 1)
            #expect(refused.stderr == "phonebook: cannot undo #2 (star Grace Hopper): #3 (unstar Grace Hopper) "
                    + "changed the same contacts later; undo it first\n")
            let table = try phonebook("history", "--db", db, "--format", "table", "Grace Hopper",
                                      environment: ["COLUMNS": "60", "TZ": "UTC"])
            let rows = table.stdout.split(separator: "\n")
            #expect(rows.count == 4 && rows[0].hasPrefix("#   When              Kind    Change"))
            #expect(rows[1].hasPrefix("#3  ") && rows[1].hasSuffix("  unstar  unstar Grace Hopper"))
        }
    }

    @Test func removeOnATerminalAsksAndADeclineRemovesNothing() throws {
        try withBook { db in
            let declined = try phonebookInTerminal(["remove", "--db", db, "Grace Hopper"],
                                                   script: [("Remove Grace Hopper (2 numbers)? [y/N] ", .type("n"))])
            #expect(declined.status == 1)
            #expect(declined.transcript.contains("phonebook: nothing was removed"))
            #expect(try phonebook("info", "--db", db, "--format", "json").stdout.contains(#""contacts":2,"#))
            let both = try phonebookInTerminal(["remove", "--db", db, "Grace Hopper", "Ada Lovelace"],
                                               script: [("Remove these 2 contacts? [y/N] ", .type("y"))])
            #expect(both.status == 0)
            #expect(both.transcript.contains("  Grace Hopper (2 numbers)") && both.transcript.contains("  Ada Lovelace (no numbers)"))
            #expect(try phonebook("info", "--db", db, "--format", "json").stdout.contains(#""contacts":0,"#))
        }
    }
}
