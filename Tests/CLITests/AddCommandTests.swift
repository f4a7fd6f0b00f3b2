import Foundation
import Testing
import TestSupport

/// `phonebook add`: from options, and from the blank form in a scripted editor on a terminal.
@Suite("add")
struct AddCommandTests {
    @Test func optionsMakeAVCard30WithANewUIDAndEveryFieldPrintingTheUID() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("book.sqlite3").path
            let added = try phonebook(arguments: [
                "add", "--db", db, "--name", "Grace Hopper", "--org", "US Navy ; Reserve", "--title", "Rear Admiral",
                "--phone", "+1 555 0100", "--phone", "boat=+1 555 0101", "--email", "work=grace@navy.mil",
                "--email", "grace@example.com", "--address", "1 Main St; Arlington; VA; 22201; USA",
                "--birthday", "1906-12-09", "--url", "https://example.org/grace", "--nickname", "Amazing Grace",
                "--note", "First line",
            ])
            #expect(added.status == 0, "\(added.stderr)")
            #expect(added.stderr == "")
            let uid = added.stdout.trimmingCharacters(in: .newlines)
            #expect(uid.wholeMatch(of: /urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}/) != nil)
            let card = try exportedCard(db, uid)
            let lines = card.components(separatedBy: "\r\n")
            #expect(Array(lines.prefix(4)) == ["BEGIN:VCARD", "VERSION:3.0", "PRODID:-//phonebook//phonebook 0.1.0//EN", "UID:\(uid)"])
            #expect(lines[4].wholeMatch(of: /REV:\d{8}T\d{6}Z/) != nil)
            #expect(Array(lines.dropFirst(5)) == [
                "FN:Grace Hopper", "N:Hopper;Grace;;;", "ORG:US Navy;Reserve", "TITLE:Rear Admiral", "BDAY:1906-12-09",
                "NICKNAME:Amazing Grace", "TEL;TYPE=CELL:+1 555 0100", "item1.TEL:+1 555 0101", "item1.X-ABLabel:boat",
                "EMAIL;TYPE=WORK:grace@navy.mil", "EMAIL;TYPE=HOME:grace@example.com",
                "ADR;TYPE=HOME:;;1 Main St;Arlington;VA;22201;USA", "URL:https://example.org/grace", "NOTE:First line",
                "END:VCARD", "",
            ])
            #expect(try plainHistory(db).hasSuffix("\tadd\t-\tadd Grace Hopper\n"))
            let json = try phonebook("add", "--db", db, "--given", "Ada", "--family", "Lovelace", "--format", "json")
            #expect(json.stdout.wholeMatch(of: /\{"uid":"urn:uuid:[0-9a-f-]{36}"\}\n/) != nil, "\(json.stdout)")
            #expect(try phonebook("show", "--db", db, "Ada Lovelace").status == 0)
        }
    }

    @Test func badValuesExit65AndMissingNamesExit64AddingNothing() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("book.sqlite3").path
            try makeEmptyBook(at: db)
            let cases: [([String], Int32, String)] = [
                (["--name", "A", "--birthday", "1906-02-30"], 65,
                 "phonebook: --birthday: birthday \"1906-02-30\" is not a date as YYYY-MM-DD or --MM-DD\n"),
                (["--name", "A", "--phone", "mobile=call me"], 65, "phonebook: --phone: phone number \"call me\" has no digits\n"),
                (["--name", "A", "--email", "grace.example.com"], 65, "phonebook: --email: email \"grace.example.com\" has no @\n"),
                (["--name", "A", "--url", ""], 65, "phonebook: --url: the value is empty\n"),
                (["--name", "A", "--address", "a;b;c;d;e;f;g"], 65,
                 "phonebook: --address: an address has at most 6 parts: street; city; region; postcode; country, "
                    + "after an extended part (a suite, a flat) when it has one\n"),
            ]
            for (options, status, message) in cases {
                let result = try phonebook(arguments: ["add", "--db", db] + options)
                #expect(result.status == status && result.stderr == message, "\(options): \(result.stderr)")
                #expect(result.stdout == "")
            }
            let unnamed = try phonebook("add", "--db", db, "--note", "who?", "--title", "Admiral")
            #expect(unnamed.status == 64)
            #expect(unnamed.stderr.hasPrefix("phonebook: give the contact a name: --name, --given or --family"))
            // No options, no terminal and no editor named: no editor can open.
            let bare = try phonebook("add", "--db", db, environment: ["EDITOR": "", "VISUAL": ""])
            #expect(bare.status == 64)
            #expect(bare.stderr.hasPrefix("phonebook: not on a terminal and neither VISUAL nor EDITOR is set"))
            #expect(bare.stderr.contains("give the contact's fields as options (--name, --phone LABEL=NUMBER"))
            #expect(try contactCount(db) == 0)
            #expect(try plainHistory(db) == "")
        }
    }

    @Test func onATerminalTheBlankFormOpensAndAnInvalidOneIsReopenedWithItsError() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("book.sqlite3").path
            let editor = try scriptedEditor(folder, countedRound + """

                if [ $n = 1 ]; then
                  sed -i -e 's/^Name:.*/Name: Ada Lovelace/' -e 's/^Email (home):.*/Email (home): ada.example.com/' "$1"
                else
                  sed -i 's/ada.example.com/ada@example.com/' "$1"
                fi
                """)
            let result = try phonebookInTerminal(["add", "--db", db], script: [], environment: editor)
            #expect(result.status == 0, "\(result.transcript)")
            let uid = try #require(result.transcript.firstMatch(of: /urn:uuid:[0-9a-f-]{36}/)).output
            // The blank form, then the person's text under the error, counted in the reopened file.
            let blank = try shownToEditor(folder, round: 1)
            #expect(blank.hasPrefix("# Edit the contact below") && blank.contains("\nName:\n") && blank.contains("\nPhone (mobile):\n"))
            let reopened = try shownToEditor(folder, round: 2).split(separator: "\n", omittingEmptySubsequences: false)
            let emailLine = try #require(reopened.firstIndex(of: "Email (home): ada.example.com"))
            #expect(reopened[0] == "# error: line \(emailLine + 1): email \"ada.example.com\" has no @")
            let card = try exportedCard(db, String(uid))
            #expect(card.contains("\r\nFN:Ada Lovelace\r\nN:Lovelace;Ada;;;\r\n"))
            #expect(card.contains("\r\nEMAIL;TYPE=HOME:ada@example.com\r\n"))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("phonebook-edit-") } == [])
        }
    }

    @Test func offATerminalAScriptedEditorFillsTheBlankFormAsForEdit() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("book.sqlite3").path
            let editor = try scriptedEditor(folder, countedRound + """

                sed -i -e 's/^Name:.*/Name: Ada Lovelace/' -e 's/^Email (home):.*/Email (home): ada@example.com/' "$1"
                """)
            let added = try phonebook("add", "--db", db, environment: editor)
            #expect(added.status == 0, "\(added.stderr)")
            let uid = try #require(added.stdout.wholeMatch(of: /(urn:uuid:[0-9a-f-]{36})\n/)).output.1
            #expect(try shownToEditor(folder, round: 1).hasPrefix("# Edit the contact below"))
            let card = try exportedCard(db, String(uid))
            #expect(card.contains("\r\nFN:Ada Lovelace\r\nN:Lovelace;Ada;;;\r\n"), "\(card)")
            #expect(card.contains("\r\nEMAIL;TYPE=HOME:ada@example.com\r\n"))
            #expect(try plainHistory(db).hasSuffix("\tadd\t-\tadd Ada Lovelace\n"))
            // A script's editor that leaves the form as it was adds nothing, as on a terminal.
            let untouched = try phonebook("add", "--db", db, environment: try scriptedEditor(folder, "exit 0"))
            #expect(untouched.status == 0 && untouched.stderr == "phonebook: nothing added\n", "\(untouched.stderr)")
            #expect(try contactCount(db) == 1)
        }
    }

    @Test func aBlankFormLeftUnchangedOrEmptiedAddsNothing() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("book.sqlite3").path
            try makeEmptyBook(at: db)
            for body in ["exit 0", "sed -i 's/^Name:.*/Name:   /' \"$1\"", ": > \"$1\""] {
                let result = try phonebookInTerminal(["add", "--db", db], script: [], environment: try scriptedEditor(folder, body))
                #expect(result.status == 0, "\(body): \(result.transcript)")
                #expect(result.transcript.contains("phonebook: nothing added"), "\(body): \(result.transcript)")
                #expect(!result.transcript.contains("urn:uuid:"))
            }
            #expect(try contactCount(db) == 0)
            #expect(try plainHistory(db) == "")
        }
    }
}

/// A birthday whose year is not known, as phones write it (`--MM-DD`), goes in everywhere a date is entered.
@Suite("Birthdays without a year")
struct BirthdayWithoutYearTests {
    @Test func addEditAndTheFormTakeMonthAndDayAlone() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("book.sqlite3").path
            let added = try phonebook("add", "--db", db, "--name", "Zoë Year", "--birthday", "--12-09")
            #expect(added.status == 0, "\(added.stderr)")
            let exported = try phonebook("export", "--db", db, "Zoë Year")
            #expect(exported.stdout.contains("\r\nBDAY:--12-09\r\n"), "\(exported.stdout)")
            let upcoming = try phonebook("birthdays", "--db", db, "--today", "2026-12-01", "--format", "plain")
            #expect(upcoming.stdout.contains("\tZoë Year\tbirthday\t--12-09\t2026-12-09\t8\t"), "\(upcoming.stdout)")
            let edited = try phonebook("edit", "--db", db, "Zoë Year", "--set-birthday", "--02-29")
            #expect(edited.status == 0, "\(edited.stderr)")
            #expect(try phonebook("export", "--db", db, "Zoë Year").stdout.contains("\r\nBDAY:--02-29\r\n"))
            let impossible = try phonebook("add", "--db", db, "--name", "X", "--birthday=--02-30")
            #expect(impossible.status == 65
                && impossible.stderr == "phonebook: --birthday: birthday \"--02-30\" is not a date as YYYY-MM-DD or --MM-DD\n")
        }
    }

    /// A 4.0 card's `--1209` shows in the form as `--12-09`; saving the form untouched keeps the card's bytes.
    @Test func anUntouchedFormKeepsAYearlessBirthdaysBytes() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("book.sqlite3").path
            let card = "BEGIN:VCARD\r\nVERSION:4.0\r\nUID:y\r\nFN:Yearless\r\nBDAY:--1209\r\nTEL:555-0100\r\nEND:VCARD\r\n"
            #expect(try phonebook("import", "--db", db, "-", stdin: card).status == 0)
            let untouched = try phonebook("edit", "--db", db, "y", environment: ["EDITOR": "true", "VISUAL": "true"])
            #expect(untouched.status == 0, "\(untouched.stderr)")
            #expect(try phonebook("export", "--db", db, "y").stdout == card)
        }
    }
}
