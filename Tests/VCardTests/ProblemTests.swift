import Testing
@testable import VCard

/// Malformed lines inside a card: each is left out with a problem naming its line, and the card is kept.
@Suite("Malformed lines")
struct ProblemTests {
    private func skipped(_ line: Int, _ cardLine: Int, _ message: String) -> VCardProblem {
        VCardProblem(line: line, cardLine: cardLine, message: message, severity: .skippedLine)
    }

    @Test("a line without a colon is left out of its card, which is kept; the next card is read too")
    func lineWithoutColon() {
        let entries = readAll("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Kept\r\nthis line has no colon\r\nTEL:1\r\nEND:VCARD\r\nBEGIN:VCARD\r\nFN:Good\r\nEND:VCARD\r\n")
        #expect(problems(entries) == [skipped(4, 1, "property line has no ':' between name and value")])
        #expect(cards(entries).map(\.formattedName) == ["Kept", "Good"])
        #expect(cards(entries).first?.telephones.map(\.value) == ["1"])
        #expect(problems(entries)[0].isWarning)
        #expect(problems(entries)[0].description == "line 4: property line has no ':' between name and value (in the vCard beginning on line 1)")
    }

    @Test("a stray comment, a bare FN and a continuation that lost its blank: each line left out, nothing else")
    func typicalMalformedLines() throws {
        let text = vcard("2.1", "# exported by a script", "FN", "N:Doe;Jane", "NOTE:a note that was wrapped", "without its leading blank",
                         "TEL;CELL:+1 555 0100", "EMAIL:jane@example.com")
        let entries = readAll(text)
        #expect(problems(entries) == [
            skipped(3, 1, "property line has no ':' between name and value"),
            skipped(4, 1, "property line has no ':' between name and value"),
            skipped(7, 1, "property line has no ':' between name and value"),
        ])
        let card = try #require(cards(entries).first)
        #expect(card.formattedName == nil)
        #expect(card.name == name(["Doe"], ["Jane"]))
        #expect(card.notes == ["a note that was wrapped"])
        #expect(card.telephones == [tel("+1 555 0100", ["CELL"])])
        #expect(card.emails == [email("jane@example.com")])
    }

    @Test("the line of a problem counts folded lines and the card's position in the file")
    func errorLineNumbers() {
        let entries = readAll("junk\n\nBEGIN:VCARD\nNOTE:a\n b\n c\nTEL;TYPE=CELL\n 123\nFN:Ann\nEND:VCARD\n")
        #expect(problems(entries).filter { $0.severity == .skippedLine } == [skipped(7, 3, "property line has no ':' between name and value")])
        #expect(cards(entries).map(\.formattedName) == ["Ann"])
        #expect(cards(entries).first?.telephones == [])
    }

    @Test("a line that is only a colon-less fold of the header is joined before the colon check")
    func colonOnContinuation() throws {
        let card = try card("BEGIN:VCARD\r\nNOTE;LANGUAGE=en\r\n :folded header\r\nEND:VCARD\r\n")
        #expect(card.notes == ["folded header"])
        #expect(card.property(named: "NOTE")?.parameter("LANGUAGE") == "en")
    }

    @Test("an empty property name leaves out the line and its folded continuation")
    func emptyName() {
        let entries = readAll("BEGIN:VCARD\r\n:value\r\n TEL:not a property\r\nFN:Ann\r\nEND:VCARD\r\n")
        #expect(problems(entries) == [skipped(2, 1, "property line has no name before ':'")])
        #expect(cards(entries).map(\.formattedName) == ["Ann"])
        #expect(cards(entries).first?.telephones == [])
    }

    @Test("a C0 control byte other than tab in a value stays in it, with a warning", arguments: [0x00, 0x01, 0x07, 0x08, 0x0B, 0x0C, 0x1B, 0x1F] as [UInt8])
    func controlBytes(_ byte: UInt8) {
        let bytes = Array("BEGIN:VCARD\r\nTEL:1\r\nFN:Bad".utf8) + [byte] + Array("name\r\nEND:VCARD\r\nBEGIN:VCARD\r\nFN:Good\r\nEND:VCARD\r\n".utf8)
        let entries = readAll(bytes)
        #expect(problems(entries) == [VCardProblem(line: 3, cardLine: 1, message: "control byte \(LineFault.hex(byte)) in the value: kept in the text",
                                                   severity: .warning)])
        #expect(cards(entries).map(\.formattedName) == ["Bad\(Character(Unicode.Scalar(byte)))name", "Good"])
        #expect(cards(entries).first?.telephones.map(\.value) == ["1"])
    }

    @Test("a control byte in the header still leaves out its line")
    func controlByteInTheHeader() {
        let bytes = Array("BEGIN:VCARD\r\nTEL:1\r\nF".utf8) + [0x07] + Array("N:Bad\r\nEND:VCARD\r\n".utf8)
        let entries = readAll(bytes)
        #expect(problems(entries) == [skipped(3, 1, "control byte 0x07 in vCard")])
        #expect(cards(entries).map(\.telephones.count) == [1])
    }

    @Test("a control byte in a folded continuation or a QP soft-break line stays in the value, named by its line")
    func controlBytesInContinuations() {
        let folded = Array("BEGIN:VCARD\r\nNOTE:a\r\n b".utf8) + [0] + Array("\r\nFN:Ann\r\nEND:VCARD\r\n".utf8)
        #expect(problems(readAll(folded)).map(\.line) == [3])
        #expect(cards(readAll(folded)).map(\.notes) == [["ab\u{0}"]])
        #expect(cards(readAll(folded)).map(\.formattedName) == ["Ann"])
        let softBreak = Array("BEGIN:VCARD\r\nVERSION:2.1\r\nNOTE;QUOTED-PRINTABLE:a=\r\nb".utf8) + [7] + Array("\r\nEND:VCARD\r\n".utf8)
        #expect(problems(readAll(softBreak)).map(\.line) == [4])
        #expect(cards(readAll(softBreak)).map(\.notes) == [["ab\u{7}"]])
    }

    @Test("tabs are ordinary characters")
    func tabsAllowed() throws {
        let card = try card("BEGIN:VCARD\r\nNOTE:a\tb\r\nEND:VCARD\r\n")
        #expect(card.notes == ["a\tb"])
    }

    @Test("the parser can be called on one card's bytes with its line offset")
    func parserDirectly() throws {
        let bytes = Array("BEGIN:VCARD\r\nFN:Ann\r\nX\r\nEND:VCARD\r\n".utf8)
        var problems: [VCardProblem] = []
        let card = bytes.withUnsafeBytes { VCardParser.parse($0, firstLine: 41, problems: &problems) }
        #expect(problems == [skipped(43, 41, "property line has no ':' between name and value")])
        #expect(card.formattedName == "Ann")
    }

    @Test("the parser tolerates bytes without BEGIN and stops at END")
    func parserWithoutFraming() throws {
        let bytes = Array("FN:Ann\r\nEND:VCARD\r\nFN:Ignored\r\n".utf8)
        var problems: [VCardProblem] = []
        let card = bytes.withUnsafeBytes { VCardParser.parse($0, problems: &problems) }
        #expect(problems.isEmpty)
        #expect(card.formattedName == "Ann")
        #expect(card.properties.count == 1)
    }
}
