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
