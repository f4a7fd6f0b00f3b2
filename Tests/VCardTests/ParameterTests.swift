import Testing
@testable import VCard

/// Parameter syntax across versions: TYPE lists, bare 2.1 values, quoting, RFC 6868 carets.
@Suite("Parameters")
struct ParameterTests {
    private func property(_ version: String, _ line: String) throws -> VCardProperty {
        let card = try card(vcard(version, line))
        return try #require(card.properties.last)
    }

    @Test("TYPE lists, repeated TYPE, lowercase names and values, bare 2.1 types: all the same list")
    func typeSpellings() throws {
        let spellings = [
            ("3.0", "TEL;TYPE=work,voice:1"), ("3.0", "TEL;type=WORK;Type=Voice:1"), ("2.1", "TEL;WORK;VOICE:1"),
            ("4.0", "TEL;TYPE=\"work,voice\":1"), ("2.1", "TEL;TYPE=WORK;voice:1"), ("3.0", "TEL; TYPE = work , voice :1"),
        ]
        for (version, line) in spellings {
            let tel = try property(version, line)
            #expect(tel.types == ["WORK", "VOICE"], "\(line)")
            #expect(tel.parameters.allSatisfy { $0.name == "TYPE" }, "\(line)")
        }
    }

    @Test("bare 2.1 encodings and value types get their parameter names")
    func bareValues() throws {
        let photo = try property("2.1", "PHOTO;JPEG;base64;URL:AAEC")
        #expect(photo.parameters == [
            VCardParameter(name: "TYPE", value: "JPEG"), VCardParameter(name: "ENCODING", value: "BASE64"),
            VCardParameter(name: "VALUE", value: "URL"),
        ])
        #expect(photo.isInlineBinary)
        let note = try property("2.1", "NOTE;QUOTED-PRINTABLE;CHARSET=utf-8:=41")
        #expect(note.parameters == [VCardParameter(name: "ENCODING", value: "QUOTED-PRINTABLE"), VCardParameter(name: "CHARSET", value: "utf-8")])
        #expect(note.text == "A")
    }

    @Test("quoted values keep ':', ';' and (except for TYPE) ','; non-TYPE values keep their case")
    func quotedValues() throws {
        let adr = try property("4.0", "ADR;LABEL=\"1 Main St;Apt 2: rear, left\";GEO=\"geo:1,2\";X-A=b,c:;;1 Main St")
        #expect(adr.parameter("label") == "1 Main St;Apt 2: rear, left")
        #expect(adr.parameter("GEO") == "geo:1,2")
        #expect(adr.parameterValues("X-A") == ["b", "c"])
        #expect(adr.components[2] == ["1 Main St"])
    }

    @Test("in 2.1 only TYPE values split on commas")
    func commasIn21() throws {
        let note = try property("2.1", "NOTE;X-LIST=a,b;TYPE=x,y:text")
        #expect(note.parameterValues("X-LIST") == ["a,b"])
        #expect(note.types == ["X", "Y"])
    }

    @Test("RFC 6868 caret escapes are decoded in 3.0/4.0, not in 2.1")
    func caretEscapes() throws {
        let modern = try property("4.0", "ADR;LABEL=\"a^nb^^c^'d^x\":;;x")
        #expect(modern.parameter("LABEL") == "a\nb^c\"d^x")
        let old = try property("2.1", "ADR;LABEL=a^nb:;;x")
        #expect(old.parameter("LABEL") == "a^nb")
    }

    @Test("an unterminated quote is an ordinary character")
    func unterminatedQuote() throws {
        let note = try property("3.0", "NOTE;X-A=\"abc:value")
        #expect(note.parameter("X-A") == "\"abc")
        #expect(note.text == "value")
    }

    @Test("PREF, PREF=1 and TYPE=pref make a property preferred; PREF=2 does not")
    func preference() throws {
        #expect(try property("2.1", "TEL;PREF;CELL:1").isPreferred)
        #expect(try property("3.0", "TEL;TYPE=pref:1").isPreferred)
        #expect(try property("4.0", "TEL;PREF=1:1").isPreferred)
        #expect(try property("4.0", "TEL;PREF=1:1").preference == 1)
        #expect(try !property("4.0", "TEL;PREF=2:1").isPreferred)
        #expect(try !property("3.0", "TEL;TYPE=cell:1").isPreferred)
    }

    @Test("empty TYPE values are dropped; an empty bare parameter is ignored")
    func emptyValues() throws {
        let tel = try property("3.0", "TEL;TYPE=;TYPE=,cell,;;X-EMPTY=:1")
        #expect(tel.types == ["CELL"])
        #expect(tel.parameter("X-EMPTY") == "")
    }

    @Test("groups: kept as written, name uppercased, any case matches labels")
    func groups() throws {
        let card = try card(vcard("3.0", "Item7.tel;type=cell:1", "ITEM7.x-ablabel:_$!<Mobile>!$_"))
        #expect(card.properties.map(\.group) == [nil, "Item7", "ITEM7"])
        #expect(card.properties.map(\.name) == ["VERSION", "TEL", "X-ABLABEL"])
        #expect(card.telephones == [tel("1", ["CELL"], group: "Item7", label: "Mobile")])
    }
}
