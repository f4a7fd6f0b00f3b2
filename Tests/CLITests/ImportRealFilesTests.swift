import Foundation
import Testing
import TestSupport

/// `phonebook import` on files other programs wrote: what comes in, what is said, how it exits.
@Suite("phonebook import of real-world files")
struct ImportRealFilesTests {
    private func write(_ bytes: [UInt8], _ name: String, in folder: URL) throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }

    private func lines(_ lines: String...) -> [UInt8] {
        Array((lines + [""]).joined(separator: "\r\n").utf8)
    }

    @Test func utf16FilesImportAndTheirCardsAreFound() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("p.sqlite3").path
            let text = "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:zoe\r\nFN:Zoë Ångström\r\nTEL;TYPE=CELL:+46 70 123 45 67\r\nEND:VCARD\r\n"
            let other = "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:wang\r\nFN:王小明\r\nTEL:+86 10 5555 0100\r\nEND:VCARD\r\n"
            let littleWithMark: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
            let bigWithoutMark: [UInt8] = other.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
            let first = try write(littleWithMark, "entourage.vcf", in: folder)
            let second = try write(bigWithoutMark, "address-book.vcf", in: folder)
            let result = try phonebook("import", "--db", db, first, second)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr == "2 added, 0 updated, 0 unchanged, 0 skipped\n")
            let found = try phonebook("list", "--db", db, "--format", "plain", "--search", "zoe")
            #expect(found.stdout.contains("zoe\tZoë Ångström\tmobile\t+46 70 123 45 67"), "\(found.stdout)")
            let exported = try phonebook("export", "--db", db)
            #expect(exported.stdout.contains("FN:Zoë Ångström\r\n") && exported.stdout.contains("FN:王小明\r\n"))
        }
    }

    @Test func aMalformedLineIsAWarningAndExits2AndStrictRefusesTheFile() throws {
        try withTemporaryDirectory { folder in
            let cards = try write(lines(
                "BEGIN:VCARD", "VERSION:2.1", "# exported by a script", "FN", "N:Doe;Jane", "TEL;CELL:555-0100",
                "END:VCARD", "BEGIN:VCARD", "VERSION:2.1", "FN:Ann", "END:VCARD"), "cards.vcf", in: folder)
            let db = folder.appendingPathComponent("p.sqlite3").path
            let lenient = try phonebook("import", "--db", db, "--format", "json", cards)
            #expect(lenient.status == 2)
            #expect(lenient.stderr == """
                \(cards):3: warning: property line has no ':' between name and value; left it out of the card that begins on line 1
                \(cards):4: warning: property line has no ':' between name and value; left it out of the card that begins on line 1
                2 added, 0 updated, 0 unchanged, 0 skipped

                """)
            #expect(lenient.stdout.hasPrefix(#"{"added":2,"updated":0,"unchanged":0,"removed":0,"skipped":0,"errors":[],"warnings":[{"file":"\#(cards)","line":3,"message":"property line has no ':' between"#),
                    "\(lenient.stdout)")
            let listed = try phonebook("list", "--db", db, "--format", "plain")
            #expect(listed.stdout.contains("Jane Doe\tmobile\t555-0100"), "\(listed.stdout)")

            let strictDB = folder.appendingPathComponent("strict.sqlite3").path
            let strict = try phonebook("import", "--db", strictDB, "--strict", cards)
            #expect(strict.status == 65)
            #expect(strict.stderr.contains("\(cards):3: property line has no ':' between name and value (in the card that begins on line 1)\n"))
            #expect(!strict.stderr.contains("warning: property line"))
            #expect(try phonebook("info", "--db", strictDB).stdout.contains("contacts:       0"))
        }
    }

    @Test func charsetsDecodeSoEveryNameIsFound() throws {
        try withTemporaryDirectory { folder in
            var bytes = Array("BEGIN:VCARD\r\nVERSION:2.1\r\nUID:jp\r\nFN;CHARSET=SHIFT_JIS:".utf8) + [0x83, 0x65, 0x83, 0x58, 0x83, 0x67]
            bytes += lines("", "TEL:1", "END:VCARD", "BEGIN:VCARD", "VERSION:2.1", "UID:ru", "N;CHARSET=KOI8-R;ENCODING=QUOTED-PRINTABLE:=F0=C5=D4=D2=CF=D7;=E9=D7=C1=CE",
                           "TEL:2", "END:VCARD", "BEGIN:VCARD", "VERSION:3.0", "UID:de")
            bytes += Array("FN:J".utf8) + [0xFC] + Array("rgen\r\nTEL:3\r\nEND:VCARD\r\n".utf8)
            let cards = try write(bytes, "old-phone.vcf", in: folder)
            let db = folder.appendingPathComponent("p.sqlite3").path
            let result = try phonebook("import", "--db", db, cards)
            #expect(result.status == 0)
            #expect(result.stderr == """
                \(cards):16: warning: text is not UTF-8 and names no charset: read as Windows-1252 (in the card that begins on line 13)
                3 added, 0 updated, 0 unchanged, 0 skipped

                """)
            for (search, name) in [("テスト", "テスト"), ("Петров", "Иван Петров"), ("jürgen", "Jürgen")] {
                let found = try phonebook("list", "--db", db, "--format", "plain", "--search", search)
                #expect(found.status == 0 && found.stdout.contains("\t\(name)\t"), "\(search): \(found.stdout)")
            }
        }
    }

    @Test func workFaxNestedAgentAndGroupedDelimiters() throws {
        try withTemporaryDirectory { folder in
            let cards = try write(lines(
                "item1.BEGIN:VCARD", "VERSION:2.1", "UID:fay", "FN:Fay", "TEL;FAX,WORK:555-0199", "TEL;CELL:", "AGENT:",
                "BEGIN:VCARD", "VERSION:2.1", "FN:Her Agent", "TEL:555-0007", "END:VCARD",
                "item1.END:VCARD"), "cards.vcf", in: folder)
            let db = folder.appendingPathComponent("p.sqlite3").path
            let result = try phonebook("import", "--db", db, cards)
            #expect(result.status == 0 && result.stderr == "1 added, 0 updated, 0 unchanged, 0 skipped\n", "\(result.stderr)")
            let listed = try phonebook("list", "--db", db, "--format", "plain")
            #expect(listed.stdout.split(separator: "\n").filter { $0.contains("\tphone\t") }.map { $0.split(separator: "\t").suffix(3).joined(separator: " ") }
                == ["Fay work fax 555-0199"], "\(listed.stdout)")
        }
    }

    /// A book an older phonebook wrote (its rows read `come=` + ` to the aid`
    /// as "cometo the aid", no revision marked): the next import says it
    /// re-read that card, and `show` gives what the card says.
    @Test func theFirstImportAfterAnUpgradeReReadsStaleRowsAndSaysSo() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("p.sqlite3").path
            let card = try write(lines("BEGIN:VCARD", "VERSION:2.1", "UID:joseph", "FN:Joseph",
                                       "NOTE;ENCODING=QUOTED-PRINTABLE:come=", " to the aid", "END:VCARD"),
                                 "old.vcf", in: folder)
            #expect(try phonebook("import", "--db", db, card).status == 0)
            let older = try runProgram(URL(fileURLWithPath: "/usr/bin/env"), ["sqlite3", db,
                "UPDATE contacts SET note = 'cometo the aid'; PRAGMA user_version = 0;"])
            #expect(older.status == 0, "\(older.stderr)")

            let result = try phonebook("import", "--db", db, card)
            #expect(result.status == 0)
            #expect(result.stderr == "phonebook: re-read the cards of 1 stored contact, which this version reads "
                + "differently from the one that stored them; they now show what their cards say\n"
                + "0 added, 0 updated, 1 unchanged, 0 skipped\n")
            let shown = try phonebook("show", "--db", db, "joseph", "--format", "plain")
            #expect(shown.stdout.contains("\tNote\tcome to the aid\n"), "\(shown.stdout)")
            #expect(try phonebook("import", "--db", db, card).stderr == "0 added, 0 updated, 1 unchanged, 0 skipped\n")
        }
    }
}
