import Foundation
import Reading
import SQLite
import Store
import TerminalText
import Testing
import TestSupport

@Suite("list, show, lookup, star and unstar on a real database")
struct ReadCommandsTests {
    /// Runs `body` with the path of a fresh database holding the sample book.
    private func withSampleBook(_ body: (String) throws -> Void) throws {
        try withTemporaryDirectory { folder in
            let path = folder.appendingPathComponent("book.sqlite3").path
            try SampleBook.seed(AddressBook.open(at: path))
            try body(path)
        }
    }

    /// Names a writer must escape, or may copy: each such character at
    /// every place of a name read eight bytes at a time, accents, Japanese,
    /// a line separator. Each contact has two numbers, as a section's rows
    /// after its first are streamed from the store's bytes.
    private static let oddNames: [String] = {
        let letters = Array("abcdefghijklmnopq")
        return ["Zoë \"Q\" Ñúñez", "株式会社 \\ Back", "Del\u{7F}ete", "Ann\u{2028}Lee", "Nel\u{85}Line"]
            + ["\u{01}", "\t", "\u{1F}", "\"", "\\", "\u{7F}", "é", " ", "~", "\u{9F}", "\u{A0}"].flatMap { special in
                (0...letters.count).map { place in String(letters[..<place]) + special + String(letters[place...]) }
            }
    }()

    /// The sample book with `oddNames`, the first of them given bytes that
    /// are not UTF-8 (a lone lead byte among bytes that need no escape),
    /// past the store's own checks; `list --format FORMAT`'s output, as
    /// bytes, and the name of each of their entries as the listing keeps it, decoded.
    private func listOddNames(format: String) throws -> (written: Data, stored: [String]) {
        var written = Data(), stored: [String] = []
        try withSampleBook { db in
            let book = try AddressBook.open(at: db)
            try book.transaction {
                let writer = try ContactWriter(book, now: 0)
                for (index, name) in Self.oddNames.enumerated() {
                    _ = try writer.insert(SampleBook.record("odd\(index)", name, name, "",
                                                            phones: [("work", "555-010\(index)"), ("home", "555-020\(index)")]))
                }
            }
            let database = try Database(path: db, mode: .readWrite)
            try database.execute("UPDATE listing SET name = CAST(X'41C328E2809D7F' AS TEXT) WHERE uid = ?", "odd0")
            let out = db + "." + format
            let run = try runProgram(URL(fileURLWithPath: "/bin/sh"), ["-c", "\"$0\" list --db \"$1\" --format \"$2\" > \"$3\"",
                                                                     Repository.binary.path, db, format, out])
            try #require(run.status == 0, "\(run.stderr)")
            written = try Data(contentsOf: URL(fileURLWithPath: out))
            stored = try database.cachedStatement("SELECT name FROM listing WHERE uid LIKE 'odd%'").map { $0.text(0) }
        }
        return (written, stored)
    }

    /// JSON copies a name as it is only when that is what escaping it would
    /// give: quotes, backslashes and bytes that are not UTF-8 at all still
    /// make a well-formed document with the name's decoded text.
    @Test func jsonIsWellFormedForEveryNameEvenOneThatIsNotUTF8() throws {
        let written = try listOddNames(format: "json").written
        #expect(String(bytes: written, encoding: .utf8) != nil, "the document is UTF-8 throughout")
        let document = try #require(try JSONSerialization.jsonObject(with: written) as? [String: Any])
        let rows = (document["sections"] as? [[String: Any]] ?? []).flatMap { $0["rows"] as? [[String: Any]] ?? [] }
        let listed = Set(rows.compactMap { $0["name"] as? String })
        for name in Self.oddNames.dropFirst() { #expect(listed.contains(name), "\(name)") }
        #expect(listed.contains("A\u{FFFD}(”\u{7F}"))
        #expect(!listed.contains(Self.oddNames[0]))
    }

    /// What plain into a file makes of each odd name's special character:
    /// every control character (C0, DEL, C1) a space, the rest as it is.
    /// Written out, not made by the function that writes the listing.
    private static let plainInAFile: [Character: Character] = [
        "\u{01}": " ", "\t": " ", "\u{1F}": " ", "\u{7F}": " ", "\u{85}": " ", "\u{9F}": " ",
    ]

    /// Plain into a file copies a name as it is but for its control
    /// characters, each a space: bytes that are not UTF-8 are read as their
    /// decoded text; a line separator (U+2028) is no control and stays.
    @Test func plainKeepsEveryNameOnOneLineEvenOneThatIsNotUTF8() throws {
        let (written, stored) = try listOddNames(format: "plain")
        let text = try #require(String(bytes: written, encoding: .utf8), "the listing is UTF-8 throughout")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.allSatisfy { $0.split(separator: "\t", omittingEmptySubsequences: false).count >= 5 })
        let listed = lines.map { $0.split(separator: "\t", omittingEmptySubsequences: false) }.filter { $0.count == 7 }
            .map { String($0[4]) }
        // Names that differ in a control character alone are listed alike.
        #expect(stored.count == Self.oddNames.count * 2 && stored.contains("A\u{FFFD}(”\u{7F}"))
        let expected = Dictionary(stored.map { (String($0.map { Self.plainInAFile[$0] ?? $0 }), 1) }, uniquingKeysWith: +)
        // Two entries a contact (two numbers): the five controls and the space itself give one name at each place.
        #expect(expected["Del ete"] == 2 && expected["Nel Line"] == 2 && expected["Ann\u{2028}Lee"] == 2)
        #expect(expected["A\u{FFFD}(” "] == 2 && expected["abcdefgh ijklmnopq"] == 12)
        for (name, count) in expected {
            #expect(listed.filter { $0 == name }.count == count, "\(name.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    @Test func lookupOfAnUnknownNumberExitsOne() throws {
        try withSampleBook { db in
            let result = try phonebook("lookup", "+1 212 555 9999", "--db", db)
            #expect(result.status == 1)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr == "phonebook: no contact has the number +1 212 555 9999\n")
        }
    }

    @Test func lookupWithoutDigitsIsAUsageError() throws {
        try withSampleBook { db in
            let result = try phonebook("lookup", "nobody", "--db", db)
            #expect(result.status == 64)
            #expect(result.stderr.contains("has no digits"))
        }
    }

    @Test func showOfAnUnknownOrAmbiguousNameExitsOne() throws {
        try withSampleBook { db in
            let unknown = try phonebook("show", "Nobody Here", "--db", db)
            #expect(unknown.status == 1 && unknown.stdout.isEmpty)
            #expect(unknown.stderr == "phonebook: no contact matches \"Nobody Here\"\n")
            let book = try AddressBook.open(at: db)
            _ = try book.transaction {
                try ContactWriter(book, now: 0).insert(SampleBook.record("ada-2", "Ada Lovelace", "Ada", "Lovelace"))
            }
            let ambiguous = try phonebook("show", "Ada Lovelace", "--db", db)
            #expect(ambiguous.status == 1)
            #expect(ambiguous.stderr.contains("matches 2 contacts") && ambiguous.stderr.contains("ada-2"))
            #expect(try phonebook("show", "ada-2", "--db", db).status == 0)
        }
    }

    @Test func starAndUnstarMoveAContactInAndOutOfFavorites() throws {
        try withSampleBook { db in
            func favorites() throws -> [String] {
                try phonebook("list", "--db", db).stdout.split(separator: "\n")
                    .filter { $0.hasPrefix("Favorites\t") }.map { String($0.split(separator: "\t")[3]) }
            }
            #expect(try favorites() == ["ada", "ada"])
            #expect(try phonebook("star", "Alan Turing", "--db", db).status == 0)
            #expect(try favorites() == ["ada", "ada", "alan", "alan"])
            #expect(try phonebook("unstar", "ada", "--db", db).status == 0)
            #expect(try favorites() == ["alan", "alan"])
            let missing = try phonebook("star", "Nobody", "--db", db)
            #expect(missing.status == 1)
        }
    }

    /// All but a section's first row are printed straight from the store's
    /// bytes (`EntryPages.writeRecords`): values that are not plain ASCII
    /// must come out as they do from a row: on one line, escaped in JSON.
    @Test func streamedRowsKeepTheirTextOnOneLineAndEscaped() throws {
        try withSampleBook { db in
            let names = ["Zed\tTab", "Zéd Ωmega", "Zed \"Quote\" \\", "Zed\rNext"]
            let book = try AddressBook.open(at: db)
            _ = try book.transaction {
                for (index, name) in names.enumerated() {
                    try ContactWriter(book, now: 0).insert(SampleBook.record(
                        "zed-\(index)", name, "", name, phones: index == 0 ? [] : [("cell\t\(index)", "+1 555 010\(index)")]))
                }
            }
            let plain = try phonebook("list", "--format", "plain", "--db", db).stdout
            let zed = Set(plain.split(separator: "\n").filter { $0.hasPrefix("Z\t") }.map(String.init))
            #expect(zed == Set([
                "Z\tcontact\tZ/contact:\(try contactID(db, "zed-0"))\tzed-0\tZed Tab",
                "Z\tphone\tZ/phone:\(try contactID(db, "zed-2")):0\tzed-2\tZed \"Quote\" \\\tcell 2\t+1 555 0102",
                "Z\tphone\tZ/phone:\(try contactID(db, "zed-3")):0\tzed-3\tZed Next\tcell 3\t+1 555 0103",
                "Z\tphone\tZ/phone:\(try contactID(db, "zed-1")):0\tzed-1\tZéd Ωmega\tcell 1\t+1 555 0101",
            ]), "\(zed)")
            let json = try phonebook("list", "--format", "json", "--db", db).stdout
            let document = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
            let sections = document?["sections"] as? [[String: Any]] ?? []
            let rows = sections.first { $0["id"] as? String == "Z" }?["rows"] as? [[String: Any]] ?? []
            #expect(Set(rows.compactMap { $0["name"] as? String }) == Set(names))
            #expect(Set(rows.compactMap { $0["label"] as? String }) == ["cell\t1", "cell\t2", "cell\t3"])
        }
    }

    private func contactID(_ db: String, _ uid: String) throws -> Int64 {
        try AddressBook.open(at: db).contactIDs(named: uid).first ?? -1
    }

    @Test func limitMustBePositive() throws {
        try withSampleBook { db in
            let result = try phonebook("list", "--limit", "0", "--db", db)
            #expect(result.status == 64)
            #expect(result.stderr.contains("--limit must be at least 1"))
        }
    }

    @Test func plainIsTheDefaultWhenNotATerminalAndNeverColoured() throws {
        try withSampleBook { db in
            let piped = try phonebook("list", "--db", db, environment: ["NO_COLOR": "", "TERM": "xterm"])
            #expect(piped.stdout.hasPrefix("Links\tlink\tlinks/link:settings\tSettings\tsettings\n"))
            let table = try phonebook("list", "--format", "table", "--db", db, environment: ["TERM": "xterm"])
            #expect(!table.stdout.contains("\u{1B}["))
        }
    }

    @Test func tableIsColouredOnATerminalUnlessNoColorOrDumb() throws {
        try withSampleBook { db in
            // script(1) gives the binary a pseudo-terminal as standard output;
            // env(1) unsets the NO_COLOR that the test runner pins.
            func onTerminal(term: String, noColor: String?) throws -> String {
                let command = [Repository.binary.path, "list", "--db", db].map { "'\($0)'" }.joined(separator: " ")
                var arguments = noColor == nil ? ["-u", "NO_COLOR"] : ["NO_COLOR=\(noColor!)"]
                arguments += ["TERM=\(term)", "/usr/bin/script", "-qec", command, "/dev/null"]
                let result = try runProgram(URL(fileURLWithPath: "/usr/bin/env"), arguments)
                #expect(result.status == 0, "\(result.stderr)")
                return result.stdout
            }
            let coloured = try onTerminal(term: "xterm", noColor: nil)
            #expect(coloured.contains("\u{1B}[1mLinks\u{1B}[0m"))
            #expect(coloured.contains("\u{1B}[2mmobile\u{1B}[0m"))
            #expect(coloured.contains("Ada Lovelace"))  // the table, the default on a terminal
            #expect(!coloured.contains("\t"))
            #expect(!(try onTerminal(term: "xterm", noColor: "1")).contains("\u{1B}["))
            #expect(!(try onTerminal(term: "dumb", noColor: nil)).contains("\u{1B}["))
        }
    }
}

@Suite("The benchmark baseline")
struct BenchmarkBaselineTests {
    /// `bin/bench` compares `list --format plain` with the sqlite3 shell
    /// running this SQL: the comparison is fair only while both print the same.
    @Test func sqliteShellPrintsExactlyWhatListPlainPrints() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("book.sqlite3").path
            let book = try AddressBook.open(at: db)
            try SampleBook.seed(book)
            try SampleBook.seedLarge(book, count: 200)
            let sql = try String(contentsOf: Repository.root.appendingPathComponent(
                "Tests/CLITests/Baselines/list-plain.sql"), encoding: .utf8)
            let shell = try runProgram(URL(fileURLWithPath: "/usr/bin/sqlite3"), [db], stdin: sql)
            #expect(shell.status == 0, "\(shell.stderr)")
            let listed = try phonebook("list", "--format", "plain", "--db", db)
            #expect(listed.stdout.split(separator: "\n").count > 400)
            #expect(shell.stdout == listed.stdout)
        }
    }
}
