import Testing
@testable import VCard

/// TEXT escapes and structured values (RFC 6350 §3.4, RFC 2426 §4/§5).
@Suite("Text values")
struct TextValueTests {
    @Test("escapes: \\n \\N \\, \\; \\\\ \\: and a backslash before anything else keeps that character")
    func unescaping() {
        #expect(TextValue.unescaped(#"a\nb\Nc\,d\;e\\f\:g\xh"#) == "a\nb\nc,d;e\\f:gxh")
        #expect(TextValue.unescaped(#"ends with\"#) == #"ends with\"#)
        #expect(TextValue.unescaped("plain") == "plain")
        #expect(TextValue.unescaped(#"\é"#) == "é")
    }

    @Test("in 2.1 a backslash before an ordinary character stays; \\\\ \\; \\, \\: \\n are still escapes")
    func backslashesIn21() throws {
        let parsed = try card(vcard("2.1", #"FN:B\C"#, #"N:Do\e\;Smith;J\\\,R"#, #"NOTE:a\nb\:c\d"#, #"ORG:A\B;C"#, #"TEL:555\123"#))
        #expect(parsed.formattedName == #"B\C"#)
        #expect(parsed.name == name([#"Do\e;Smith"#], [#"J\,R"#]))
        #expect(parsed.nameComponent(.family) == #"Do\e;Smith"#)
        #expect(parsed.notes == ["a\nb:c\\d"])
        #expect(parsed.organization == [#"A\B"#, "C"])
        #expect(parsed.telephones.map(\.value) == [#"555\123"#])
        #expect(parsed.property(named: "FN")?.text == #"B\C"#)
        #expect(VCard(version: parsed.version, properties: parsed.properties, line: parsed.line) == parsed)
        // 3.0 and 4.0 are unchanged: a backslash before any character keeps just the character.
        #expect(try card(vcard("3.0", #"FN:B\C"#)).formattedName == "BC")
        #expect(try card(vcard("4.0", #"NOTE:a\nb\,c\;d\\e"#)).notes == ["a\nb,c;d\\e"])
    }

    @Test("structured values: ';' separates components, ',' list items (3.0/4.0), escapes stay inside")
    func components() {
        #expect(TextValue.components(#"Doe;John;Richter,James;Mr.;Sr."#, lists: true)
            == [["Doe"], ["John"], ["Richter", "James"], ["Mr."], ["Sr."]])
        #expect(TextValue.components(#"Doe;John;Richter,James;Mr.;Sr."#, lists: false)
            == [["Doe"], ["John"], ["Richter,James"], ["Mr."], ["Sr."]])
        #expect(TextValue.components(#"a\;b;c\,d,;;"#, lists: true) == [["a;b"], ["c,d", ""], [], []])
        #expect(TextValue.components("", lists: true) == [[]])
        #expect(TextValue.components(#"x\"#, lists: true) == [[#"x\"#]])
        #expect(TextValue.components(#"a,b\"#, lists: true) == [["a", #"b\"#]])
    }

    @Test("fields split only on ';', values only on ','")
    func fieldsAndValues() throws {
        let card = try card(vcard("3.0", #"ORG:Company\, The;Dept, East"#, #"CATEGORIES:a,b\,c,"#))
        #expect(card.organization == ["Company, The", "Dept, East"])
        #expect(card.property(named: "CATEGORIES")?.values == ["a", "b,c", ""])
    }

    @Test("X- properties: raw value keeps backslashes, text resolves them")
    func extendedProperties() throws {
        let card = try card(vcard("3.0", #"X-CUSTOM:a\,b\nc"#))
        let custom = try #require(card.property(named: "x-custom"))
        #expect(custom.rawValue == #"a\,b\nc"#)
        #expect(custom.text == "a,b\nc")
    }

    @Test("N in 2.1 keeps commas; N in 3.0 splits them; missing components are empty")
    func structuredName() throws {
        #expect(try card(vcard("2.1", "N:Doe;John;Richter,James")).name == name(["Doe"], ["John"], ["Richter,James"]))
        #expect(try card(vcard("3.0", "N:Doe;John;Richter,James")).name == name(["Doe"], ["John"], ["Richter", "James"]))
        #expect(try card(vcard("3.0", "N:Doe")).name == name(["Doe"]))
        #expect(name(["Doe"], ["John"], ["Q"], ["Dr."], []).displayName == "Dr. John Q Doe")
    }

    @Test("typed fields take the first FN, N, UID and ORG, every NOTE")
    func firstOccurrences() throws {
        let card = try card(vcard("3.0", "FN:One", "FN:Two", "UID:u\\,1", "UID:u2", "ORG:A;B", "ORG:C", "NOTE:n1", "NOTE:n2", "N:X;Y", "N:Z"))
        #expect(card.formattedName == "One")
        #expect(card.uid == "u,1")
        #expect(card.organization == ["A", "B"])
        #expect(card.notes == ["n1", "n2"])
        #expect(card.name == name(["X"], ["Y"]))
    }
}
