import Testing
@testable import VCard

/// Line-level errors inside a card: the card is reported with file line and card line, and skipped.
@Suite("Card errors")
struct ProblemTests {
    @Test("a line without a colon rejects its card; the next card is still read")
    func lineWithoutColon() {
        let entries = readAll("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Bad\r\nthis line has no colon\r\nEND:VCARD\r\nBEGIN:VCARD\r\nFN:Good\r\nEND:VCARD\r\n")
        #expect(problems(entries) == [VCardProblem(line: 4, cardLine: 1, message: "property line has no ':' between name and value")])
        #expect(cards(entries).map(\.formattedName) == ["Good"])
        #expect(problems(entries)[0].description == "line 4: property line has no ':' between name and value (in the vCard beginning on line 1)")
    }

    @Test("the line of an error counts folded lines and the card's position in the file")
    func errorLineNumbers() {
        let entries = readAll("junk\n\nBEGIN:VCARD\nNOTE:a\n b\n c\nTEL;TYPE=CELL\n 123\nEND:VCARD\n")
        #expect(problems(entries).filter { !$0.isWarning } == [VCardProblem(line: 7, cardLine: 3, message: "property line has no ':' between name and value")])
    }

    @Test("a line that is only a colon-less fold of the header is joined before the colon check")
    func colonOnContinuation() throws {
        let card = try card("BEGIN:VCARD\r\nNOTE;LANGUAGE=en\r\n :folded header\r\nEND:VCARD\r\n")
        #expect(card.notes == ["folded header"])
        #expect(card.property(named: "NOTE")?.parameter("LANGUAGE") == "en")
    }

    @Test("an empty property name is an error")
    func emptyName() {
        let entries = readAll("BEGIN:VCARD\r\n:value\r\nEND:VCARD\r\n")
        #expect(problems(entries) == [VCardProblem(line: 2, cardLine: 1, message: "property line has no name before ':'")])
        #expect(cards(entries).isEmpty)
    }

    @Test("C0 control bytes other than tab reject the card", arguments: [0x00, 0x01, 0x08, 0x0B, 0x0C, 0x1B, 0x1F] as [UInt8])
    func controlBytes(_ byte: UInt8) {
        let bytes = Array("BEGIN:VCARD\r\nFN:Bad".utf8) + [byte] + Array("name\r\nEND:VCARD\r\nBEGIN:VCARD\r\nFN:Good\r\nEND:VCARD\r\n".utf8)
        let entries = readAll(bytes)
        let hex = String(byte, radix: 16, uppercase: true)
        #expect(problems(entries) == [VCardProblem(line: 2, cardLine: 1, message: "control byte 0x\(hex.count == 1 ? "0" : "")\(hex) in vCard")])
        #expect(cards(entries).map(\.formattedName) == ["Good"])
    }

    @Test("a control byte in a folded continuation or a QP soft-break line is found too")
    func controlBytesInContinuations() {
        let folded = Array("BEGIN:VCARD\r\nNOTE:a\r\n b".utf8) + [0] + Array("\r\nEND:VCARD\r\n".utf8)
        #expect(problems(readAll(folded)).map(\.line) == [3])
        let softBreak = Array("BEGIN:VCARD\r\nVERSION:2.1\r\nNOTE;QUOTED-PRINTABLE:a=\r\nb".utf8) + [7] + Array("\r\nEND:VCARD\r\n".utf8)
        #expect(problems(readAll(softBreak)).map(\.line) == [4])
    }

    @Test("tabs are ordinary characters")
    func tabsAllowed() throws {
        let card = try card("BEGIN:VCARD\r\nNOTE:a\tb\r\nEND:VCARD\r\n")
        #expect(card.notes == ["a\tb"])
    }

    @Test("the parser can be called on one card's bytes with its line offset")
    func parserDirectly() throws {
        let bytes = Array("BEGIN:VCARD\r\nFN:Ann\r\nX\r\nEND:VCARD\r\n".utf8)
        let result = bytes.withUnsafeBytes { buffer in Result { () throws(VCardProblem) in try VCardParser.parse(buffer, firstLine: 41) } }
        #expect(throws: VCardProblem(line: 43, cardLine: 41, message: "property line has no ':' between name and value")) {
            try result.get()
        }
    }

    @Test("the parser tolerates bytes without BEGIN and stops at END")
    func parserWithoutFraming() throws {
        let bytes = Array("FN:Ann\r\nEND:VCARD\r\nFN:Ignored\r\n".utf8)
        let card = try bytes.withUnsafeBytes { try VCardParser.parse($0) }
        #expect(card.formattedName == "Ann")
        #expect(card.properties.count == 1)
    }
}
