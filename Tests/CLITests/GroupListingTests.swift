import Foundation
import Testing
import TestSupport

/// One notion of a group over both kinds a book may keep (CATEGORIES on
/// the contacts' cards, group cards naming them): `categories`, `list
/// --category`, `show` and the mutt aliases' `-group`.
@Suite("Groups of both kinds")
struct GroupListingTests {
    /// "Family" a group card of Ada, Grace, a UID nobody has and itself,
    /// and a category of Ada's in another case; "Work, Old" a category with
    /// an escaped comma; a group card whose name would drive a terminal.
    static let cards = GroupCards.card("3.0", "UID:ada", "FN:Ada Lovelace", "N:Lovelace;Ada;;;", "TEL:+1 555 0100",
                                       "EMAIL:ada@example.com", "CATEGORIES:family,Work\\, Old")
        + GroupCards.card("3.0", "UID:grace", "FN:Grace Hopper", "N:Hopper;Grace;;;", "EMAIL:grace@example.com")
        + GroupCards.card("3.0", "UID:alan", "FN:Alan Turing", "N:Turing;Alan;;;", "TEL:+44 20 7946 0000")
        + GroupCards.appleGroup(uid: "family", name: "Family", members: ["ada", "grace", "nobody", "family"])
        + GroupCards.card("4.0", "UID:evil", "KIND:group", "FN:Evil\u{1B}]0;owned\u{07}\u{1B}[2J", "MEMBER:urn:uuid:alan")

    @Test func categoriesListsBothKindsAsOneWithTheirCounts() throws {
        try withTemporaryDirectory { folder in
            let db = try GroupCards.book(Self.cards, in: folder)
            let plain = try phonebook("categories", "--db", db, "--format", "plain")
            #expect(plain.status == 0, "\(plain.stderr)")
            let rows = plain.stdout.split(separator: "\n").map { $0.split(separator: "\t").map(String.init) }
            #expect(rows.map { [$0[3], $0[4]] } == [["Evil ]0;owned  [2J", "1"], ["Family", "2"], ["Work, Old", "1"]],
                    "\(plain.stdout)")
            #expect(!plain.stdout.utf8.contains(0x1B) && !plain.stdout.utf8.contains(0x07),
                    "no control byte of a name in any field, the row's identity too: \(plain.stdout)")
            // `--format plain` on a terminal: every field shown as a person reads it, the identity too.
            let shown = try phonebookInTerminal(["categories", "--db", db, "--format", "plain"], script: [],
                                                size: (rows: 24, columns: 80))
            #expect(!shown.bytes.contains(0x1B) && !shown.bytes.contains(0x07), "\(shown.transcript)")
            let json = try phonebook("categories", "--db", db, "--format", "json")
            #expect(json.stdout.contains(#"{"id":"groups/group:Family","kind":"group","name":"Family","contacts":2}"#),
                    "\(json.stdout)")
            #expect(json.stdout.contains(#""name":"Evil\u001b]0;owned\u0007\u001b[2J","contacts":1"#), "\(json.stdout)")
            // On a terminal the name's controls are shown, never sent.
            let table = try phonebookInTerminal(["categories", "--db", db], script: [], size: (rows: 24, columns: 80))
            #expect(table.status == 0)
            #expect(!table.bytes.contains(0x1B) && !table.bytes.contains(0x07), "\(table.transcript)")
            #expect(table.transcript.contains("Family") && table.transcript.contains("2 contacts"), "\(table.transcript)")

            let other = folder.appendingPathComponent("other", isDirectory: true)
            try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
            let empty = try GroupCards.book(GroupCards.card("3.0", "UID:x", "FN:X"), in: other)
            let none = try phonebook("categories", "--db", empty)
            #expect(none.status == 1 && none.stderr == "phonebook: no contact is in a group\n")
        }
    }

    @Test func listCategoryListsTheMembersOfEitherKind() throws {
        try withTemporaryDirectory { folder in
            let db = try GroupCards.book(Self.cards, in: folder)
            func listed(_ name: String) throws -> [String] {
                try phonebook("list", "--db", db, "--format", "plain", "--category", name).stdout
                    .split(separator: "\n").filter { !$0.hasPrefix("Links\t") }.map { String($0.split(separator: "\t")[4]) }
            }
            #expect(try listed("FAMILY") == ["Grace Hopper", "Ada Lovelace"])
            #expect(try listed("work, old") == ["Ada Lovelace"])
            #expect(try listed("evil\u{1B}]0;owned\u{07}\u{1B}[2J") == ["Alan Turing"])
            let none = try phonebook("list", "--db", db, "--category", "Nobody's")
            #expect(none.status == 1 && none.stderr == "phonebook: no group is named \"Nobody's\"\n")
            // Its sections count its members alone.
            let json = try phonebook("list", "--db", db, "--format", "json", "--category", "family")
            #expect(json.stdout.contains(#""title":"H""#) && !json.stdout.contains(#""title":"T""#), "\(json.stdout)")
        }
    }

    @Test func showListsTheGroupsOfBothKindsAmongTheCategories() throws {
        try withTemporaryDirectory { folder in
            let db = try GroupCards.book(Self.cards, in: folder)
            func categories(_ name: String) throws -> [String] {
                try phonebook("show", "--db", db, name, "--format", "plain").stdout.split(separator: "\n")
                    .filter { $0.contains("\tcategory\t") }.map { String($0.split(separator: "\t").last ?? "") }
            }
            #expect(try categories("Ada") == ["family", "Work, Old"])
            #expect(try categories("Grace") == ["Family"])
            #expect(try categories("Alan") == ["Evil ]0;owned  [2J"])
        }
    }

    @Test func muttAliasesPutEachContactInItsGroups() throws {
        try withTemporaryDirectory { folder in
            let db = try GroupCards.book(Self.cards + GroupCards.card(
                "3.0", "UID:bob", "FN:Bob", "EMAIL:bob@example.com", #"CATEGORIES:A;b,$HOME,`x`,#c,"q"\,r"#), in: folder)
            let run = try phonebook("export", "--db", db, "--format", "mutt-aliases")
            #expect(run.stdout == ##"""
                alias -group A\;b -group \$HOME -group \`x\` -group \#c -group \"q\",r bob Bob <bob@example.com>
                alias -group Family grace-hopper Grace Hopper <grace@example.com>
                alias -group family -group Work,\ Old ada-lovelace Ada Lovelace <ada@example.com>

                """##, "\(run.stdout)")
            guard FileManager.default.isExecutableFile(atPath: "/usr/bin/neomutt") else { return }
            // neomutt reads every line whole: each nick is an alias of its address.
            let aliases = folder.appendingPathComponent("aliases"), muttrc = folder.appendingPathComponent("muttrc")
            try Data(run.stdout.utf8).write(to: aliases)
            try Data("source \(aliases.path)\n".utf8).write(to: muttrc)
            for (nick, address) in ["ada-lovelace": "Ada Lovelace <ada@example.com>", "bob": "Bob <bob@example.com>"] {
                let read = try runProgram(URL(fileURLWithPath: "/usr/bin/neomutt"), ["-n", "-F", muttrc.path, "-A", nick],
                                          home: folder)
                #expect(read.status == 0 && read.stdout == address + "\n", "\(nick): \(read.stdout) \(read.stderr)")
            }
        }
    }

    /// A group card of 3,000 members, among them UIDs nobody has: counted and listed whole.
    @Test func aHugeGroupIsCountedAndListedWhole() throws {
        try withTemporaryDirectory { folder in
            let people = (0..<3_000).map { GroupCards.card("3.0", "UID:p\($0)", "FN:Person \($0)", "TEL:+1 555 \($0)") }
            let group = GroupCards.appleGroup(uid: "all", name: "Everyone",
                                              members: (0..<3_000).map { "p\($0)" } + (0..<500).map { "gone\($0)" })
            let db = try GroupCards.book(people.joined() + group, in: folder)
            #expect(try phonebook("categories", "--db", db, "--format", "plain").stdout
                == "Groups\tgroup\tgroups/group:Everyone\tEveryone\t3000\n")
            let listed = try phonebook("list", "--db", db, "--format", "plain", "--category", "everyone")
            #expect(listed.stdout.split(separator: "\n").filter { $0.contains("\tphone\t") }.count == 3_000)
        }
    }
}
