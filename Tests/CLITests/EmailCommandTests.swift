import Foundation
import Testing
import TestSupport

/// `phonebook email`: the addresses of the contacts a query matches, in a
/// screen's formats and in the two mail clients' protocols, byte for byte.
@Suite("email")
struct EmailCommandTests {
    /// Grace with two addresses; a name with quotes; a name with a tab and
    /// non-ASCII letters, and a non-ASCII address; a contact with no email.
    static let cards = """
        BEGIN:VCARD
        VERSION:3.0
        UID:grace
        FN:Grace Hopper
        N:Hopper;Grace;;;
        TEL:555-0100
        EMAIL;TYPE=WORK:grace@navy.example
        EMAIL;TYPE=HOME:amazing@grace.example
        END:VCARD
        BEGIN:VCARD
        VERSION:3.0
        UID:annie
        FN:Ann "Annie" O'Neil
        N:O'Neil;Ann;;;
        EMAIL:annie@example.org
        END:VCARD
        BEGIN:VCARD
        VERSION:3.0
        UID:zoe
        FN:Zoë\tÅngström
        N:Ångström;Zoë;;;
        EMAIL;TYPE=HOME:zoe@exämple.se
        END:VCARD
        BEGIN:VCARD
        VERSION:3.0
        UID:ada
        FN:Ada Lovelace
        N:Lovelace;Ada;;;
        TEL:555-0005
        END:VCARD

        """

    /// A database in `folder` holding `cards`.
    static func seededDatabase(in folder: URL) throws -> String {
        let file = folder.appendingPathComponent("cards.vcf")
        try cards.write(to: file, atomically: true, encoding: .utf8)
        let db = folder.appendingPathComponent("book.sqlite3").path
        let imported = try phonebook("import", "--quiet", "--db", db, file.path)
        try #require(imported.status == 0, "\(imported.stderr)")
        return db
    }

    private func withBook(_ body: (String) throws -> Void) throws {
        try withTemporaryDirectory { folder in try body(try Self.seededDatabase(in: folder)) }
    }

    @Test func muttFormatIsAMessageLineThenAddressNameAndLabelSeparatedByTabs() throws {
        try withBook { db in
            let all = try phonebook("email", "--db", db, "--format", "mutt", "")
            #expect(all.status == 0 && all.stderr.isEmpty, "\(all.stderr)")
            // The tab inside Zoë's name goes out as a space; quotes and non-ASCII as they are.
            #expect(all.stdout == """
                phonebook: 4 matches
                zoe@exämple.se\tZoë Ångström\thome
                grace@navy.example\tGrace Hopper\twork
                amazing@grace.example\tGrace Hopper\thome
                annie@example.org\tAnn "Annie" O'Neil\tother

                """)
            let one = try phonebook("email", "--db", db, "--format", "mutt", "o'neil")
            #expect(one.status == 0)
            #expect(Array(one.stdout.utf8) == Array("phonebook: 1 match\nannie@example.org\tAnn \"Annie\" O'Neil\tother\n".utf8))
        }
    }

    @Test func aercFormatIsAddressAndNameWithoutAHeader() throws {
        try withBook { db in
            let result = try phonebook("email", "--db", db, "--format", "aerc", "")
            #expect(result.status == 0 && result.stderr.isEmpty)
            #expect(Array(result.stdout.utf8) == Array("""
                zoe@exämple.se\tZoë Ångström
                grace@navy.example\tGrace Hopper
                amazing@grace.example\tGrace Hopper
                annie@example.org\tAnn "Annie" O'Neil

                """.utf8))
        }
    }

    @Test func noMatchExitsOneWithMuttsMessageLineAloneAndNothingElseAnywhere() throws {
        try withBook { db in
            let mutt = try phonebook("email", "--db", db, "--format", "mutt", "zzz")
            #expect(mutt.status == 1)
            #expect(mutt.stdout == "phonebook: no email address matches \"zzz\"\n")
            #expect(mutt.stderr.isEmpty)
            let aerc = try phonebook("email", "--db", db, "--format", "aerc", "zzz")
            #expect(aerc.status == 1 && aerc.stdout.isEmpty && aerc.stderr.isEmpty)
            let plain = try phonebook("email", "--db", db, "--format", "plain", "zzz")
            #expect(plain.status == 1 && plain.stdout.isEmpty)
            #expect(plain.stderr == "phonebook: no email address matches \"zzz\"\n")
            let json = try phonebook("email", "--db", db, "--format", "json", "zzz")
            #expect(json.status == 1 && json.stdout == "{\"screen\":\"emails\",\"sections\":[]}\n")
        }
    }

    @Test func muttGetsAFailureAsItsMessageLineNotOnStandardError() throws {
        try withTemporaryDirectory { folder in
            let missing = folder.appendingPathComponent("none.sqlite3").path
            let result = try phonebook("email", "--db", missing, "--format", "mutt", "gra")
            #expect(result.status == 66)
            #expect(result.stdout.hasPrefix("phonebook: ") && result.stdout.split(separator: "\n").count == 1,
                    "\(result.stdout)")
            #expect(result.stderr.isEmpty)
        }
    }

    @Test func matchesNamesAndAddressesAndOnTheAddressEveryAddressOfAContactMatched() throws {
        try withBook { db in
            func addresses(_ query: String...) throws -> [String] {
                let result = try phonebook(arguments: ["email", "--db", db, "--format", "aerc"] + query)
                return result.stdout.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }
            }
            let grace = ["grace@navy.example", "amazing@grace.example"]
            // By name, ignoring case and accents; never by a number, which `list --search` matches.
            let byName = try addresses("GRACE"), byFolding = try addresses("angstrom"), byDigits = try addresses("0100")
            #expect(byName == grace && byFolding == ["zoe@exämple.se"] && byDigits == [])
            // By the address alone: the contact's other addresses come too.
            let byAddress = try addresses("navy")
            #expect(byAddress == grace)
            // Several words are one query (mutt's '%s' splits "grace hop" in two).
            let byWords = try addresses("grace", "hop")
            #expect(byWords == grace)
            // A contact without an email is never listed.
            let withoutEmail = try addresses("ada")
            #expect(withoutEmail.isEmpty)
        }
    }

    @Test func plainAndJSONCarryTheContactNameLabelAndAddress() throws {
        try withBook { db in
            let plain = try phonebook("email", "--db", db, "--format", "plain", "grace")
            #expect(plain.status == 0)
            #expect(plain.stdout == """
                Emails\temail-entry\temails/email-entry:1:0\tgrace\tGrace Hopper\twork\tgrace@navy.example
                Emails\temail-entry\temails/email-entry:1:1\tgrace\tGrace Hopper\thome\tamazing@grace.example

                """)
            let json = try phonebook("email", "--db", db, "--format", "json", "annie")
            #expect(json.stdout == """
                {"screen":"emails","sections":[{"id":"emails","title":"Emails","rows":[\
                {"id":"emails/email-entry:2:0","kind":"email-entry","contact":"annie","name":"Ann \\"Annie\\" O'Neil",\
                "label":"other","address":"annie@example.org"}]}]}

                """)
            let table = try phonebook("email", "--db", db, "--format", "table", "zoe")
            // The table is for a person: the tab in Zoë's name is shown, as its Control Picture.
            #expect(table.stdout.contains("Zoë␉Ångström") && table.stdout.contains("zoe@exämple.se"), "\(table.stdout)")
        }
    }

    /// mutt and aerc show the lines on a terminal: no control or bidi
    /// override of a card's name, organisation or email label reaches it.
    @Test func hostileCardTextReachesNeitherClientRaw() throws {
        try withTemporaryDirectory { folder in
            let file = folder.appendingPathComponent("hostile.vcf")
            try """
                BEGIN:VCARD
                VERSION:3.0
                UID:mallory
                FN:Mal\u{1B}]52;c;cHduZWQ=\u{07}lory \u{202E}Evil\u{2066}x\u{2069}
                N:Evil;Mallory;;;
                item1.EMAIL:mallory\u{202E}@evil.example
                item1.X-ABLabel:wo\u{1B}[2Jrk\u{2066}
                END:VCARD
                BEGIN:VCARD
                VERSION:3.0
                UID:evil-corp
                ORG:Evil\u{1B}[31m\u{07} \u{202E}Corp\u{2067}
                EMAIL;TYPE=WORK:corp@evil.example
                END:VCARD

                """.write(to: file, atomically: true, encoding: .utf8)
            let db = folder.appendingPathComponent("book.sqlite3").path
            let imported = try phonebook("import", "--quiet", "--db", db, file.path)
            try #require(imported.status == 0, "\(imported.stderr)")
            for format in ["mutt", "aerc"] {
                let result = try phonebook("email", "--db", db, "--format", format, "evil")
                #expect(result.status == 0 && result.stderr.isEmpty, "\(format): \(result.stderr)")
                let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
                #expect(lines.count == (format == "mutt" ? 4 : 3), "\(format): \(result.stdout.debugDescription)")
                let hostile = HostileCardTerminalTests.hostileBytes(in: Array(result.stdout.utf8))
                #expect(hostile.isEmpty, "\(format): \(hostile) in \(result.stdout.debugDescription)")
                #expect(result.stdout.contains("Mal ]52;c;cHduZWQ= lory <U+202E>Evil<U+2066>x<U+2069>"),
                        "\(format): \(result.stdout.debugDescription)")
                #expect(result.stdout.contains("mallory<U+202E>@evil.example\t"))
                #expect(result.stdout.contains("Evil [31m  <U+202E>Corp<U+2067>"),
                        "\(format): \(result.stdout.debugDescription)")
            }
        }
    }

    @Test func theReadmeDocumentsTheMuttAndAercLines() throws {
        let readme = try String(contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("set query_command = \"phonebook email --format mutt %s\""))
        #expect(readme.contains("address-book-cmd = phonebook email --format aerc \"%s\""))
    }
}
