import Foundation
import Testing
import TestSupport

/// `phonebook edit`: the form and the raw card in scripted editors, and the options for scripts.
@Suite("edit")
struct EditCommandTests {
    static let card = [
        "BEGIN:VCARD", "VERSION:3.0", "UID:grace", "FN:Grace Hopper", "N:Hopper;Grace;;;", "TITLE:Admiral",
        "item1.TEL:+1 (555) 010-0100", "item1.X-ABLabel:boat", "TEL;TYPE=CELL:+1 555 0102", "EMAIL;TYPE=WORK:Grace@Navy.mil",
        "NICKNAME:Amazing Grace,Gracie", "X-CUSTOM;X-P=\"a:b\":keep me", "NOTE:old note", "END:VCARD", "",
    ].joined(separator: "\r\n")

    /// Runs `body` with a book holding `card` (Grace Hopper, UID `grace`) and the test's folder.
    func withGrace(card: String = Self.card, _ body: (String, URL) throws -> Void) throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("book.sqlite3").path
            let file = folder.appendingPathComponent("grace.vcf")
            try card.write(to: file, atomically: true, encoding: .utf8)
            let imported = try phonebook("import", "--quiet", "--db", db, file.path)
            #expect(imported.status == 0, "\(imported.stderr)")
            try body(db, folder)
        }
    }

    /// The card's lines other than REV, which every edit sets.
    func linesWithoutRevision(_ card: String) -> [String] {
        card.components(separatedBy: "\r\n").filter { !$0.hasPrefix("REV:") }
    }

    @Test func aFormEditIsAppliedRewritingOnlyItsLinesAsOneJournalEntry() throws {
        try withGrace { db, folder in
            let editor = try scriptedEditor(folder, """
                sed -i 's/^Title:.*/Title: Rear Admiral/' "$1"
                echo 'Phone (work): +1 555 0199' >> "$1"
                """)
            let result = try phonebook("edit", "--db", db, "hopper", environment: editor)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr == "phonebook: edited Grace Hopper; phonebook undo reverts it\n")
            let lines = try exportedCard(db, "grace").components(separatedBy: "\r\n")
            #expect(lines.filter { !$0.hasPrefix("REV:") } == [
                "BEGIN:VCARD", "VERSION:3.0", "UID:grace", "FN:Grace Hopper", "N:Hopper;Grace;;;", "TITLE:Rear Admiral",
                "item1.TEL:+1 (555) 010-0100", "item1.X-ABLabel:boat", "TEL;TYPE=CELL:+1 555 0102", "TEL;TYPE=WORK:+1 555 0199",
                "EMAIL;TYPE=WORK:Grace@Navy.mil", "NICKNAME:Amazing Grace,Gracie", "X-CUSTOM;X-P=\"a:b\":keep me",
                "NOTE:old note", "END:VCARD", "",
            ])
            #expect(lines.filter { $0.wholeMatch(of: /REV:\d{8}T\d{6}Z/) != nil }.count == 1)
            let history = try plainHistory(db).split(separator: "\n")
            #expect(history.count == 2 && history[0].hasSuffix("\tedit\t-\tedit Grace Hopper"), "\(history)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("phonebook-edit-") } == [])
        }
    }

    @Test func anInvalidFormIsReopenedWithTheErrorThenApplied() throws {
        try withGrace { db, folder in
            let editor = try scriptedEditor(folder, countedRound + """

                if [ $n = 1 ]; then sed -i 's/^Birthday:.*/Birthday: 1906-13-09/' "$1"
                else sed -i 's/1906-13-09/1906-12-09/' "$1"; fi
                """)
            let result = try phonebook("edit", "--db", db, "grace", environment: editor)
            #expect(result.status == 0, "\(result.stderr)")
            let reopened = try shownToEditor(folder, round: 2).split(separator: "\n", omittingEmptySubsequences: false)
            let line = try #require(reopened.firstIndex(of: "Birthday: 1906-13-09"))
            #expect(reopened[0] == "# error: line \(line + 1): birthday \"1906-13-09\" is not a date as YYYY-MM-DD or --MM-DD")
            #expect(reopened[1] == "# Correct it and save, or quit without saving to change nothing.")
            #expect(try exportedCard(db, "grace").contains("\r\nBDAY:1906-12-09\r\n"))
        }
    }

    @Test func anUnchangedFormChangesNothingNotEvenREV() throws {
        try withGrace { db, folder in
            let before = try exportedCard(db, "grace")
            let history = try plainHistory(db)
            let editors = [
                "exit 0",                                          // quit without saving
                "sed -i 's/^Title: Admiral$/Title:   Admiral  /' \"$1\"",  // saved, the same in meaning
                ": > \"$1\"",                                       // every field deleted
            ]
            for body in editors {
                let result = try phonebook("edit", "--db", db, "grace", environment: try scriptedEditor(folder, body))
                #expect(result.status == 0 && result.stderr == "phonebook: nothing changed\n", "\(body): \(result.stderr)")
            }
            // Options asking for what the card already says.
            let same = try phonebook("edit", "--db", db, "grace", "--set-title", "Admiral", "--set-note", "old note")
            #expect(same.status == 0 && same.stderr == "phonebook: nothing changed\n", "\(same.stderr)")
            #expect(try exportedCard(db, "grace") == before)
            #expect(try plainHistory(db) == history)
        }
    }

    @Test func rawEditsTheVCardTextAndReopensALineThatDoesNotRead() throws {
        try withGrace { db, folder in
            let before = try exportedCard(db, "grace")
            let editor = try scriptedEditor(folder, countedRound + """

                if [ $n = 1 ]; then sed -i 's/^TITLE:Admiral/TITLE Commodore/' "$1"
                else sed -i -e 's/^TITLE Commodore/TITLE:Commodore/' -e '/^#/d' "$1"; fi
                """)
            let result = try phonebook("edit", "--raw", "--db", db, "grace", environment: editor)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(try shownToEditor(folder, round: 1) == before)
            #expect(try shownToEditor(folder, round: 2).hasPrefix("# error: line "))
            let after = try exportedCard(db, "grace")
            var expected = linesWithoutRevision(before)
            expected[expected.firstIndex(of: "TITLE:Admiral")!] = "TITLE:Commodore"
            #expect(linesWithoutRevision(after) == expected)
            #expect(after.contains("\r\nREV:"))
            let unchanged = try phonebook("edit", "--raw", "--db", db, "grace", environment: try scriptedEditor(folder, "exit 0"))
            #expect(unchanged.stderr == "phonebook: nothing changed\n")
            #expect(try exportedCard(db, "grace") == after)
        }
    }

    @Test func optionsMakeEveryChangeInOneRewriteAndOneJournalEntry() throws {
        try withGrace { db, _ in
            let result = try phonebook(arguments: [
                "edit", "--db", db, "grace", "--set-name", "Grace Brewster Hopper", "--set-org", "US Navy;Reserve",
                "--add-phone", "+1 555 0199", "--add-phone", "work=+1 555 0198", "--remove-phone", "+1-555-010-0100",
                "--remove-email", "GRACE@navy.MIL", "--add-email", "home=grace@example.com", "--remove-nickname", "Gracie",
                "--add-url", "https://example.org", "--set-note", "", "--set-birthday", "1906-12-09",
            ])
            #expect(result.status == 0, "\(result.stderr)")
            let lines = linesWithoutRevision(try exportedCard(db, "grace"))
            #expect(lines == [
                "BEGIN:VCARD", "VERSION:3.0", "UID:grace", "FN:Grace Brewster Hopper", "N:Hopper;Grace Brewster;;;",
                "TITLE:Admiral", "TEL;TYPE=CELL:+1 555 0102", "TEL;TYPE=CELL:+1 555 0199", "TEL;TYPE=WORK:+1 555 0198",
                "EMAIL;TYPE=HOME:grace@example.com", "NICKNAME:Amazing Grace", "X-CUSTOM;X-P=\"a:b\":keep me",
                "ORG:US Navy;Reserve", "BDAY:1906-12-09", "URL:https://example.org", "END:VCARD", "",
            ])
            let history = try plainHistory(db).split(separator: "\n")
            #expect(history.count == 2 && history[0].hasSuffix("\tedit Grace Brewster Hopper"), "\(history)")
        }
    }

    @Test func removingWhatTheContactLacksExitsOneWritingNothing() throws {
        try withGrace { db, _ in
            let before = try exportedCard(db, "grace")
            let history = try plainHistory(db)
            let cases: [([String], String)] = [
                (["--remove-email", "nobody@example.com"], "--remove-email: the contact has no email nobody@example.com"),
                (["--set-title", "Commodore", "--remove-phone", "+1 555 0177"], "--remove-phone: the contact has no phone number +1 555 0177"),
                (["--remove-url", "https://example.org"], "--remove-url: the contact has no URL https://example.org"),
                (["--remove-nickname", "Grace"], "--remove-nickname: the contact has no nickname Grace"),
            ]
            for (options, message) in cases {
                let result = try phonebook(arguments: ["edit", "--db", db, "grace"] + options)
                #expect(result.status == 1)
                #expect(result.stderr == "phonebook: \(message); nothing was changed\n")
            }
            #expect(try exportedCard(db, "grace") == before)
            #expect(try plainHistory(db) == history)
        }
    }

    @Test func badValuesExit65AndUsageMistakesExit64() throws {
        try withGrace { db, _ in
            let cases: [([String], Int32, String)] = [
                (["--set-birthday", "2021-02-29"], 65, "phonebook: --set-birthday: birthday \"2021-02-29\" is not a date as YYYY-MM-DD or --MM-DD\n"),
                (["--add-phone", "home=none"], 65, "phonebook: --add-phone: phone number \"none\" has no digits\n"),
                (["--add-email", "work=grace"], 65, "phonebook: --add-email: email \"grace\" has no @\n"),
            ]
            for (options, status, message) in cases {
                let result = try phonebook(arguments: ["edit", "--db", db, "grace"] + options)
                #expect(result.status == status && result.stderr == message, "\(options): \(result.stderr)")
            }
            let raw = try phonebook("edit", "--db", db, "grace", "--raw", "--set-title", "X")
            #expect(raw.status == 64 && raw.stderr.hasPrefix("phonebook: --raw opens the editor"))
            // No terminal and no editor named: vi cannot run.
            let noEditor = try phonebook("edit", "--db", db, "grace", environment: ["EDITOR": "", "VISUAL": ""])
            #expect(noEditor.status == 64)
            #expect(noEditor.stderr.hasPrefix("phonebook: not on a terminal and neither VISUAL nor EDITOR is set"))
            #expect(try phonebook("edit", "--db", db, "nobody", "--set-title", "X").status == 1)
        }
    }

    @Test func aCardWithoutAUIDGetsAURNUUIDOnItsFirstEditAndStaysOneContact() throws {
        let card = "BEGIN:VCARD\nVERSION:2.1\nN:Lovelace;Ada\nFN:Ada Lovelace\nTEL;CELL:+44 20 7946 0100\nEND:VCARD\n"
        try withGrace(card: card) { db, _ in
            let result = try phonebook("edit", "--db", db, "ada lovelace", "--set-title", "Countess")
            #expect(result.status == 0, "\(result.stderr)")
            let exported = try exportedCard(db, "ada")
            let uid = try #require(exported.firstMatch(of: /\r\nUID:(urn:uuid:[0-9a-f-]{36})\r\n/)?.output.1)
            #expect(try contactCount(db) == 1)
            // The UID is the contact's now: it finds it.
            #expect(try exportedCard(db, String(uid)) == exported)
            #expect(try phonebook("edit", "--db", db, String(uid), "--set-title", "Countess of Lovelace").status == 0)
            #expect(try exportedCard(db, String(uid)).components(separatedBy: "UID:").count == 2)
        }
    }
}
