import Testing
@testable import VCard

/// TEL and EMAIL: values as written, tel: URIs, labels from groups.
@Suite("Telephones and emails")
struct TelephoneTests {
    @Test("tel: URIs lose the scheme and ;ext= but nothing else is split")
    func telURIs() throws {
        let card = try card(vcard("4.0",
            "TEL;VALUE=uri;TYPE=home:tel:+1-555-0100;ext=7",
            "TEL:TEL:+1%20555;EXT=8%31;phone-context=example.com",
            "TEL;VALUE=uri:sip:alice@example.com",
            "TEL;TYPE=work:+1 555 0101;ext=9",
            "TEL:555\\;0102"))
        #expect(card.telephones == [
            tel("+1-555-0100", ["HOME"], extension: "7"),
            tel("+1 555", extension: "81"),
            tel("sip:alice@example.com"),
            tel("+1 555 0101;ext=9", ["WORK"]),
            tel("555;0102"),
        ])
    }

    @Test("labels: Apple's wrapper removed, custom labels as written, label before or after the TEL")
    func labels() throws {
        let card = try card(vcard("3.0",
            "item1.X-ABLabel:_$!<Mobile>!$_", "item1.TEL:1",
            "item2.TEL:2", "item2.X-ABLABEL:Boat",
            "item3.TEL:3",
            "item4.TEL:4", "item4.X-ABLabel:_$!<Half", "item4.X-ABLabel:second",
            "item5.EMAIL;TYPE=INTERNET:a@b.c", "ITEM5.X-ABLABEL:_$!<Work>!$_"))
        #expect(card.telephones.map(\.label) == ["Mobile", "Boat", nil, "_$!<Half"])
        #expect(card.emails == [email("a@b.c", ["INTERNET"], group: "item5", label: "Work")])
        #expect(card.label(forGroup: "item2") == "Boat")
        #expect(card.label(forGroup: "item9") == nil)
    }

    @Test("many groups stay correct when labels are looked up by table")
    func manyLabels() throws {
        var lines: [String] = []
        for index in 0..<40 {
            lines.append("item\(index).TEL:\(index)")
            lines.append("Item\(index).X-ABLabel:L\(index)")
        }
        let text = (["BEGIN:VCARD", "VERSION:3.0"] + lines + ["END:VCARD"]).joined(separator: "\n")
        let card = try card(text)
        #expect(card.telephones.map(\.label) == (0..<40).map { "L\($0)" })
        #expect(VCard(version: card.version, properties: card.properties, line: card.line) == card)
    }

    @Test("empty TEL and EMAIL values are no entries")
    func emptyValues() throws {
        let card = try card(vcard("2.1", "TEL:", "TEL;CELL: ", "TEL;VALUE=uri:tel:", "EMAIL:", "EMAIL;INTERNET:\t", "TEL;HOME:1", "EMAIL:a@b.c"))
        #expect(card.telephones == [tel("1", ["HOME"])])
        #expect(card.emails == [email("a@b.c")])
        #expect(VCard(version: card.version, properties: card.properties, line: card.line) == card)
    }

    @Test("bare comma-joined 2.1 types are separate types: TEL;FAX,WORK is a work fax")
    func bareCommaJoinedTypes() throws {
        let card = try card(vcard("2.1", "TEL;FAX,WORK:+1 555 0199", "TEL;CELL,VOICE;PREF:2", "EMAIL;INTERNET,HOME:a@b.c"))
        #expect(card.telephones == [tel("+1 555 0199", ["FAX", "WORK"]), tel("2", ["CELL", "VOICE", "PREF"])])
        #expect(card.emails == [email("a@b.c", ["INTERNET", "HOME"])])
    }

    @Test("a TEL value is never split on ';' or ','")
    func valueAsWritten() throws {
        let card = try card(vcard("3.0", "TEL;TYPE=CELL:+1 (555) 010-0100, ext. 2"))
        #expect(card.telephones.map(\.value) == ["+1 (555) 010-0100, ext. 2"])
    }

    @Test("Telephone and Email initializers from a property agree with the parsed card")
    func initializers() throws {
        let card = try card(vcard("3.0", "item1.TEL;TYPE=cell,pref:1", "item1.X-ABLabel:_$!<Mobile>!$_", "EMAIL;TYPE=internet:a@b.c"))
        let phone = try #require(card.property(named: "TEL"))
        #expect(Telephone(phone, label: card.label(forGroup: "item1")) == card.telephones[0])
        #expect(Email(try #require(card.property(named: "EMAIL"))) == card.emails[0])
    }
}
