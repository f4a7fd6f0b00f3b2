import Foundation
import Store
import Testing
import TestSupport

/// CONTACT as `show`, `star`, `unstar` and `export` take it, run through the built binary.
@Suite("Finding a contact on the command line")
struct ContactArgumentTests {
    /// Runs `body` with the path of a fresh database holding the sample book and two Ann Lees.
    private func withBook(_ body: (String) throws -> Void) throws {
        try withTemporaryDirectory { folder in
            let path = folder.appendingPathComponent("book.sqlite3").path
            let book = try AddressBook.open(at: path)
            try SampleBook.seed(book)
            _ = try book.transaction {
                let writer = try ContactWriter(book, now: 0)
                _ = try writer.insert(SampleBook.record("ann-acme", "Ann Lee", "Ann", "Lee", organization: "Acme",
                                                        phones: [("work", "+1 555 0101")]))
                return try writer.insert(SampleBook.record("ann-home", "Ann Lee", "Ann", "Lee",
                                                           emails: [("home", "ann@example.com")]))
            }
            try body(path)
        }
    }

    @Test func aPartOfANameShowsTheOneContactItMatches() throws {
        try withBook { db in
            for argument in ["hopper", "Hopper, Grace", "navy", "grace@example.mil", "ada", "+46701234567"] {
                let shown = try phonebook("show", argument, "--db", db, "--format", "plain")
                #expect(shown.status == 0, "\(argument): \(shown.stderr)")
                #expect(!shown.stdout.isEmpty)
            }
        }
    }

    @Test func severalWithoutATerminalExitOneListingEachCandidate() throws {
        try withBook { db in
            let result = try phonebook("show", "ann lee", "--db", db)
            #expect(result.status == 1)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr == """
                phonebook: "ann lee" matches 2 contacts; give its UID or more of its name:
                  Ann Lee — Acme — +1 555 0101 — ann-acme
                  Ann Lee — ann-home

                """)
            #expect(try phonebook("star", "ann lee", "--db", db).status == 1)
        }
    }

    @Test func noneExitsOneSuggestingTheNearestNames() throws {
        try withBook { db in
            let result = try phonebook("show", "Grace Hoper", "--db", db)
            #expect(result.status == 1)
            #expect(result.stderr == "phonebook: no contact matches \"Grace Hoper\"; did you mean \"Grace Hopper\"?\n")
            let star = try phonebook("unstar", "Lovelase", "--db", db)
            #expect(star.status == 1 && star.stderr.contains("did you mean \"Ada Lovelace\"?"))
        }
    }

    /// A CONTACT as long as a command line allows (a page pasted by
    /// mistake) matching nothing is answered at once: its suggestions skip
    /// the names whose length alone puts them too far (each was compared
    /// letter by letter, seconds of CPU on a book of 500; under a limit of
    /// 5 s of CPU, which only a hang reaches).
    @Test func aVeryLongContactMatchingNothingIsAnsweredAtOnce() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("book.sqlite3").path
            let book = try AddressBook.open(at: db)
            try book.transaction {
                let writer = try ContactWriter(book, now: 0)
                for index in 0..<500 {
                    _ = try writer.insert(SampleBook.record("p\(index)", "Person Number\(index)", "Person", "Number\(index)"))
                }
            }
            let text = String(repeating: "x", count: 120_000)
            let shown = try runProgram(URL(fileURLWithPath: "/bin/sh"), [
                "-c", "ulimit -t 5 && exec \"$0\" \"$@\"", Repository.binary.path, "show", text, "--db", db,
            ])
            #expect(!shown.wasSignaled && shown.status == 1, "\(shown.status)")
            #expect(shown.stderr.hasPrefix("phonebook: no contact matches \"xxx"), "\(shown.stderr.prefix(200))")
        }
    }

    @Test func starAndUnstarTakeAnyPartOfTheContact() throws {
        try withBook { db in
            let star = try phonebook("star", "turing", "--db", db)
            #expect(star.status == 0)
            #expect(try favorites(db) == ["ada", "alan"])
            #expect(try phonebook("unstar", "555-0199", "--db", db).status == 0)  // a number of his
            #expect(try favorites(db) == ["ada"])
        }
    }

    /// The UIDs listed under Favorites.
    private func favorites(_ db: String) throws -> Set<String> {
        Set(try phonebook("list", "--db", db).stdout.split(separator: "\n")
            .filter { $0.hasPrefix("Favorites\t") }.map { String($0.split(separator: "\t")[3]) })
    }

    @Test func exportWithContactsWritesOnlyThoseInTheOrderGiven() throws {
        try withBook { db in
            let some = try phonebook("export", "hopper", "ada", "Hopper Grace", "--db", db)
            #expect(some.status == 0, "\(some.stderr)")
            #expect(some.stdout == "BEGIN:VCARD\r\nFN:Grace Hopper\r\nEND:VCARD\r\n"
                + "BEGIN:VCARD\r\nFN:Ada Lovelace\r\nEND:VCARD\r\n")
            let all = try phonebook("export", "--db", db)
            #expect(all.stdout.components(separatedBy: "BEGIN:VCARD").count - 1 == SampleBook.contacts.count + 2)
        }
    }

    @Test func exportOfAContactThatMatchesNothingWritesNoFile() throws {
        try withBook { db in
            let file = URL(fileURLWithPath: db).deletingLastPathComponent().appendingPathComponent("out.vcf")
            let result = try phonebook("export", "ada", "nobody at all", "--output", file.path, "--db", db)
            #expect(result.status == 1)
            #expect(result.stderr.hasPrefix("phonebook: no contact matches \"nobody at all\""))
            #expect(!FileManager.default.fileExists(atPath: file.path))
        }
    }

    @Test func onATerminalSeveralAreANumberedChoice() throws {
        try withBook { db in
            let result = try phonebookInTerminal(["show", "ann lee", "--db", db, "--format", "plain"], script: [
                (prompt: "Which one? [1-2, Enter to cancel]", action: .type("7")),
                (prompt: "Which one? [1-2, Enter to cancel]", action: .type("2")),
            ])
            #expect(result.status == 0, "\(result.transcript)")
            #expect(result.transcript.contains("1) Ann Lee — Acme — +1 555 0101 — ann-acme"))
            #expect(result.transcript.contains("2) Ann Lee — ann-home"))
            #expect(result.transcript.contains("fact:uid\tUID\tann-home"))
        }
    }

    @Test func onATerminalEnterCancelsTheChoice() throws {
        try withBook { db in
            let result = try phonebookInTerminal(["star", "ann lee", "--db", db], script: [
                (prompt: "Which one? [1-2, Enter to cancel]", action: .type("")),
            ])
            #expect(result.status == 1)
            #expect(result.transcript.contains("phonebook: cancelled"))
        }
    }

    @Test func helpSaysWhatContactAccepts() throws {
        for command in ["show", "star", "unstar", "export"] {
            let help = try phonebook(command, "--help").stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(help.contains("A UID, a full name (either order), or any part of a name, nickname, organization, "
                + "email or number, ignoring case and accents"), "\(command)")
        }
    }
}
