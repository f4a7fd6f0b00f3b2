import Foundation
import Testing
@testable import VCard

/// 8-bit text that names no charset: read in one code page for the whole card (issue 37).
@Suite("Unnamed code pages")
struct UnnamedCodePageTests {
    private static func hostile(_ name: String) throws -> [UInt8] {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        return try [UInt8](Data(contentsOf: tests.appendingPathComponent("HostileCards/\(name)")))
    }

    /// `text` in Windows-1252: its Latin-1 characters as themselves, the rest from the 0x80–0x9F table.
    private static func windows1252(_ text: String) -> [UInt8] {
        text.unicodeScalars.map { scalar in
            if scalar.value < 0x80 || (scalar.value >= 0xA0 && scalar.value <= 0xFF) { return UInt8(scalar.value) }
            return (0x80...0x9F).map(UInt8.init).first { Charset.windows1252.scalar($0) == scalar.value }!
        }
    }

    private static func card(fn: [UInt8], version: String = "2.1") -> [UInt8] {
        Array("BEGIN:VCARD\r\nVERSION:\(version)\r\nFN:".utf8) + fn + Array("\r\nEND:VCARD\r\n".utf8)
    }

    static let westernNames = ["Muñoz", "Peña", "Zoë", "Ångström", "Façade", "Œuvre", "Müller", "Ørsted", "José Martí",
                               "François Noël", "Brontë", "Søren Kierkegaard", "Þór", "Ærø", "O’Brien", "Straße",
                               "Šárka Žižek", "Éloïse", "Conceição", "Lukas Žák",
                               "Café “Crème” – 25 °C", "Ñandú 1½", "Ýr Þórðardóttir", "Åse Ødegård"]

    @Test("Western names that read as Windows-1252 do not move", arguments: westernNames)
    func westernNamesStay(_ name: String) throws {
        let entries = readAll(Self.card(fn: Self.windows1252(name)))
        #expect(cards(entries).map(\.formattedName) == [name])
        #expect(problems(entries).map(\.message) == ["text is not UTF-8 and names no charset: read as Windows-1252"])
    }

    @Test("each card of the hostile file reads in its own code page")
    func hostileCodePages() throws {
        let entries = readAll(try Self.hostile("unnamed-code-pages-2.1.vcf"))
        #expect(cards(entries).map(\.formattedName) == ["Віталій Володимирович", "Βαγγέλης Παπαδόπουλος", "אפרים קישון",
                                                       "Paweł Iksiński", "Ольга Петрова", "山田太郎", "王小明"])
        #expect(cards(entries).map { $0.nameComponent(.family) } == ["Володимирович", "Παπαδόπουλος", "קישון", "Iksiński",
                                                                   "Петрова", "山田", "王"])
        #expect(cards(entries).first?.notes == ["Київ, вулиця Хрещатик"])
        let named = problems(entries).map(\.message).map { $0.components(separatedBy: "read as ").last! }
        #expect(Set(named) == ["Windows-1251, as all the card's 8-bit text reads best",
                               "Windows-1253, as all the card's 8-bit text reads best",
                               "Windows-1255, as all the card's 8-bit text reads best",
                               "Windows-1250, as all the card's 8-bit text reads best",
                               "KOI8-R, as all the card's 8-bit text reads best",
                               "Shift_JIS, as all the card's 8-bit text reads best",
                               "GBK, as all the card's 8-bit text reads best"])
    }

    @Test("the decision is the card's, from all its unnamed text: a short value follows the rest")
    func oneDecisionPerCard() throws {
        // `Ян` alone reads as Windows-1251 too; in ISO-8859-5, named on the ADR line, it is `Ян`, not `Пэ`.
        let entries = readAll(try Self.hostile("charset-named-on-another-line-2.1.vcf"))
        #expect(cards(entries).map(\.formattedName) == ["Ян Ли", "Martha Murks"])
        #expect(cards(entries).first?.nameComponent(.given) == "Ян")
        #expect(problems(entries).contains(VCardProblem(
            line: 3, cardLine: 1, message: "text is not UTF-8 and names no charset: read as ISO-8859-5, the charset "
                + "another line of the card names", severity: .warning)))
    }

    @Test("an unknown CHARSET draws its own warning naming the line, even on ASCII text")
    func unknownCharsetWarns() throws {
        let entries = readAll(try Self.hostile("charset-named-on-another-line-2.1.vcf"))
        let murks = problems(entries).filter { $0.message.contains("Murks") }
        #expect(murks == [VCardProblem(line: 12, cardLine: 8, message: "unknown CHARSET=Murks: its text is read as UTF-8, "
                                       + "or where it is not, as Windows-1252 (the card's text that names no charset)",
                                       severity: .warning)])
    }

    @Test("a card naming ISO-8859-1 elsewhere reads its unnamed text as Windows-1252, quotes and all")
    func namedLatin1IsWindows1252() throws {
        let bytes = Array("BEGIN:VCARD\r\nVERSION:2.1\r\nN;CHARSET=ISO-8859-1:M".utf8) + [0xFC] + Array("ller;Ann\r\nFN:O".utf8)
            + [0x92] + Array("Brien M".utf8) + [0xFC] + Array("ller\r\nEND:VCARD\r\n".utf8)
        let entries = readAll(bytes)
        #expect(cards(entries).map(\.formattedName) == ["O\u{2019}Brien Müller"])
        #expect(problems(entries).map(\.message) == ["text is not UTF-8 and names no charset: read as Windows-1252"])
    }

    @Test("one stray symbol is no evidence: `1½` stays Windows-1252")
    func oneByteIsNoEvidence() {
        #expect(UnnamedCodePage.detect(Array("1".utf8) + [0xBD]) == .windows1252)
        #expect(UnnamedCodePage.detect([]) == .windows1252)
    }

    @Test("a named Windows-1255 value keeps its last letter (iconv holds it back for a vowel point)")
    func windows1255KeepsTheLastLetter() throws {
        let bytes = Array("BEGIN:VCARD\r\nVERSION:2.1\r\nFN;CHARSET=Windows-1255:".utf8) + [0xF9, 0xEC, 0xE5, 0xED]
            + Array("\r\nEND:VCARD\r\n".utf8)
        #expect(cards(readAll(bytes)).map(\.formattedName) == ["שלום"])
    }
}
