import Foundation
import Testing
import TestSupport

/// Fixed cards for the CSV and mutt exports: a name with quotes, one with
/// accents and its plain twin, a `#`, shell characters, a contact without
/// email, and every kind of numbered column.
private let fixedCards = """
    BEGIN:VCARD
    VERSION:3.0
    UID:grace
    FN:Grace "Amazing" Hopper
    N:Hopper;Grace;Brewster;Rear Admiral;
    ORG:US Navy;Computing
    TITLE:Rear Admiral
    BDAY:1906-12-09
    NOTE:Found a moth\\, taped it\\nin the log
    EMAIL;TYPE=WORK:grace@navy.mil
    EMAIL;TYPE=HOME:grace@example.org
    TEL;TYPE=CELL:+1 555 0100
    TEL;TYPE=WORK:+1 555 0101
    TEL;TYPE=FAX,WORK:+1 555 0102
    ADR;TYPE=WORK:;;1 Navy Way;Arlington;VA;22202;USA
    URL:https://navy.mil
    END:VCARD
    BEGIN:VCARD
    VERSION:3.0
    UID:jose
    FN:José Martí
    N:Martí;José;;;
    EMAIL:jose@example.cu
    END:VCARD
    BEGIN:VCARD
    VERSION:3.0
    UID:csharp
    FN:C# Team
    EMAIL:team@example.org
    END:VCARD
    BEGIN:VCARD
    VERSION:3.0
    UID:dollar
    FN:Dollar $ign `tick`
    EMAIL:d@example.org
    END:VCARD
    BEGIN:VCARD
    VERSION:3.0
    UID:nomail
    FN:No Mail
    N:Mail;No;;;
    TEL:555-0000
    END:VCARD
    BEGIN:VCARD
    VERSION:3.0
    UID:jose2
    FN:Jose Marti
    N:Marti;Jose;;;
    EMAIL;TYPE=WORK:jm@example.org
    END:VCARD

    """

@Suite("export --format csv and mutt-aliases, subsets, file modes")
struct ExportFormatsTests {
    private func withFixedBook(_ body: (_ db: String, _ folder: URL) throws -> Void) throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("book.sqlite3").path
            let cards = folder.appendingPathComponent("cards.vcf")
            try Data(fixedCards.utf8).write(to: cards)
            let imported = try phonebook("import", "--db", db, cards.path)
            try #require(imported.status == 0, "\(imported.stderr)")
            #expect(try phonebook("star", "--db", db, "grace").status == 0)
            try body(db, folder)
        }
    }

    @Test func muttAliasesAreWrittenByteForByteAsMuttQuotesThem() throws {
        try withFixedBook { db, _ in
            let run = try phonebook("export", "--db", db, "--format", "mutt-aliases")
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stdout == ##"""
                alias c-team C\# Team <team@example.org>
                alias dollar-ign-tick Dollar \$ign \`tick\` <d@example.org>
                alias grace-amazing-hopper \"Grace \\\"Amazing\\\" Hopper\" <grace@navy.mil>
                alias grace-amazing-hopper-home \"Grace \\\"Amazing\\\" Hopper\" <grace@example.org>
                alias jose-marti José Martí <jose@example.cu>
                alias jose-marti-2 Jose Marti <jm@example.org>

                """##)
        }
    }

    /// neomutt reads the file back to the addresses meant: `-A` prints an alias expanded.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/neomutt")))
    func neomuttReadsTheAliasesAsTheAddressesMeant() throws {
        try withFixedBook { db, folder in
            let aliases = folder.appendingPathComponent("aliases"), muttrc = folder.appendingPathComponent("muttrc")
            #expect(try phonebook("export", "--db", db, "--format", "mutt-aliases", "-o", aliases.path).status == 0)
            try Data("source \(aliases.path)\n".utf8).write(to: muttrc)
            let expected = [
                "c-team": "C# Team <team@example.org>",
                "dollar-ign-tick": "Dollar $ign `tick` <d@example.org>",
                "grace-amazing-hopper": #""Grace \"Amazing\" Hopper" <grace@navy.mil>"#,
                "jose-marti": "José Martí <jose@example.cu>",
                "jose-marti-2": "Jose Marti <jm@example.org>",
            ]
            for (nick, address) in expected {
                let run = try runProgram(URL(fileURLWithPath: "/usr/bin/neomutt"),
                                         ["-n", "-F", muttrc.path, "-A", nick], home: folder)
                #expect(run.status == 0 && run.stdout == address + "\n", "\(nick): \(run.stdout) \(run.stderr)")
            }
        }
    }

    /// The file read back by Python's csv module: Google's columns, a pair per email and number.
    @Test func csvReadsBackWithGoogleContactsColumns() throws {
        try withFixedBook { db, folder in
            let csv = folder.appendingPathComponent("contacts.csv")
            let run = try phonebook("export", "--db", db, "--format", "csv", "-o", csv.path)
            #expect(run.status == 0 && run.stdout.isEmpty, "\(run.stderr)")
            let script = """
                import csv, json, sys
                with open(sys.argv[1], newline="", encoding="utf-8") as f:
                    rows = list(csv.reader(f))
                print(json.dumps(rows))
                """
            let read = try runProgram(URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", script, csv.path])
            try #require(read.status == 0, "\(read.stderr)")
            let rows = try #require(try JSONSerialization.jsonObject(with: Data(read.stdout.utf8)) as? [[String]])
            let header = rows[0]
            #expect(header == [
                "First Name", "Middle Name", "Last Name", "Phonetic First Name", "Phonetic Middle Name",
                "Phonetic Last Name", "Name Prefix", "Name Suffix", "Nickname", "File As", "Organization Name",
                "Organization Title", "Organization Department", "Birthday", "Notes", "Photo", "Labels",
                "E-mail 1 - Label", "E-mail 1 - Value", "E-mail 2 - Label", "E-mail 2 - Value",
                "Phone 1 - Label", "Phone 1 - Value", "Phone 2 - Label", "Phone 2 - Value",
                "Phone 3 - Label", "Phone 3 - Value",
                "Address 1 - Label", "Address 1 - Formatted", "Address 1 - Street", "Address 1 - City",
                "Address 1 - PO Box", "Address 1 - Region", "Address 1 - Postal Code", "Address 1 - Country",
                "Address 1 - Extended Address", "Website 1 - Label", "Website 1 - Value",
            ])
            #expect(rows.count == 7 && rows.allSatisfy { $0.count == header.count })
            let byFirst = Dictionary(rows.dropFirst().map { (Dictionary(uniqueKeysWithValues: zip(header, $0))) }
                .map { ($0["First Name"]! + " " + $0["Last Name"]!, $0) }, uniquingKeysWith: { a, _ in a })
            let grace = try #require(byFirst["Grace Hopper"])
            #expect(grace["Middle Name"] == "Brewster" && grace["Name Prefix"] == "Rear Admiral")
            #expect(grace["Organization Name"] == "US Navy" && grace["Organization Department"] == "Computing")
            #expect(grace["Organization Title"] == "Rear Admiral" && grace["Birthday"] == "1906-12-09")
            #expect(grace["Notes"] == "Found a moth, taped it\nin the log")
            #expect(grace["Labels"] == "* myContacts ::: * starred")
            #expect([grace["E-mail 1 - Label"], grace["E-mail 1 - Value"], grace["E-mail 2 - Label"], grace["E-mail 2 - Value"]]
                == ["Work", "grace@navy.mil", "Home", "grace@example.org"])
            #expect([grace["Phone 1 - Label"], grace["Phone 1 - Value"], grace["Phone 2 - Label"], grace["Phone 2 - Value"],
                     grace["Phone 3 - Label"], grace["Phone 3 - Value"]]
                == ["Mobile", "+1 555 0100", "Work", "+1 555 0101", "Work Fax", "+1 555 0102"])
            #expect(grace["Address 1 - Label"] == "Work" && grace["Address 1 - Street"] == "1 Navy Way")
            #expect(grace["Address 1 - City"] == "Arlington" && grace["Address 1 - Region"] == "VA")
            #expect(grace["Address 1 - Postal Code"] == "22202" && grace["Address 1 - Country"] == "USA")
            #expect(grace["Address 1 - Formatted"] == "1 Navy Way, Arlington, VA 22202, USA")
            #expect(grace["Website 1 - Value"] == "https://navy.mil")
            let jose = try #require(byFirst["José Martí"])
            #expect(jose["E-mail 1 - Value"] == "jose@example.cu" && jose["E-mail 2 - Value"] == "")
            #expect(jose["Labels"] == "* myContacts")
            // A card with only FN: the whole name is the first name, as Google shows it.
            #expect(byFirst["C# Team "]?["E-mail 1 - Value"] == "team@example.org")
            let noMail = try #require(byFirst["No Mail"])
            #expect(noMail["Phone 1 - Value"] == "555-0000" && noMail["E-mail 1 - Value"] == "")
            // RFC 4180: CRLF line ends, the field with a comma and line break in quotes.
            let bytes = try String(contentsOf: csv, encoding: .utf8)
            #expect(bytes.hasPrefix("First Name,Middle Name,") && bytes.hasSuffix("\r\n"))
            #expect(bytes.contains(",\"Found a moth, taped it\nin the log\","))
        }
    }

    @Test func subsetsTakeTheNamedTheSearchedAndTheStarred() throws {
        try withFixedBook { db, _ in
            func aliases(_ arguments: String...) throws -> [String] {
                let run = try phonebook(arguments: ["export", "--db", db, "--format", "mutt-aliases"] + arguments)
                #expect(run.status == 0, "\(arguments): \(run.stderr)")
                return run.stdout.split(separator: "\n").map { String($0.split(separator: " ")[1]) }
            }
            #expect(try aliases("--starred") == ["grace-amazing-hopper", "grace-amazing-hopper-home"])
            #expect(try aliases("--search", "marti") == ["jose-marti", "jose-marti-2"])
            #expect(try aliases("jose2", "csharp") == ["jose-marti", "c-team"])
            #expect(try aliases("--search", "jose", "jose2") == ["jose-marti"])
            #expect(try aliases("--search", "555 0100") == ["grace-amazing-hopper", "grace-amazing-hopper-home"])

            let vcard = try phonebook("export", "--db", db, "--starred")
            #expect(vcard.stdout.hasPrefix("BEGIN:VCARD\r\nVERSION:3.0\r\nUID:grace\r\n"))
            #expect(vcard.stdout.components(separatedBy: "BEGIN:VCARD").count == 2)
        }
    }

    @Test func aSubsetMatchingNoOneExitsOneAndWritesNothing() throws {
        try withFixedBook { db, folder in
            let file = folder.appendingPathComponent("none.vcf")
            let run = try phonebook("export", "--db", db, "--search", "nobody", "--starred", "-o", file.path)
            #expect(run.status == 1)
            #expect(run.stderr == "phonebook: no contact matches --search \"nobody\" and --starred\n")
            #expect(!FileManager.default.fileExists(atPath: file.path))
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".phonebook-") }
            #expect(leftovers.isEmpty)
        }
    }

    @Test(arguments: ["vcard", "csv", "mutt-aliases"])
    func everyExportFileIsPrivate(format: String) throws {
        try withFixedBook { db, folder in
            let file = folder.appendingPathComponent("export")
            // An existing file of another mode is replaced, not written into.
            try Data("old".utf8).write(to: file)
            try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path)
            let run = try phonebook("export", "--db", db, "--format", format, "-o", file.path)
            #expect(run.status == 0, "\(run.stderr)")
            let mode = try #require(try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int)
            #expect(mode == 0o600)
            #expect(try String(contentsOf: file, encoding: .utf8) != "old")
        }
    }
}
