import Foundation
import Store
import Testing
import TestSupport

/// Issue 9, "Command-line manners": lookup in a region, colour, unknown
/// commands, a search that matches nothing and an empty book. Every run
/// names its locale and colour variables, so the host's cannot matter.
@Suite("Command-line manners")
struct CommandLineMannersTests {
    /// No region from the locale, colour by the rule alone.
    private let plain = ["LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "LC_TELEPHONE": "", "NO_COLOR": "1"]

    private func withBook(_ cards: String? = nil, _ body: (String) throws -> Void) throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("book.sqlite3").path
            if let cards {
                let file = folder.appendingPathComponent("cards.vcf")
                try cards.write(to: file, atomically: true, encoding: .utf8)
                let imported = try phonebook("import", "--db", db, file.path, environment: plain)
                try #require(imported.status == 0, "\(imported.stderr)")
            } else {
                try SampleBook.seed(AddressBook.open(at: db))
            }
            try body(db)
        }
    }

    private static let callers = """
        BEGIN:VCARD\r
        VERSION:3.0\r
        UID:gwen\r
        FN:Gwen Britton\r
        TEL;TYPE=CELL:+44 20 7946 0105\r
        END:VCARD\r
        BEGIN:VCARD\r
        VERSION:3.0\r
        UID:rurik\r
        FN:Rurik Orlov\r
        TEL:+7 495 123-45-67\r
        END:VCARD\r
        BEGIN:VCARD\r
        VERSION:2.1\r
        UID:nat\r
        FN:Nat Local\r
        TEL;HOME:0161 496 0000\r
        END:VCARD\r

        """

    // MARK: lookup and the region

    @Test func lookupReadsANationalNumberInTheRegionSet() throws {
        try withBook(Self.callers) { db in
            #expect(try phonebook("lookup", "8 495 123 45 67", "--db", db, environment: plain).status == 1)
            let set = try phonebook("settings", "set", "region", "ru", "--db", db, environment: plain)
            #expect(set.status == 0, "\(set.stderr)")
            let found = try phonebook("lookup", "8 495 123 45 67", "--db", db, environment: plain)
            #expect(found.status == 0, "\(found.stderr)")
            #expect(found.stdout == "Matches\tphone\tmatches/phone:2:0\trurik\tRurik Orlov\tother\t+7 495 123-45-67\n")
            // The other way round: a stored national number and a caller's international one.
            #expect(try phonebook("settings", "set", "region", "GB", "--db", db, environment: plain).status == 0)
            let national = try phonebook("lookup", "+44 161 496 0000", "--db", db, environment: plain)
            #expect(national.stdout.contains("\tnat\tNat Local\thome\t0161 496 0000\n"), "\(national.stderr)")
        }
    }

    @Test func theRegionDefaultsToTheLocalesCountry() throws {
        try withBook(Self.callers) { db in
            let russian = plain.merging(["LC_TELEPHONE": "ru_RU.UTF-8"]) { $1 }
            #expect(try phonebook("settings", "get", "region", "--db", db, environment: russian).stdout == "RU\n")
            #expect(try phonebook("lookup", "8 495 123 45 67", "--db", db, environment: russian).status == 0)
            let british = plain.merging(["LANG": "en_GB.UTF-8"]) { $1 }
            #expect(try phonebook("settings", "get", "region", "--db", db, environment: british).stdout == "GB\n")
            #expect(try phonebook("settings", "get", "region", "--db", db, environment: plain).stdout == "none\n")
            let shown = try phonebook("settings", "show", "--db", db, environment: british)
            #expect(shown.stdout.contains("Preferences\tsetting\tpreferences/setting:region\tRegion\tregion\tGB\n"))
            // A stored value, "none" included, overrides the locale.
            #expect(try phonebook("settings", "set", "region", "none", "--db", db, environment: plain).status == 0)
            #expect(try phonebook("settings", "get", "region", "--db", db, environment: russian).stdout == "none\n")
            #expect(try phonebook("lookup", "8 495 123 45 67", "--db", db, environment: russian).status == 1)
        }
    }

    @Test func withoutARegionANationalNumberMatchesOnItsTrailingDigits() throws {
        try withBook(Self.callers) { db in
            let found = try phonebook("lookup", "020 7946 0105", "--db", db, environment: plain)
            #expect(found.status == 0, "\(found.stderr)")
            #expect(found.stdout.contains("\tgwen\tGwen Britton\tmobile\t+44 20 7946 0105\n"))
        }
    }

    @Test func aRegionThatIsNotACountryCodeIsRefused() throws {
        try withBook { db in
            let refused = try phonebook("settings", "set", "region", "UK", "--db", db, environment: plain)
            #expect(refused.status == 65)
            #expect(refused.stderr == "phonebook: invalid value 'UK' for region; expected an ISO 3166-1 alpha-2 "
                        + "country code (such as GB or US), or none\n")
        }
    }

    // MARK: colour

    @Test func colorAlwaysColoursEvenAPipeAndNoColorNeverOverridesIt() throws {
        try withBook { db in
            for command in [["list"], ["show", "ada"], ["lookup", "555-0005"], ["settings", "show"]] {
                let always = try phonebook(arguments: command + ["--format", "table", "--color", "always", "--db", db],
                                           environment: plain)
                #expect(always.status == 0, "\(command) \(always.stderr)")
                #expect(always.stdout.contains("\u{1B}[1m"), "\(command)")
                let never = try phonebook(arguments: command + ["--format", "table", "--color", "never", "--db", db],
                                          environment: plain.merging(["NO_COLOR": ""]) { $1 })
                #expect(!never.stdout.contains("\u{1B}["), "\(command)")
            }
            let bad = try phonebook("list", "--color", "sometimes", "--db", db, environment: plain)
            #expect(bad.status == 64)
        }
    }

    @Test func anEmptyNoColorColoursATerminalAndNeverTurnsItOff() throws {
        try withBook { db in
            let table = ["list", "--format", "table", "--db", db]
            let empty = try phonebookInTerminal(table, script: [], environment: ["NO_COLOR": "", "TERM": "xterm"])
            #expect(empty.transcript.contains("\u{1B}[1mLinks"), "\(empty.transcript)")
            let set = try phonebookInTerminal(table, script: [], environment: ["NO_COLOR": "1", "TERM": "xterm"])
            #expect(!set.transcript.contains("\u{1B}["))
            let never = try phonebookInTerminal(table + ["--color", "never"], script: [],
                                                environment: ["NO_COLOR": "", "TERM": "xterm"])
            #expect(never.status == 0 && !never.transcript.contains("\u{1B}["))
        }
    }

    // MARK: unknown commands

    @Test func helpForACommandThatDoesNotExistIsAUsageError() throws {
        let result = try phonebook("help", "nosuch", environment: plain)
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == """
            phonebook: no command "nosuch"
            Usage: phonebook <subcommand>
              See 'phonebook --help' for more information.

            """)
        let near = try phonebook("help", "imprt", environment: plain)
        #expect(near.status == 64)
        #expect(near.stderr.hasPrefix("phonebook: no command \"imprt\"; did you mean 'import'?\n"))
        #expect(try phonebook("help", "settings", "get", environment: plain).status == 0)
    }

    @Test func anUnknownCommandSuggestsTheNearestOne() throws {
        for (arguments, message) in [
            (["lsit"], "no command \"lsit\"; did you mean 'list'?"),
            (["lookpu", "555"], "no command \"lookpu\"; did you mean 'lookup'?"),
            (["exp", "--output", "x"], "no command \"exp\"; did you mean 'export'?"),
            (["xyzzy"], "no command \"xyzzy\""),
        ] {
            let result = try phonebook(arguments: arguments, environment: plain)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.stderr == "phonebook: \(message)\nUsage: phonebook <subcommand>\n"
                        + "  See 'phonebook --help' for more information.\n", "\(arguments)")
        }
        // sync's default subcommand takes SERVICE: `sync fastmail` is no typo.
        let service = try phonebook("sync", "fastmail", environment: plain)
        #expect(service.status != 64 && !service.stderr.contains("no command"), "\(service.stderr)")
        let nested = try phonebook("settings", "gett", "region", environment: plain)
        #expect(nested.status == 64)
        #expect(nested.stderr == """
            phonebook: no command "settings gett"; did you mean 'settings get'?
            Usage: phonebook settings <subcommand>
              See 'phonebook settings --help' for more information.

            """)
    }

    // MARK: no match, no contacts

    @Test func aSearchThatMatchesNothingExitsOne() throws {
        try withBook { db in
            for format in ["plain", "table"] {
                let result = try phonebook("list", "--search", "zebra", "--format", format, "--db", db, environment: plain)
                #expect(result.status == 1, "\(format)")
                #expect(result.stdout.isEmpty, "\(format)")
                #expect(result.stderr == "phonebook: no contact matches \"zebra\"\n")
            }
            let json = try phonebook("list", "--search", "zebra", "--format", "json", "--db", db, environment: plain)
            #expect(json.status == 1)
            #expect(json.stdout == "{\"screen\":\"contacts\",\"sections\":[]}\n")
            #expect(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) is [String: Any])
            #expect(try phonebook("list", "--search", "ada", "--db", db, environment: plain).status == 0)
        }
    }

    @Test func anEmptyBooksListSaysHowToImport() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("empty.sqlite3").path
            _ = try AddressBook.open(at: db)
            let hint = "no contacts yet; import some with: phonebook import FILE.vcf"
            let plainList = try phonebook("list", "--db", db, environment: plain)
            #expect(plainList.status == 0)
            #expect(plainList.stdout == "Links\tlink\tlinks/link:settings\tSettings\tsettings\n")
            #expect(plainList.stderr == hint + "\n")
            let json = try phonebook("list", "--format", "json", "--db", db, environment: plain)
            #expect(json.status == 0 && json.stderr == hint + "\n")
            #expect(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) is [String: Any])
            let table = try phonebook("list", "--format", "table", "--db", db, environment: plain)
            #expect(table.status == 0 && table.stderr.isEmpty)
            #expect(table.stdout == "Links\n  Settings  ›\n\n" + hint + "\n")
        }
    }

    @Test func anEmptyBooksBrowserSaysHowToImport() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("empty.sqlite3").path
            _ = try AddressBook.open(at: db)
            // Control-C is a key in the browser: it quits (exit 0) once the hint is on screen.
            let result = try phonebookInTerminal(["browse", "--db", db], script: [
                ("no contacts yet; import some with: phonebook import FILE.vcf", .interrupt),
            ], environment: ["TERM": "xterm", "LINES": "24", "COLUMNS": "80"])
            #expect(result.status == 0 && !result.wasSignaled, "\(result.transcript)")
        }
    }
}
