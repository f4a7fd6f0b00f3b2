import Foundation
import Testing
import TestSupport

/// `phonebook import` of abook's file, LDIF and CSV, recognised by their
/// content, on files the real programs wrote (Tests/CLITests/ImportFormats,
/// its README says which program wrote each): what each contact becomes, as
/// `show --format json` reads it; a re-import finds every contact unchanged.
@Suite("import: abook, LDIF and CSV files")
struct ImportFormatsTests {
    private static let files = Repository.root.appendingPathComponent("Tests/CLITests/ImportFormats")

    private func file(_ name: String) -> String { Self.files.appendingPathComponent(name).path }

    /// Imports `name` into a new book in `folder`; then again, which must change nothing.
    private func importTwice(_ name: String, in folder: URL, contacts: Int,
                             sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let db = folder.appendingPathComponent("p.sqlite3").path
        let first = try phonebook("import", "--db", db, file(name))
        #expect(first.status == 0, "\(first.stderr)", sourceLocation: sourceLocation)
        #expect(first.stderr.hasSuffix("\(contacts) added, 0 updated, 0 unchanged, 0 skipped\n"), "\(first.stderr)",
                sourceLocation: sourceLocation)
        let again = try phonebook("import", "--db", db, file(name))
        #expect(again.status == 0, "\(again.stderr)", sourceLocation: sourceLocation)
        #expect(again.stderr.hasSuffix("0 added, 0 updated, \(contacts) unchanged, 0 skipped\n"), "\(again.stderr)",
                sourceLocation: sourceLocation)
        return db
    }

    /// Each contact of the book as one line of what `show --format json` says, sorted.
    private func described(_ db: String) throws -> [String] {
        let list = try phonebook("list", "--db", db, "--format", "json", "--limit", "1000")
        let screen = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [String: Any])
        let rows = (screen["sections"] as? [[String: Any]] ?? []).flatMap { $0["rows"] as? [[String: Any]] ?? [] }
        var lines: [String] = []
        for uid in Set(rows.compactMap { $0["contact"] as? String }) {
            let show = try phonebook("show", "--db", db, "--format", "json", uid)
            let shown = try #require(try JSONSerialization.jsonObject(with: Data(show.stdout.utf8)) as? [String: Any])
            lines.append(describe(try #require(shown["contact"] as? [String: Any])))
        }
        return lines.sorted()
    }

    private func describe(_ contact: [String: Any]) -> String {
        func text(_ key: String) -> String { contact[key] as? String ?? "?" }
        func list(_ key: String, _ fields: [String]) -> String {
            (contact[key] as? [[String: Any]] ?? []).map { item in
                fields.map { item[$0] as? String ?? "?" }.joined(separator: " ")
            }.joined(separator: ", ")
        }
        let addressFields = ["label", "poBox", "extended", "street", "locality", "region", "postalCode", "country"]
        let addresses = (contact["addresses"] as? [[String: Any]] ?? []).map { address in
            addressFields.map { address[$0] as? String ?? "?" }.joined(separator: ";")
        }.joined(separator: " / ")
        return [
            text("name"), "nick " + ((contact["nicknames"] as? [String]) ?? []).joined(separator: ","),
            "org " + text("organization"), "title " + text("title"), "born " + text("birthday"),
            "tel " + list("phones", ["label", "number"]), "email " + list("emails", ["label", "address"]),
            "adr " + addresses, "url " + list("urls", ["label", "url"]),
            "cat " + ((contact["categories"] as? [String]) ?? []).joined(separator: ","),
            "note " + text("note"),
        ].joined(separator: " | ")
    }

    /// The card `export` gives for the contact `contact` names.
    private func card(_ contact: String, in db: String) throws -> String {
        let export = try phonebook("export", "--db", db, contact)
        #expect(export.status == 0, "\(export.stderr)")
        return export.stdout
    }

    @Test func abooksOwnFileImportsEveryFieldAndItsCustomFieldsAsXProperties() throws {
        try withTemporaryDirectory { folder in
            let db = try importTwice("addressbook", in: folder, contacts: 4)
            #expect(try described(db) == [
                "Ada Lovelace | nick ada | org  | title  | born 1815-12-10 | tel home +44 20 7946 0001, work +44 20 7946 0002, other fax +44 20 7946 0003, mobile +44 7700 900001 | email other ada@example.org, other countess@example.co.uk | adr other;;Flat 2;12 St James's Square;London;Greater London;SW1Y 4JH;United Kingdom | url other https://example.org/ada | cat friends,math | note Analytical engine; first program",
                "Grace Hopper | nick  | org  | title  | born  | tel mobile 555-0127 | email other grace@example.mil | adr  | url  | cat  | note ",
                "Grace Hopper | nick  | org  | title  | born  | tel work 555-0199 | email other grace.hopper@example.edu | adr  | url  | cat  | note ",
                "José Martí | nick  | org  | title  | born  | tel  | email other jose@example.cu | adr other;;;;La Habana;;;Cuba | url  | cat  | note ",
            ])
            let grace = try card("grace@example.mil", in: db)
            #expect(grace.hasPrefix("BEGIN:VCARD\r\nVERSION:3.0\r\nPRODID:-//phonebook//converted from abook//EN\r\nUID:phonebook-abook-"),
                    "\(grace)")
            #expect(grace.contains("\r\nX-ABOOK-CUSTOM1:COBOL\r\nX-ABOOK-TEAM:Navy\r\nEND:VCARD\r\n"), "\(grace)")
        }
    }

    @Test func aChangedAbookEntryUpdatesItsContactInsteadOfAddingOne() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("p.sqlite3").path
            let copy = folder.appendingPathComponent("addressbook")
            let original = try String(contentsOfFile: file("addressbook"), encoding: .utf8)
            try Data(original.utf8).write(to: copy)
            #expect(try phonebook("import", "--db", db, copy.path).status == 0)
            try Data(original.replacingOccurrences(of: "mobile=555-0127", with: "mobile=555-0100").utf8).write(to: copy)
            let again = try phonebook("import", "--db", db, copy.path)
            #expect(again.stderr == "0 added, 1 updated, 3 unchanged, 0 skipped\n", "\(again.stderr)")
            #expect(try described(db).contains { $0.hasPrefix("Grace Hopper | nick  | org  | title  | born  | tel mobile 555-0100 |") })
        }
    }

    @Test func whatTheImportSaysOfAConvertedContactNamesItsLineInTheSourceFile() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("p.sqlite3").path
            let first = folder.appendingPathComponent("first")
            try Data("[0]\nname=Ada Lovelace\nmobile=555-0100\n".utf8).write(to: first)
            let second = folder.appendingPathComponent("second")
            try Data("# abook addressbook file\n\n[format]\nprogram=abook\n\n[0]\nname=Grace Hopper\n\n[1]\nname=Ada Lovelace\nmobile=555-0101\n".utf8)
                .write(to: second)
            let result = try phonebook("import", "--db", db, first.path, second.path)
            #expect(result.status == 0)
            let lines = result.stderr.split(separator: "\n").map(String.init)
            #expect(lines.count == 2, "\(result.stderr)")
            #expect(lines.first?.hasPrefix("\(second.path):9: warning: another card with the UID phonebook-abook-") == true,
                    "\(result.stderr)")
            #expect(lines.first?.hasSuffix(" (the first is at \(first.path):1); the last one is kept") == true,
                    "\(result.stderr)")
            #expect(lines.last == "2 added, 0 updated, 0 unchanged, 0 skipped")
        }
    }

    @Test func abooksLDIFExportImportsWithItsBase64Names() throws {
        try withTemporaryDirectory { folder in
            let db = try importTwice("addressbook.ldif", in: folder, contacts: 4)
            #expect(try described(db) == [
                "Ada Lovelace | nick ada | org  | title  | born 1815-12-10 | tel home +44 20 7946 0001, work +44 20 7946 0002, other fax +44 20 7946 0003, mobile +44 7700 900001 | email other ada@example.org, other countess@example.co.uk | adr other;;Flat 2;12 St James's Square;London;Greater London;SW1Y 4JH;United Kingdom | url home https://example.org/ada | cat friends,math | note Analytical engine; first program",
                "Grace Hopper | nick  | org  | title  | born  | tel mobile 555-0127 | email other grace@example.mil | adr  | url  | cat  | note ",
                "Grace Hopper | nick  | org  | title  | born  | tel work 555-0199 | email other grace.hopper@example.edu | adr  | url  | cat  | note ",
                "José Martí | nick  | org  | title  | born  | tel  | email other jose@example.cu | adr other;;;;La Habana;;;Cuba | url  | cat  | note ",
            ])
        }
    }

    /// Every LDIF record begins with its dn (RFC 2849): a record whose blank
    /// line before it holds a blank, or is missing, is a contact of its own.
    @Test func anLDIFRecordBeginsAtItsDnLineWhateverSeparatesItFromTheOneBefore() throws {
        try withTemporaryDirectory { folder in
            let ldif = folder.appendingPathComponent("book.ldif")
            try Data(("dn: cn=Ada\ncn: Ada\nmail: ada@example.org\n \ndn: cn=Bob\ncn: Bob\nmail: bob@example.org\n"
                      + "dn: cn=Cy\ncn: Cy\nmail: cy@example.org\n").utf8).write(to: ldif)
            let db = folder.appendingPathComponent("p.sqlite3").path
            let result = try phonebook("import", "--db", db, ldif.path)
            #expect(result.status == 0)
            #expect(result.stderr == "3 added, 0 updated, 0 unchanged, 0 skipped\n")
            #expect(try described(db) == ["Ada", "Bob", "Cy"].map { name in
                "\(name) | nick  | org  | title  | born  | tel  | email other \(name.lowercased())@example.org | adr  | url  | cat  | note "
            })
        }
    }

    /// abook writes a value's bytes as they are in its file, so a Latin-1
    /// book gives base64 values that are not UTF-8.
    @Test func anLDIFBase64ValueThatIsNotUTF8IsReadAsWindows1252WithAWarning() throws {
        try withTemporaryDirectory { folder in
            let ldif = folder.appendingPathComponent("latin1.ldif")
            let name = Data([0x4A, 0xFC, 0x72, 0x67, 0x65, 0x6E, 0x20, 0x4D, 0xFC, 0x6C, 0x6C, 0x65, 0x72]).base64EncodedString()
            try Data("dn: cn=J,mail=j@example.de\ncn:: \(name)\nmail: j@example.de\n".utf8).write(to: ldif)
            let db = folder.appendingPathComponent("p.sqlite3").path
            let result = try phonebook("import", "--db", db, ldif.path)
            #expect(result.status == 0)
            #expect(result.stderr == """
                \(ldif.path):2: warning: a base64 value that is not UTF-8; read as Windows-1252
                1 added, 0 updated, 0 unchanged, 0 skipped

                """)
            #expect(try described(db) == [
                "Jürgen Müller | nick  | org  | title  | born  | tel  | email other j@example.de | adr  | url  | cat  | note ",
            ])
        }
    }

    @Test func anLDIFBase64ValueThatDoesNotDecodeIsKeptAsWrittenWithAWarning() throws {
        try withTemporaryDirectory { folder in
            let ldif = folder.appendingPathComponent("broken.ldif")
            try Data("dn: cn=Ada\ncn: Ada\ndescription:: not*base64\n".utf8).write(to: ldif)
            let db = folder.appendingPathComponent("p.sqlite3").path
            let result = try phonebook("import", "--db", db, ldif.path)
            #expect(result.status == 0)
            #expect(result.stderr == """
                \(ldif.path):3: warning: a base64 value that does not decode; kept as written
                1 added, 0 updated, 0 unchanged, 0 skipped

                """)
            #expect(try described(db).first?.hasSuffix("| note not*base64") == true)
        }
    }

    /// abook's own file as abook itself writes it (from its LDIF): the same
    /// contacts as that LDIF brings, the custom fields being left out by both.
    @Test func anAddressbookAbookWroteImportsAsItsLDIFDoes() throws {
        try withTemporaryDirectory { folder in
            let written = try importTwice("addressbook-written-by-abook", in: folder.appendingPathComponent("a"), contacts: 4)
            let ldif = try importTwice("addressbook.ldif", in: folder.appendingPathComponent("b"), contacts: 4)
            // Its LDIF names the web page a home page (`homeurl`); its own file gives it no label.
            let fromLDIF = try described(ldif).map { $0.replacingOccurrences(of: "| url home ", with: "| url other ") }
            #expect(try described(written) == fromLDIF)
        }
    }

    @Test func thunderbirdsLDIFImportsItsWorkAndHomeFieldsAndLeavesOutItsLists() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("p.sqlite3").path
            let path = file("thunderbird.ldif")
            let first = try phonebook("import", "--db", db, path)
            #expect(first.status == 0)
            #expect(first.stderr == """
                \(path):56: warning: Friends: a mailing list, not a contact; left out
                2 added, 0 updated, 0 unchanged, 0 skipped

                """)
            let again = try phonebook("import", "--db", db, path)
            #expect(again.stderr.hasSuffix("0 added, 0 updated, 2 unchanged, 0 skipped\n"), "\(again.stderr)")
            #expect(try described(db) == [
                "Grace Hopper | nick Amazing Grace | org US Navy, Programming Languages | title Rear Admiral | born 1906-12-09 | tel work 555-0199, home 555-0198, mobile 555-0127, pager 555-0129, other fax 555-0130 | email other grace@example.mil, other grace.hopper@example.edu | adr work;;Building 4;200 Computer Lane;Washington;DC;20001;USA / home;;;1 Navy Way;Arlington;VA;22201;USA | url work https://example.mil/grace, home https://example.org/grace | cat  | note Found the first actual bug, a moth in relay 70 of the Harvard Mark II",
                "José Martí | nick  | org  | title  | born  | tel  | email other jose@example.cu | adr  | url  | cat  | note Poeta y periodista\nLa Habana",
            ])
            let grace = try card("grace@example.mil", in: db)
            for line in ["X-LDIF-MODIFYTIMESTAMP:1700000000", "X-LDIF-MOZILLACUSTOM1:COBOL", "X-LDIF-MOZILLAUSEHTMLMAIL:false"] {
                #expect(grace.contains("\r\n\(line)\r\n"), "\(grace)")
            }
        }
    }

    @Test func phonebooksOwnCSVExportImportsIntoANewBook() throws {
        try withTemporaryDirectory { folder in
            let db = try importTwice("phonebook-export.csv", in: folder, contacts: 12)
            let shown = try described(db)
            #expect(shown.contains(
                "Ada Lovelace | nick  | org Analytical Engines Ltd., Research | title  | born  | tel mobile 555-0005, Boat +44 20 7946 0105 | email home ada@example.org | adr  | url  | cat * myContacts | note Wrote the first published algorithm for a machine; prefers letters, not calls."),
                "\(shown)")
            #expect(shown.contains(
                "Corner Bakery | nick  | org Corner Bakery | title  | born  | tel main 555-0123 | email  | adr work;;;12 Baker Street;Springfield;IL;62701;USA | url  | cat * myContacts | note "),
                "\(shown)")
        }
    }

    @Test func outlooksCSVImportsItsEnglishColumnsFromWindows1252() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("p.sqlite3").path
            let path = file("outlook.csv")
            let first = try phonebook("import", "--db", db, path)
            #expect(first.status == 0)
            #expect(first.stderr == "\(path):1: warning: not UTF-8; read as Windows-1252\n3 added, 0 updated, 0 unchanged, 0 skipped\n")
            let again = try phonebook("import", "--db", db, path)
            #expect(again.stderr.hasSuffix("0 added, 0 updated, 3 unchanged, 0 skipped\n"), "\(again.stderr)")
            #expect(try described(db) == [
                "Ada Augusta Lovelace | nick  | org Analytical Engines Ltd., Research | title Programmer | born 1815-12-10 | tel work fax +44 20 7946 0003, work +44 20 7946 0002, car +44 7700 900009, home +44 20 7946 0001, mobile +44 7700 900001 | email other ada@example.org, other countess@example.co.uk | adr work;;;12 St James's Square\nFloor 2;London;;SW1Y 4JH;United Kingdom / home;;;10 Marylebone Road;London;;;United Kingdom | url other https://example.org/ada | cat Friends,Math | note Analytical engine, first program\nPrefers letters",
                "Corner Bakery | nick  | org Corner Bakery | title  | born  | tel main 555-0123 | email  | adr work;;;12 Baker Street;Springfield;IL;62701;USA | url  | cat  | note ",
                "Jürgen Müller | nick  | org Müller & Söhne | title  | born  | tel work fax +49 30 555 0126, work +49 30 555 0125 | email other juergen@example.de | adr work;;;;Berlin;;;Germany | url  | cat  | note ",
            ])
            let ada = try card("countess@example.co.uk", in: db)
            #expect(ada.contains("\r\nN:Lovelace;Ada;Augusta;Ms.;\r\n"), "\(ada)")
            for line in ["X-CSV-E-MAIL-TYPE:SMTP", "X-CSV-E-MAIL-DISPLAY-NAME:Ada Lovelace (ada@example.org)",
                         "X-CSV-GENDER:Female", "X-CSV-PRIORITY:Normal", "X-CSV-PRIVATE:False", "X-CSV-SPOUSE:William King"] {
                #expect(ada.contains("\r\n\(line)\r\n"), "\(ada)")
            }
        }
    }

    /// Imports two files of these names and contents into a new book in
    /// `folder`, where neither holds a contact; their paths and stderr.
    private func importUnrecognised(_ first: (name: String, text: String), _ second: (name: String, text: String),
                                    in folder: URL) throws -> (first: String, second: String, stderr: String) {
        let paths = try [first, second].map { file in
            let url = folder.appendingPathComponent(file.name)
            try Data(file.text.utf8).write(to: url)
            return url.path
        }
        let result = try phonebook("import", "--db", folder.appendingPathComponent("p.sqlite3").path, paths[0], paths[1])
        #expect(result.status == 2)
        return (paths[0], paths[1], result.stderr)
    }

    @Test func anUnrecognisedFileSaysWhatItLooksLike() throws {
        try withTemporaryDirectory { folder in
            let (table, json, stderr) = try importUnrecognised(("scores.csv", "player,score\r\nada,10\r\n"),
                                                               ("contacts.json", "{\"contacts\": []}\n"), in: folder)
            #expect(stderr == """
                \(table):1: this looks like a table (CSV) whose first line names none of the columns phonebook reads (Google's or Outlook's), not vCard, abook, LDIF or CSV; nothing was imported from it
                \(json):1: this looks like JSON, not vCard, abook, LDIF or CSV; nothing was imported from it
                0 added, 0 updated, 0 unchanged, 2 skipped

                """)
        }
    }

    @Test func aCSVFileEndingInsideAQuotedFieldSaysSoAndStrictRefusesIt() throws {
        try withTemporaryDirectory { folder in
            let csv = folder.appendingPathComponent("stray.csv")
            try Data("Name,E-mail 1 - Value,Notes\r\nAda,ada@example.org,\"says \"\"hi\r\nBob,bob@example.org,fine\r\n".utf8)
                .write(to: csv)
            let message = "\(csv.path):2: warning: the file ends inside the quoted field that opens on this line "
                + "(its closing \" is missing); the rest of the file was read as that field\n"
            let db = folder.appendingPathComponent("p.sqlite3").path
            let lenient = try phonebook("import", "--db", db, csv.path)
            #expect(lenient.status == 2)
            #expect(lenient.stderr == message + "1 added, 0 updated, 0 unchanged, 0 skipped\n")
            let strictDB = folder.appendingPathComponent("strict.sqlite3").path
            let strict = try phonebook("import", "--db", strictDB, "--strict", csv.path)
            #expect(strict.status == 65)
            #expect(strict.stderr.hasPrefix(message.replacingOccurrences(of: "warning: ", with: "")), "\(strict.stderr)")
            #expect(try phonebook("list", "--db", strictDB, "--format", "plain").stdout.contains("\tcontact\t") == false)
        }
    }

    /// A line the reader cannot read is left out of its contact, as a
    /// card's malformed line is: partly imported, and refused by --strict.
    @Test func aMalformedAbookOrLDIFLineCostsTheExitStatusAndStrictRefusesIt() throws {
        try withTemporaryDirectory { folder in
            let abook = folder.appendingPathComponent("addressbook")
            try Data("[format]\nprogram=abook\n\n[0]\nname=Ada\nphone 555-0100\n".utf8).write(to: abook)
            let ldif = folder.appendingPathComponent("book.ldif")
            try Data("dn: cn=Bob\ncn: Bob\ntelephoneNumber 555-0199\n".utf8).write(to: ldif)
            let sections = folder.appendingPathComponent("sections")
            try Data("[format]\nprogram=abook\n\n[ 0 ]\nname=Ada\n\n[x]\nname=Bob\n".utf8).write(to: sections)
            let expected = [
                (abook, "\(abook.path):6: warning: a line that is no field=value; left out\n"),
                (ldif, "\(ldif.path):3: warning: a line that is no attribute: value; left out\n"),
                (sections, "\(sections.path):7: warning: a section that is no contact's number ([0], [1], …); "
                    + "its lines were left out\n"),
            ]
            for (file, message) in expected {
                let db = folder.appendingPathComponent("\(file.lastPathComponent).sqlite3").path
                let lenient = try phonebook("import", "--db", db, file.path)
                #expect(lenient.status == 2)
                #expect(lenient.stderr == message + "1 added, 0 updated, 0 unchanged, 0 skipped\n")
                let strict = try phonebook("import", "--db", db + "-strict", "--strict", file.path)
                #expect(strict.status == 65)
                #expect(strict.stderr.hasPrefix(message.replacingOccurrences(of: "warning: ", with: "")), "\(strict.stderr)")
            }
        }
    }

    /// Excel and Outlook write semicolons (or tabs) where the list separator
    /// of the language is not a comma: the message says what to change.
    @Test func aTableOfKnownColumnsSeparatedBySemicolonsOrTabsSaysSo() throws {
        try withTemporaryDirectory { folder in
            let (semicolons, tabs, stderr) = try importUnrecognised(
                ("kontakte.csv", "Vorname;First Name;Last Name;E-mail Address\r\nX;Ada;Lovelace;ada@example.org\r\n"),
                ("contacts.txt", "First Name\tLast Name\r\nAda\tLovelace\r\n"), in: folder)
            #expect(stderr == """
                \(semicolons):1: this looks like a CSV file separated by semicolons, not commas (save it comma-separated to import it); nothing was imported from it
                \(tabs):1: this looks like a CSV file separated by tabs, not commas (save it comma-separated to import it); nothing was imported from it
                0 added, 0 updated, 0 unchanged, 2 skipped

                """)
        }
    }

    @Test func formatNamesTheInputsFormatBesideTheSummarysFormat() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("p.sqlite3").path
            let asVCard = try phonebook("import", "--db", db, "--format", "vcard", file("addressbook"))
            #expect(asVCard.status == 2)
            #expect(asVCard.stderr.hasPrefix("\(file("addressbook")):1: no vCard in this file (no BEGIN:VCARD line)"))
            let asAbook = try phonebook("import", "--db", db, "--format", "abook", "--format", "json", file("outlook.csv"))
            #expect(asAbook.status == 2)
            #expect(asAbook.stdout.contains(#""message":"no abook section ([0], [1], …) in this file; nothing was imported from it"#
                                            + #" (this looks like a CSV file: import it without --format abook)""#),
                    "\(asAbook.stdout)")
            let forced = try phonebook("import", "--db", db, "--format", "json", "--format", "abook", file("addressbook"))
            #expect(forced.status == 0)
            #expect(forced.stdout.hasPrefix(#"{"added":4,"updated":0,"unchanged":0"#), "\(forced.stdout)")
            for (name, looks) in [("phonebook-export.csv", "a CSV file"), ("addressbook", "abook's addressbook file")] {
                let asLDIF = try phonebook("import", "--db", db, "--format", "ldif", file(name))
                #expect(asLDIF.status == 2)
                #expect(asLDIF.stderr == """
                    \(file(name)):1: no LDIF record (dn: line) in this file; nothing was imported from it (this looks like \(looks): import it without --format ldif)
                    0 added, 0 updated, 0 unchanged, 1 skipped

                    """)
            }
            let vcard = folder.appendingPathComponent("ada.vcf")
            try Data("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ada\r\nEND:VCARD\r\n".utf8).write(to: vcard)
            let asCSV = try phonebook("import", "--db", db, "--format", "csv", vcard.path)
            #expect(asCSV.status == 2)
            #expect(asCSV.stderr.hasPrefix("\(vcard.path):1: a CSV header naming none of the columns phonebook reads "
                                           + "(Google's or Outlook's); nothing was imported from it "
                                           + "(this looks like a vCard file: import it without --format csv)\n"), "\(asCSV.stderr)")
            let csvAsVCard = try phonebook("import", "--db", db, "--format", "vcard", file("outlook.csv"))
            #expect(csvAsVCard.stderr.hasPrefix("\(file("outlook.csv")):1: no vCard in this file (no BEGIN:VCARD line); "
                                                + "nothing was imported from it (this looks like a CSV file: import it without --format vcard)\n"),
                    "\(csvAsVCard.stderr)")
            let typo = try phonebook("import", "--db", db, "--format", "cvs", file("addressbook"))
            #expect(typo.status == 64)
            #expect(typo.stderr.hasPrefix("phonebook: the value 'cvs' is invalid for '--format <format>'. Please provide "
                                          + "one of 'text', 'json', 'vcard', 'abook', 'ldif' or 'csv'.\nUsage: phonebook import "),
                    "\(typo.stderr)")
            let twice = try phonebook("import", "--db", db, "--format", "csv", "--format", "ldif", file("addressbook"))
            #expect(twice.status == 64)
        }
    }
}
