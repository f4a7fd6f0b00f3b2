import Foundation
@testable import Store
@testable import Exchange
import Testing
import TestSupport
import VCard

/// Files as other programs write them: every card comes in, with what it says.
@Suite("Importing real files")
struct RealFileImportTests {
    private func importBytes(_ bytes: [UInt8], into book: AddressBook,
                             options: ImportOptions = ImportOptions()) throws -> ImportSummary {
        try Importer(book: book, options: options).run([.bytes(bytes, name: "cards.vcf", source: "/sources/cards.vcf")])
    }

    private func utf16(_ text: String, bigEndian: Bool, byteOrderMark: Bool) -> [UInt8] {
        let units: [UInt16] = (byteOrderMark ? [0xFEFF] : []) + Array(text.utf16)
        return units.flatMap { unit -> [UInt8] in
            bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        }
    }

    @Test("UTF-16 files, LE and BE, with and without a byte order mark, import; the card is stored as UTF-8",
          arguments: [(false, true), (false, false), (true, true), (true, false)])
    func utf16Files(bigEndian: Bool, byteOrderMark: Bool) throws {
        let book = try AddressBook.inMemory()
        let card = vcard("UID:zoe", "FN:Zoë Ångström", "TEL;TYPE=CELL:+46 70 123 45 67")
        let text = card + "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:bob\r\nFN:Bob\r\n# exported by Entourage\r\nEND:VCARD\r\n"
        let summary = try importBytes(utf16(text, bigEndian: bigEndian, byteOrderMark: byteOrderMark), into: book)
        #expect(summary.added == 2 && summary.skipped == 0)
        #expect(summary.problems.map(\.description)
            == ["cards.vcf:11: warning: property line has no ':' between name and value; left it out of the card that begins on line 7"])
        #expect(try book.storedContacts().map(\.description) == ["Zoë Ångström [mobile: +46 70 123 45 67]", "Bob []"])
        #expect(try book.rawCard(uid: "zoe") == Array(card.utf8))
    }

    @Test("a malformed line is left out with a warning and the contact kept; --strict refuses the card")
    func malformedLine() throws {
        let text = vcard("UID:jane", "# a comment", "FN", "N:Doe;Jane;;;", "TEL;TYPE=CELL:555-0100", "EMAIL:jane@example.com")
            + vcard("UID:ann", "FN:Ann")
        let book = try AddressBook.inMemory()
        let lenient = try importText(text, into: book)
        #expect(lenient.added == 2 && lenient.skipped == 0 && lenient.incomplete == 1)
        #expect(lenient.errors.isEmpty && lenient.isPartial && lenient.committed)
        #expect(lenient.warnings.map(\.line) == [4, 5])
        #expect(try book.storedContacts().map(\.description) == ["Jane Doe [mobile: 555-0100]", "Ann []"])
        #expect(try book.storedContacts().first?.emails == ["jane@example.com"])

        let strictBook = try AddressBook.inMemory()
        let strict = try importText(text, into: strictBook, options: ImportOptions(strict: true))
        #expect(strict.skipped == 1 && strict.incomplete == 0 && !strict.committed)
        #expect(strict.errors.map(\.description) == [
            "cards.vcf:4: property line has no ':' between name and value (in the card that begins on line 1)",
            "cards.vcf:5: property line has no ':' between name and value (in the card that begins on line 1)",
        ])
        #expect(try strictBook.storedContacts().isEmpty)
    }

    @Test("a charset iconv knows, and raw 8-bit text without one, give the names the cards meant")
    func charsets() throws {
        var bytes = Array("BEGIN:VCARD\r\nVERSION:2.1\r\nUID:jp\r\nN;CHARSET=SHIFT_JIS:".utf8) + [0x83, 0x65, 0x83, 0x58, 0x83, 0x67]
        bytes += Array(";\r\nEND:VCARD\r\nBEGIN:VCARD\r\nVERSION:3.0\r\nUID:de\r\nFN:J".utf8) + [0xFC]
        bytes += Array("rgen M".utf8) + [0xFC] + Array("ller\r\nEND:VCARD\r\n".utf8)
        let book = try AddressBook.inMemory()
        let summary = try importBytes(bytes, into: book)
        #expect(summary.added == 2 && !summary.isPartial)
        #expect(summary.problems.map(\.description)
            == ["cards.vcf:9: warning: text is not UTF-8 and names no charset: read as Windows-1252 (in the card that begins on line 6)"])
        #expect(try book.storedContacts().map(\.name) == ["テスト", "Jürgen Müller"])
    }

    @Test("group-prefixed delimiters, junk between cards and a nested AGENT card: every outer card, nothing more")
    func framing() throws {
        var bytes = Array("home.begin:vcard\r\nVERSION:3.0\r\nUID:a\r\nFN:Ann\r\nhome.END:VCARD\r\n".utf8) + [0, 0, 0]
        bytes += Array("\r\n".utf8) + [0x1A] + Array("BEGIN:VCARD\r\nVERSION:2.1\r\nUID:o\r\nFN:Olga\r\nTEL;WORK:111\r\nAGENT:\r\n".utf8)
        bytes += Array("BEGIN:VCARD\r\nVERSION:2.1\r\nUID:agent\r\nFN:Agent\r\nTEL;CELL:222\r\nEND:VCARD\r\n".utf8)
        bytes += Array("TEL;HOME:333\r\nEND:VCARD\r\n".utf8)
        let book = try AddressBook.inMemory()
        let summary = try importBytes(bytes, into: book)
        #expect(summary.added == 2 && summary.skipped == 0 && summary.errors.isEmpty)
        #expect(try book.storedContacts().map(\.description) == ["Ann []", "Olga [work: 111, home: 333]"])
        #expect(String(decoding: try book.rawCard(uid: "o"), as: UTF8.self).contains("FN:Agent\r\nTEL;CELL:222\r\n"))
    }

    @Test("TEL;FAX,WORK is a work fax; empty TEL and EMAIL values are no rows")
    func faxAndEmptyValues() throws {
        let text = "BEGIN:VCARD\r\nVERSION:2.1\r\nUID:f\r\nFN:Fay\r\nTEL;FAX,WORK:555-0199\r\nTEL;CELL:\r\nTEL:\r\nEMAIL;INTERNET:\r\nEND:VCARD\r\n"
        let book = try AddressBook.inMemory()
        _ = try importText(text, into: book)
        #expect(try book.storedContacts().map(\.description) == ["Fay [work fax: 555-0199]"])
        #expect(try book.storedContacts().first?.emails == [])
    }
}
