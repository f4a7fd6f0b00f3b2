import Testing
@testable import VCard

/// Logical lines: RFC folding, 2.1 quoted-printable soft breaks and base64 blocks.
@Suite("Unfolding and continuation lines")
struct ContinuationTests {
    @Test("a fold removes exactly one space or tab")
    func foldRemovesOneBlank() throws {
        let card = try card(vcard("3.0", "NOTE:a", "  b", "\tc", "\t d"))
        #expect(card.notes == ["a bc d"])
    }

    @Test("a fold inside a UTF-8 sequence still decodes (joined as bytes)")
    func foldInsideUTF8() throws {
        let bytes = Array("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Caf".utf8) + [0xC3] + Array("\r\n ".utf8) + [0xA9]
            + Array("\r\nN:M".utf8) + [0xC3, 0xBC] + Array("ller;J".utf8) + [0xE2, 0x82] + Array("\r\n\t".utf8) + [0xAC]
            + Array("\r\nEND:VCARD\r\n".utf8)
        let parsed = cards(readAll(bytes))
        #expect(parsed.first?.formattedName == "Café")
        #expect(parsed.first?.name == name(["Müller"], ["J€"]))
    }

    @Test("a header folded inside a quoted parameter value")
    func foldInsideQuotedParameter() throws {
        let card = try card(vcard("4.0", "TEL;X-NOTE=\"a:b;", " c\";TYPE=cell:+1 555", " 0100"))
        let phone = try #require(card.property(named: "TEL"))
        #expect(phone.parameter("X-NOTE") == "a:b;c")
        #expect(card.telephones == [tel("+1 5550100", ["CELL"])])
    }

    @Test("2.1 quoted-printable soft breaks continue on lines without leading whitespace")
    func quotedPrintableSoftBreaks() throws {
        let card = try card(vcard("2.1", "NOTE;ENCODING=QUOTED-PRINTABLE:line one=0D=0A=", "line two=", "=20and more", "TEL;CELL:123"))
        #expect(card.notes == ["line one\r\nline two and more"])
        #expect(card.telephones == [tel("123", ["CELL"])])
    }

    @Test("bare QUOTED-PRINTABLE, lowercase hex, and a soft break into an indented line")
    func quotedPrintableVariants() throws {
        let card = try card(vcard("2.1", "FN;CHARSET=UTF-8;QUOTED-PRINTABLE:=c3=91and=", " u", "NOTE;ENCODING=quoted-printable:a=zb=3"))
        #expect(card.formattedName == "Ñand u")
        #expect(card.property(named: "FN")?.parameterValues("ENCODING") == ["QUOTED-PRINTABLE"])
        #expect(card.notes == ["a=zb=3"])
    }

    @Test("a soft break removes only the line break: the next line's leading blank is data (RFC 2045 §6.7)")
    func softBreakKeepsLeadingBlank() throws {
        let card = try card(vcard("2.1", "NOTE;ENCODING=QUOTED-PRINTABLE:come=", " to the aid", "FN;QUOTED-PRINTABLE:Ann=", "\tMarie=", "  Smith"))
        #expect(card.notes == ["come to the aid"])
        #expect(card.formattedName == "Ann\tMarie  Smith")
    }

    @Test("a soft break right before END:VCARD does not swallow it")
    func softBreakBeforeEnd() throws {
        let entries = readAll("BEGIN:VCARD\r\nVERSION:2.1\r\nNOTE;ENCODING=QUOTED-PRINTABLE:abc=\r\nEND:VCARD\r\nBEGIN:VCARD\r\nFN:Next\r\nEND:VCARD\r\n")
        #expect(problems(entries).isEmpty)
        #expect(cards(entries).map(\.notes) == [["abc"], []])
        #expect(cards(entries).map(\.formattedName) == [nil, "Next"])
    }

    @Test("a soft break followed by an empty line ends the value (Android)")
    func softBreakThenEmptyLine() throws {
        let card = try card(vcard("2.1", "ORG;ENCODING=QUOTED-PRINTABLE:Acme=", "", "TITLE:Boss"))
        #expect(card.organization == ["Acme"])
        #expect(card.property(named: "TITLE")?.text == "Boss")
    }

    @Test("2.1 base64 starting on the next line, unindented, ended by an empty line")
    func base64Block() throws {
        let card = try card(vcard("2.1", "PHOTO;ENCODING=BASE64;JPEG:", "AAEC", "AwQF", "", "TEL;HOME:1"))
        let photo = try #require(card.property(named: "PHOTO"))
        #expect(photo.rawValue == "AAECAwQF")
        #expect(photo.binaryValue == [0, 1, 2, 3, 4, 5])
        #expect(card.telephones == [tel("1", ["HOME"])])
    }

    @Test("a base64 block without the closing empty line stops at the next property")
    func base64BlockWithoutEmptyLine() throws {
        let card = try card(vcard("2.1", "KEY;BASE64:", "    AAEC", "AwQF==", "EMAIL;INTERNET:a@b.c"))
        #expect(card.property(named: "KEY")?.binaryValue == [0, 1, 2, 3, 4, 5])
        #expect(card.emails == [email("a@b.c", ["INTERNET"])])
    }

    @Test("3.0 ENCODING=b folded value keeps its bytes; whitespace from folds is dropped")
    func base64Folded() throws {
        let card = try card(vcard("3.0", "PHOTO;ENCODING=b;TYPE=JPEG:AAEC", "  AwQF", "NOTE:after"))
        #expect(card.property(named: "PHOTO")?.rawValue == "AAECAwQF")
        #expect(card.property(named: "PHOTO")?.binaryValue == [0, 1, 2, 3, 4, 5])
        #expect(card.notes == ["after"])
    }

    @Test("data: URIs decode too; text values are not binary")
    func dataURI() throws {
        let card = try card(vcard("4.0", "PHOTO:data:image/png;base64,AAEC", "NOTE:AAEC"))
        #expect(card.property(named: "PHOTO")?.binaryValue == [0, 1, 2])
        #expect(card.property(named: "NOTE")?.binaryValue == nil)
    }

    @Test("a line starting with a blank right after BEGIN or an empty line is read as its own property")
    func orphanContinuation() throws {
        let card = try card("BEGIN:VCARD\r\n  FN:Ann\r\n\r\n NOTE:x\r\nEND:VCARD\r\n")
        #expect(card.formattedName == "Ann")
        #expect(card.notes == ["x"])
    }
}
