import Testing
@testable import Contacts

@Suite("Folding, sort keys and sections")
struct FoldingAndKeysTests {
    @Test(arguments: [
        ("José", "jose"), ("ÅKESSON", "akesson"), ("Émile", "emile"), ("Straße", "strasse"),
        ("Ødegård", "odegard"), ("Łukasz", "lukasz"), ("Παπαδόπουλος", "παπαδοπουλος"),
        ("Zoe\u{0308}", "zoe"), ("Plain ASCII", "plain ascii"), ("王伟", "王伟"),
    ])
    func foldsCaseAndDiacritics(input: String, folded: String) {
        #expect(TextFolding.fold(input) == folded)
    }

    /// A card can hide control characters and bidi overrides in a name: keys hold only what a person reads.
    @Test(arguments: [
        ("Gr\u{1B}]0;x\u{07}ace", "gr]0;xace"), ("Ann\u{202E}e Lee", "anne lee"), ("Zo\u{9B}ë", "zoe"),
        ("Tab\tand\u{7F}del", "tabanddel"), ("\u{2066}Ada\u{2069}", "ada"), ("Plain", "plain"),
    ])
    func controlsAndBidiOverridesFoldAway(input: String, folded: String) {
        #expect(TextFolding.fold(input) == folded)
        #expect(TextFolding.holdsFoldedAwayCharacters(input) == (input != "Plain"))
    }

    @Test func sectionsAreLettersThenHash() {
        func section(_ given: String, _ family: String, _ display: String = "") -> String {
            SortKey(given: given, family: family, displayName: display, order: .familyFirst).section
        }
        #expect(section("Björn", "Åkesson") == "A")
        #expect(section("Zoë", "Émile") == "E")
        #expect(section("伟", "王") == "#")
        #expect(section("", "", "+1 555 0100") == "#")
        #expect(section("", "", "'Quoted Name'") == "Q")
        #expect(section("Ada", "Lovelace") == "L")
        #expect(SortKey(given: "Ada", family: "Lovelace", displayName: "", order: .givenFirst).section == "A")
    }

    @Test func keysOrderAToZThenHashIgnoringCaseAndAccents() {
        let names: [(String, String)] = [("伟", "王"), ("Björn", "åkesson"), ("Ada", "Lovelace"),
                                         ("Anna", "Akerman"), ("Émile", "Zola"), ("ada", "lovelace")]
        let sorted = names.map { SortKey(given: $0.0, family: $0.1, displayName: "", order: .familyFirst) }
            .sorted().map(\.rawValue)
        #expect(sorted.map { SortKey.sectionTitle(ofRawKey: $0) } == ["A", "A", "L", "L", "Z", "#"])
        #expect(sorted[0].hasPrefix("Aakerman") && sorted[1].hasPrefix("Aakesson"))
    }
}

@Suite("Phone numbers")
struct PhoneNumberTests {
    @Test func digitsIgnoreFormatting() {
        #expect(PhoneDigits.digits(of: "+1 (212) 555-0005") == "12125550005")
        #expect(PhoneDigits.reversedDigits(of: "555-0123") == "3210555")
    }

    @Test func trailingDigitsMatchLikeAPhone() {
        #expect(PhoneDigits.matches("12125550005", "5550005"))
        #expect(PhoneDigits.matches("2125550005", "12125550005"))
        #expect(!PhoneDigits.matches("12125550005", "0005"))  // too short to be trusted
        #expect(!PhoneDigits.matches("12125550006", "5550005"))
        #expect(PhoneDigits.matches("0005", "0005"))
        #expect(!PhoneDigits.matches("", ""))
    }

    @Test(arguments: [
        (["CELL", "VOICE", "PREF"], nil, "mobile"), (["HOME", "FAX"], nil, "home fax"),
        (["fax", "work"], nil, "work fax"), (["FAX"], nil, "other fax"), (["PAGER"], nil, "pager"),
        (["MAIN"], nil, "main"), (["HOME", "VOICE"], nil, "home"), (["WORK"], nil, "work"),
        (["VOICE"], nil, "other"), ([], nil, "other"), (["WORK", "CELL", "VIDEO"], nil, "mobile"),
        ([], "Mobile", "mobile"), ([], "HomeFAX", "home fax"),
        ([], "AssistantPhone", "AssistantPhone"), (["CELL"], "Boat", "Boat"),
        ([], "GRAND_CENTRAL", "GRAND_CENTRAL"), (["HOME"], "  ", "home"),
    ] as [([String], String?, String)])
    func labelsNormalizeToTheVocabularyOrTheCustomLabel(types: [String], custom: String?, label: String) {
        #expect(PhoneLabel.normalized(types: types, customLabel: custom) == label)
    }
}
