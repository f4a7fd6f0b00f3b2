import Foundation
import Testing
import TestSupport

/// `add --from-file FILE|-`: one vCard as the new contact, as `khard new -i` takes a template, read as
/// `import` reads a card.
@Suite("add --from-file")
struct AddFromFileTests {
    /// `text` in a file of `folder`.
    static func file(_ name: String, _ bytes: [UInt8], in folder: URL) throws -> URL {
        let file = folder.appendingPathComponent(name)
        try Data(bytes).write(to: file)
        return file
    }

    /// The hostile card's bytes, from BEGIN to the END of its `index`th card.
    static func hostileCard(_ name: String, card index: Int = 0) throws -> [UInt8] {
        let text = try Data(contentsOf: Repository.root.appendingPathComponent("Tests/HostileCards/\(name)"))
        let cards = Array(text).split(separator: 0x0A, omittingEmptySubsequences: false)
        var out: [UInt8] = []
        var seen = -1
        for line in cards {
            if line.starts(with: Array("BEGIN:VCARD".utf8)) { seen += 1 }
            if seen == index { out += line + [0x0A] }
            if seen == index && line.starts(with: Array("END:VCARD".utf8)) { break }
        }
        return out
    }

    @Test func aCardIsAddedByteForByteWithOnlyAUIDLineAddedAndUndoRemovesIt() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("book.sqlite3").path
            let card = Array("BEGIN:VCARD\nVERSION:2.1\nN:Lovelace;Ada\nFN:Ada Lovelace\nTEL;CELL;PREF:+44 20 7946 0000\n"
                .utf8) + Array("NOTE;ENCODING=QUOTED-PRINTABLE:Analytical=0D=0AEngine\nX-CUSTOM;foo=bar:kept\nEND:VCARD\n".utf8)
            let template = try Self.file("ada.vcf", card, in: folder)
            let added = try phonebook("add", "--db", db, "--from-file", template.path)
            #expect(added.status == 0, "\(added.stderr)")
            #expect(added.stderr == "phonebook: added Ada Lovelace; phonebook undo removes it\n")
            let uid = try #require(added.stdout.wholeMatch(of: /(urn:uuid:[0-9a-f-]{36})\n/)).output.1
            let stored = try phonebook("export", "--db", db, "--format", "vcard", String(uid)).stdout
            // Export makes line breaks CRLF and changes no other byte: the card is the file's, and a UID line.
            let lines = stored.components(separatedBy: "\r\n")
            let original = String(decoding: card, as: UTF8.self).components(separatedBy: "\n")
            #expect(lines.filter { !$0.hasPrefix("UID:") } == original, "\(stored)")
            #expect(lines.filter { $0 == "UID:\(uid)" }.count == 1)
            #expect(try plainHistory(db).hasSuffix("\tadd\t-\tadd Ada Lovelace\n"))
            #expect(try phonebook("undo", "--db", db).status == 0)
            #expect(try contactCount(db) == 0)
            // From standard input too, a card with its own UID keeping it.
            let withUID = "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:ada-1815\r\nFN:Ada\r\nEND:VCARD\r\n"
            let piped = try phonebook("add", "--db", db, "--from-file", "-", "--format", "json", stdin: withUID)
            #expect(piped.status == 0 && piped.stdout == "{\"uid\":\"ada-1815\"}\n", "\(piped.stderr)")
            #expect(try exportedCard(db, "ada-1815") == withUID)
        }
    }

    @Test func cardsComeInThroughTheImportsChecksEachWarningNamingItsLine() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("book.sqlite3").path
            // A code page named on another line of the card decodes its unnamed 8-bit lines.
            let cyrillic = try Self.file("yan.vcf", try Self.hostileCard("charset-named-on-another-line-2.1.vcf"), in: folder)
            let yan = try phonebook("add", "--db", db, "--from-file", cyrillic.path)
            #expect(yan.status == 0 && yan.stderr.hasSuffix("\nphonebook: added Ян Ли; phonebook undo removes it\n"), "\(yan.stderr)")
            #expect(yan.stderr.hasPrefix("\(cyrillic.path):3: warning: text is not UTF-8 and names no charset: read as ISO-8859-5"))
            // A control byte is kept in the text with a warning, and shown visibly.
            let bell = try Self.file("bell.vcf", try Self.hostileCard("control-byte-in-value.vcf"), in: folder)
            let rung = try phonebook("add", "--db", db, "--from-file", bell.path)
            #expect(rung.status == 0, "\(rung.stderr)")
            #expect(rung.stderr.contains("\(bell.path):3: warning: control byte 0x07 in the value: kept in the text"), "\(rung.stderr)")
            #expect(!rung.stderr.utf8.contains(0x07))
            let json = try phonebook("show", "--db", db, "Ringer", "--format", "json").stdout
            #expect(json.contains("\"Bell\\u0007 Ringer\""), "\(json)")
            // A card cut off by the end of the file keeps what it holds: added, partly (exit 2).
            let cut = try Self.file("cut.vcf", try Self.hostileCard("cut-off-at-end-of-file.vcf", card: 1), in: folder)
            let kept = try phonebook("add", "--db", db, "--from-file", cut.path)
            #expect(kept.status == 2, "\(kept.stderr)")
            #expect(kept.stderr.hasPrefix("\(cut.path):1: warning: the file ends inside this card; kept what it holds\n"))
            #expect(kept.stdout == "cut-at-end-2\n")
            #expect(try contactCount(db) == 3)
        }
    }

    @Test func whatIsNotOneNewCardAddsNothingInOneLine() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("book.sqlite3").path
            #expect(try phonebook("add", "--db", db, "--from-file", "-", stdin: "BEGIN:VCARD\nVERSION:3.0\nUID:taken\nFN:First\nEND:VCARD\n")
                .status == 0)
            let two = try Self.file("two.vcf", Array(try String(contentsOf: Repository.root.appendingPathComponent(
                "Tests/HostileCards/cut-off-at-end-of-file.vcf"), encoding: .utf8).utf8), in: folder)
            let png = try Self.file("photo.vcf", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], in: folder)
            let ldif = try Self.file("book.ldif", Array("dn: cn=Ada\ncn: Ada\n".utf8), in: folder)
            let taken = try Self.file("taken.vcf", Array("BEGIN:VCARD\nVERSION:3.0\nUID:taken\nFN:Second\nEND:VCARD\n".utf8), in: folder)
            let cases: [(String, Int32, String)] = [
                (two.path, 65, "phonebook: \(two.path): 2 vCards in the file, where add takes one; nothing was added "
                    + "(phonebook import \(two.path) adds them all)\n"),
                (png.path, 65, "phonebook: \(png.path):1: this looks like a PNG image, not a vCard; nothing was added\n"),
                (ldif.path, 65, "phonebook: \(ldif.path):1: this looks like an LDIF file, not a vCard; phonebook import reads it; "
                    + "nothing was added\n"),
                (taken.path, 65, "phonebook: \(taken.path): another contact already has the card's UID taken; nothing was added "
                    + "(phonebook import \(taken.path) updates that contact from it)\n"),
                (folder.appendingPathComponent("nosuch.vcf").path, 66,
                 "phonebook: \(folder.appendingPathComponent("nosuch.vcf").path): no such file or folder\n"),
                (folder.path, 64, "phonebook: \(folder.path): a folder, where add takes one vCard file (phonebook import "
                    + "\(folder.path) adds its cards)\n"),
            ]
            for (path, status, message) in cases {
                let result = try phonebook("add", "--db", db, "--from-file", path)
                #expect(result.status == status && result.stderr == message, "\(path): \(result.status) \(result.stderr)")
                #expect(result.stdout == "")
            }
            #expect(try contactCount(db) == 1)
            #expect(try plainHistory(db).split(separator: "\n").count == 1)
        }
    }
}
