import Foundation
import Testing
import TestSupport

/// The cards of Tests/HostileCards/terminal-escapes-*.vcf (OSC 52, OSC 0,
/// CSI, DCS, C1 U+009B, bidi overrides and isolates, through QP, base64
/// and raw 8-bit) printed by every command that prints card text, on a
/// pseudo-terminal: no control byte of theirs reaches the terminal.
@Suite("Hostile card text on a terminal")
struct HostileCardTerminalTests {
    static let cards = ["terminal-escapes-2.1-qp.vcf", "terminal-escapes-3.0-raw.vcf",
                        "terminal-escapes-2.1-latin1.vcf", "terminal-escapes-3.0-base64.vcf"]

    /// The SGR sequences phonebook itself writes when colour is on (bold,
    /// dim, reverse, reset: `Paint`, `TableScreenWriter`), removed before
    /// the check; nothing else of the form ESC [ … is.
    static let ownColours = ["\u{1B}[1m", "\u{1B}[2m", "\u{1B}[7m", "\u{1B}[0m"].map { Array($0.utf8) }

    /// One command's run: its arguments, and what to answer at which prompt.
    struct Step {
        var arguments: [String]
        var script: [(prompt: String, action: TerminalAction)] = []
        /// Whether card text must show in what it printed (a replacement such as "␛" or "<U+").
        var showsCardText = true
        /// For a completion: the word being completed, after the database's path.
        var completes: String?
    }

    static let steps: [Step] = [
        Step(arguments: ["list"]),
        Step(arguments: ["list", "--format", "plain"]),
        // JSON escapes what is not shown as is (`\u009b`), as a replacement would.
        Step(arguments: ["list", "--format", "json"], showsCardText: false),
        Step(arguments: ["show", "hostile-latin1", "--format", "json"], showsCardText: false),
        // Found by a part of the card a search reads beyond the name: a street, a note, a category.
        Step(arguments: ["list", "--search", "side st"]),
        Step(arguments: ["list", "--search", "raw note"]),
        Step(arguments: ["list", "--search", "friends"]),
        Step(arguments: ["show", "hostile-qp"]),
        Step(arguments: ["show", "hostile-raw"]),
        Step(arguments: ["show", "hostile-latin1"]),
        Step(arguments: ["email"]),
        Step(arguments: ["lookup", "+1 212 555 0199"]),
        Step(arguments: ["birthdays"]),
        Step(arguments: ["duplicates"]),
        Step(arguments: ["info"], showsCardText: false),
        Step(arguments: ["export", "hostile-qp", "hostile-raw"]),
        Step(arguments: ["export", "--format", "csv"]),
        Step(arguments: ["export", "--format", "mutt-aliases"]),
        Step(arguments: ["---completion", "show", "--", "positional@0", "4", "1", "phonebook", "show", "--db"],
             completes: "Q"),
        Step(arguments: ["---completion", "show", "--", "positional@0", "4", "1", "phonebook", "show", "--db"],
             completes: "G"),
        Step(arguments: ["remove", "hostile-qp"], script: [("[y/N] ", .type("n"))]),
        Step(arguments: ["merge", "hostile-qp", "hostile-raw"], script: [("[y/N] ", .type("n"))]),
        Step(arguments: ["merge", "--dry-run", "hostile-qp", "hostile-raw"]),
        Step(arguments: ["show", "0100"], script: [("Enter to cancel] ", .type(""))]),
        Step(arguments: ["edit", "hostile-qp", "--set-title", "Calm"]),
        Step(arguments: ["history"]),
        Step(arguments: ["undo"]),
        Step(arguments: ["merge", "--yes", "hostile-qp", "hostile-raw"]),
        Step(arguments: ["remove", "--yes", "hostile-latin1"]),
    ]

    /// Where `needle` first occurs in `bytes`.
    static func find(_ needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        return (0...bytes.count - needle.count).first { bytes[$0..<$0 + needle.count].elementsEqual(needle) }
    }

    /// `bytes` without phonebook's own colour sequences.
    static func withoutOwnColours(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = [], index = 0
        outer: while index < bytes.count {
            for colour in ownColours where bytes[index...].starts(with: colour) {
                index += colour.count
                continue outer
            }
            result.append(bytes[index])
            index += 1
        }
        return result
    }

    /// The card bytes that must never reach the terminal: ESC, BEL, DEL, C1 U+009B and
    /// U+0085 in UTF-8, a byte 0x9B after ASCII (not the last byte of a
    /// scalar such as "␛", E2 90 9B), the overrides and isolates in UTF-8.
    static func hostileBytes(in bytes: [UInt8]) -> [String] {
        var found: [String] = []
        for (name, byte) in [("ESC", 0x1B), ("BEL", 0x07), ("DEL", 0x7F)] as [(String, UInt8)] where bytes.contains(byte) {
            found.append(name)
        }
        if bytes.indices.contains(where: { bytes[$0] == 0x9B && ($0 == 0 || bytes[$0 - 1] < 0x80) }) {
            found.append("lone 0x9B")
        }
        let sequences: [(String, [UInt8])] = [
            ("U+009B", [0xC2, 0x9B]), ("U+0085", [0xC2, 0x85]),
            ("U+202A", [0xE2, 0x80, 0xAA]), ("U+202B", [0xE2, 0x80, 0xAB]), ("U+202C", [0xE2, 0x80, 0xAC]),
            ("U+202D", [0xE2, 0x80, 0xAD]), ("U+202E", [0xE2, 0x80, 0xAE]),
            ("U+2066", [0xE2, 0x81, 0xA6]), ("U+2067", [0xE2, 0x81, 0xA7]), ("U+2068", [0xE2, 0x81, 0xA8]),
            ("U+2069", [0xE2, 0x81, 0xA9]),
        ]
        for (name, sequence) in sequences where find(sequence, in: bytes) != nil { found.append(name) }
        return found
    }

    @Test func theCheckFindsRawBytesAndOnlyOwnColoursAreRemoved() {
        let raw = Array("a\u{1B}[1mb\u{1B}[31mc\u{9B}\u{202E}".utf8)
        #expect(Self.hostileBytes(in: Self.withoutOwnColours(raw)) == ["ESC", "U+009B", "U+202E"])
        #expect(Self.hostileBytes(in: Self.withoutOwnColours(Array("a\u{1B}[2mb\u{1B}[0m␛".utf8))).isEmpty)
        #expect(Self.hostileBytes(in: [0x41, 0x9B]) == ["lone 0x9B"])
    }

    @Test(arguments: [true, false])
    func noCardControlReachesTheTerminal(colour: Bool) throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("book.sqlite3").path
            let files = Self.cards.map { Repository.hostileCards.appendingPathComponent($0).path }
            let imported = try phonebook(arguments: ["import", "--db", db] + files)
            try #require(imported.status == 0 && imported.stderr.contains("4 added"), "\(imported.stderr)")
            var environment = ["COLUMNS": "100", "TERM": "xterm"]
            if colour { environment["NO_COLOR"] = "" }
            for step in Self.steps {
                // A completion reads the path among the words of the command line it completes.
                let arguments = step.completes.map { step.arguments + [db, $0] } ?? step.arguments + ["--db", db]
                let run = try phonebookInTerminal(arguments, script: step.script, environment: environment)
                let shown = Self.withoutOwnColours(run.bytes)
                let label = step.arguments.joined(separator: " ") + (colour ? " (colour)" : " (NO_COLOR)")
                #expect(Self.hostileBytes(in: shown).isEmpty,
                        "\(label): \(Self.hostileBytes(in: shown)) in \(run.transcript.debugDescription)")
                if step.showsCardText {
                    #expect(run.transcript.contains("␛") || run.transcript.contains("<U+"),
                            "\(label) printed no card text: \(run.transcript.debugDescription)")
                }
                if colour, step.arguments == ["list"] {
                    #expect(run.bytes.count != shown.count, "\(label): colour is on, so its SGR was there to strip")
                }
            }
        }
    }

    /// What a person reads, written out: the issue's name in the table, the
    /// C1 of a Latin-1 card, a bidi override in an email.
    @Test func theReplacementsAreTheDocumentedOnes() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("book.sqlite3").path
            let files = Self.cards.map { Repository.hostileCards.appendingPathComponent($0).path }
            _ = try phonebook(arguments: ["import", "--db", db] + files)
            let list = try phonebookInTerminal(["list", "--db", db], script: [], environment: ["COLUMNS": "120"])
            #expect(list.transcript.contains("\n  QP␛]52;c;ZWNobyBwd25lZA==␇Name␛]0;PWNED␇  "))
            #expect(list.transcript.contains("  +1 212 555 0100 ␛]0;PWNED␇\r\n"))
            #expect(list.transcript.contains("\n  Latin<U+009B>2J Müller (qp<U+202E>@example.com)  "))
            let show = try phonebookInTerminal(["show", "hostile-qp", "--db", db], script: [],
                                               environment: ["COLUMNS": "120"])
            #expect(show.transcript.contains("qp<U+202E>@example.com"))
            #expect(show.transcript.contains("Evil␛Pq#0, 2, 0, 0, 0␛\\ Corp"))
            let removal = try phonebookInTerminal(["remove", "hostile-latin1", "--db", db],
                                                  script: [("[y/N] ", .type("n"))])
            #expect(removal.transcript.contains("Remove Latin<U+009B>2J Müller (1 number)? [y/N] "))
        }
    }

    /// Formats for programs keep every byte: JSON escapes them, an export
    /// into a file is the card as imported, plain into a pipe makes each control a space.
    @Test func formatsForProgramsKeepTheBytes() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("book.sqlite3").path
            let card = Repository.hostileCards.appendingPathComponent("terminal-escapes-2.1-qp.vcf")
            _ = try phonebook("import", "--db", db, card.path)
            let json = try phonebook("show", "hostile-qp", "--db", db, "--format", "json")
            #expect(json.stdout.contains(#""QP\u001b]52;c;ZWNobyBwd25lZA==\u0007Name\u001b]0;PWNED\u0007""#))
            let file = folder.appendingPathComponent("out.vcf")
            let export = try phonebook("export", "hostile-qp", "--db", db, "-o", file.path)
            #expect(export.status == 0)
            #expect(try Data(contentsOf: file) == Data(contentsOf: card))
            let piped = try phonebook("export", "hostile-qp", "--db", db)
            #expect(Data(piped.stdout.utf8) == (try Data(contentsOf: card)))
            let plain = try phonebook("list", "--db", db, "--format", "plain")
            #expect(plain.stdout.contains("\tQP ]52;c;ZWNobyBwd25lZA== Name ]0;PWNED \t"))
        }
    }

    /// A field the user leaves alone keeps its bytes, ESC and all: the edit
    /// form holds them as they are and reads them back the same.
    @Test func editingThePhoneKeepsTheNoteBytes() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("book.sqlite3").path
            let card = Repository.hostileCards.appendingPathComponent("terminal-escapes-2.1-qp.vcf")
            _ = try phonebook("import", "--db", db, card.path)
            let editor = try scriptedEditor(folder, #"sed -i 's/^Phone (mobile): +1 212 555 0100/Phone (mobile): +1 212 555 0111/' "$1""#)
            let edit = try phonebook("edit", "hostile-qp", "--db", db, environment: editor)
            #expect(edit.status == 0, "\(edit.stderr)")
            let exported = try exportedCard(db, "hostile-qp")
            #expect(exported.contains("TEL;CELL:+1 212 555 0111"))
            #expect(exported.contains("NOTE;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:note=20=1B]52=3Bc=3BZWNobyBwd25lZA=3D=3D"
                                      + "=07=20and=20=1B[2J=20and=20=C2=9B[2J=20and=20=E2=80=AEgnp.exe\r\n"))
            #expect(exported.contains("ADR;HOME;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:=3B=3B1=20Main=20St=1B[31m=3BTown"
                                      + "=C2=9B=3B=3B12345=3B=E2=81=A6Land=E2=81=A9\r\n"))
        }
    }
}
