import Testing
@testable import CardDAVSync

/// What a server's re-serialisation may change without changing a value,
/// each from a real-client card as it was sent and as Radicale 3.9.0
/// stored it, and the value changes it made that must still be reported.
@Suite("Property comparison")
struct PropertyComparisonTests {
    static func card(_ lines: String...) -> [UInt8] {
        Array(("BEGIN:VCARD\r\nVERSION:3.0\r\n" + lines.map { $0 + "\r\n" }.joined() + "END:VCARD\r\n").utf8)
    }

    @Test(arguments: [
        // TYPE lists merged, parameters reordered, their values' quotes and case changed.
        ("EMAIL;TYPE=INTERNET;TYPE=WORK;TYPE=PREF:john.doe@ibm.com", "EMAIL;TYPE=INTERNET,WORK,PREF:john.doe@ibm.com"),
        (#"TEL;X-COUCHDB-UUID="c2fa1caa-2926";TYPE=CELL:905-666-1234"#, "TEL;TYPE=CELL;X-COUCHDB-UUID=C2FA1CAA-2926:905-666-1234"),
        ("ADR;TYPE=WORK;LABEL=Bad Homburg^nGERMANY:;;Dummy-Strasse 1", "ADR;LABEL=Bad Homburg^nGERMANY;TYPE=WORK:;;Dummy-Strasse 1"),
        // N padded with empty components.
        ("N;CHARSET=UTF-8:Doe;John", "N;CHARSET=UTF-8:Doe;John;;;"),
        // Base64 re-folded, its blanks and padding gone, BASE64 written as ENCODING=B.
        ("KEY;TYPE=X509;BASE64: TUlJQi9q Q0NBV3Vn", "KEY;ENCODING=B;TYPE=X509:TUlJQi9qQ0NBV3Vn"),
        ("PHOTO;ENCODING=B:/9j/4QFaRXhpZg==", "PHOTO;ENCODING=B:/9j/4QFaRXhpZg"),
        // Escapes no version defines: a Mac's \: kept as a backslash (and escaped), its \" read as a quote.
        (#"URL;TYPE=WORK:http\://www.ibm.com"#, #"URL;TYPE=WORK:http\\://www.ibm.com"#),
        (#"NOTE:PROVIDED \"AS IS\"\nFavourite Color\: Blue"#, #"NOTE:PROVIDED "AS IS"\nFavourite Color\\: Blue"#),
        (#"TEL;VALUE=URI;PREF=1:tel:+1-418-656-9254;ext=102"#, #"TEL;PREF=1;VALUE=URI:tel:+1-418-656-9254\;ext=102"#),
        // A trailing form feed dropped as a blank.
        ("FBURL:http://example.com/fb\u{0C}", "FBURL:http://example.com/fb"),
    ])
    func aReSerialisationThatKeepsEveryValueChangesNothing(sent: String, stored: String) {
        let changed = PropertyComparison.changedProperties(Self.card("FN:John Doe", sent),
                                                           Self.card("PRODID:-//Radicale//NONSGML Radicale Server//EN",
                                                                     stored, "FN:John Doe"))
        #expect(changed.isEmpty, "\(sent) → \(stored): \(changed)")
    }

    @Test(arguments: [
        // vobject reads an unescaped comma in FN and X-ABADR as a list, and keeps the first item.
        ("FN:Mr. John Richter, James Doe Sr.", "FN:Mr. John Richter", "FN"),
        (#"ITEM4.X-ABADR:Street 4, Building 6,\nFloor 8"#, "ITEM4.X-ABADR:Street 4", "X-ABADR"),
        ("ITEM3.ADR;TYPE=HOME:;;Silicon Alley 5,;New York", "ITEM3.ADR;TYPE=HOME:;;Silicon Alley 5;New York", "ADR"),
        // UTF-8 read as Latin-1.
        ("ORG:ÑÑÑÑ", "ORG:Ã\u{91}Ã\u{91}Ã\u{91}Ã\u{91}", "ORG"),
        // A changed parameter, a changed case, a changed photo.
        ("TEL;TYPE=HOME:905-666-1234", "TEL;TYPE=WORK:905-666-1234", "TEL"),
        ("NOTE:Ada", "NOTE:ada", "NOTE"),
        ("PHOTO;ENCODING=B:/9j/4QFaRXhpZg==", "PHOTO;ENCODING=B:/9j/4QFbRXhpZg==", "PHOTO"),
    ])
    func aValueThatReadsOtherwiseIsAChange(sent: String, stored: String, property: String) {
        #expect(PropertyComparison.changedProperties(Self.card("FN:John Doe", sent), Self.card(stored, "FN:John Doe")) == [property])
    }

    @Test func aPropertyAddedOrDroppedIsAChange() {
        #expect(PropertyComparison.changedProperties(Self.card("FN:Ada", "NOTE:x"), Self.card("FN:Ada")) == ["NOTE"])
        #expect(PropertyComparison.changedProperties(Self.card("FN:Ada"), Self.card("FN:Ada", "TEL:1")) == ["TEL"])
        #expect(PropertyComparison.changedProperties(Self.card("FN:Ada", "TEL:1"), Self.card("FN:Ada", "TEL:1", "TEL:1")) == ["TEL"],
                "a value held twice is not the value held once")
    }
}
