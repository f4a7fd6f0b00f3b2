import Testing
@testable import Contacts

@Suite("Byte-level folding and keys match the reference")
struct KeysMatchReferenceTests {
    static let names = [
        "", " ", "Ada", "ADA LOVELACE", "lovelace", "O'Brien", "'Quoted Name'", "(Work) Ada", "...", "+1 555 0100",
        "José", "ÅKESSON", "Straße", "Ødegård", "Łukasz", "Παπαδόπουλος", "Zoe\u{0308}", "\u{0301}Accent first",
        "王伟", "佐藤 さくら", "김민준", "Смирнова", "Ǆemal ǅ ǈ", "ﬁsh ﬀ", "İstanbul ıi", "ΣΑΣ", "Ⅻ ①", "Ａｂｃ",
        "Ærin Œuvre Þing ĳ", "Dmitrĳ Šostakovič", "Ⱥⱥ Ȿ", "😀 emoji", "Ayşe Yılmaz", "\u{FFFD}bad", "Bj\u{00F6}rn",
        "-Smith", "!!Émile", "①abc", "\u{1D160}music", "a\u{0001}b", "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789",
    ]

    /// Every Latin letter of the fold table alone and inside ASCII, and a spread of all other planes.
    static let scalars: [String] = {
        var texts: [String] = []
        for value in UInt32(0x80)..<0x300 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            texts.append(String(scalar))
            texts.append("Ab" + String(scalar) + "CD")
        }
        for value in stride(from: UInt32(0x300), to: 0x30000, by: 61) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            texts.append("x" + String(scalar) + "Y")
        }
        return texts
    }()

    @Test func foldingMatchesScalarByScalar() {
        for text in Self.names + Self.scalars {
            #expect(TextFolding.fold(text) == ReferenceKeys.fold(text), "\(text.unicodeScalars.map(\.value))")
        }
    }

    @Test func sortKeysMatchForEveryPairingAndOrder() {
        let parts = Self.names
        var checked = 0
        for given in parts {
            for family in parts where family.count % 3 == given.count % 3 || family.isEmpty {
                for display in ["", "Ada Lovelace", "'Q'", "王伟"] {
                    for familyFirst in [true, false] {
                        let key = SortKey(given: given, family: family, displayName: display,
                                          order: familyFirst ? .familyFirst : .givenFirst)
                        #expect(Array(key.rawValue.utf8) == Array(ReferenceKeys.sortKey(
                            given: given, family: family, displayName: display, familyFirst: familyFirst).utf8))
                        checked += 1
                    }
                }
            }
        }
        #expect(checked > 1000)
    }

    @Test func joinsMatch() {
        for (index, part) in Self.names.enumerated() {
            let other = Self.names[(index * 7) % Self.names.count]
            let (folded, foldedOther) = (ReferenceKeys.fold(part), ReferenceKeys.fold(other))
            #expect(KeyText.join([FoldedText(part), .empty, FoldedText(other), FoldedText(part)])
                    == ReferenceKeys.join([folded, "", foldedOther, folded]))
            #expect(KeyText.join(FoldedText(part), FoldedText(other), prefix: 0x41)
                    == ReferenceKeys.join([folded, foldedOther], prefix: 0x41))
            #expect(KeyText.join([FoldedText(part), FoldedText(other)]) == ReferenceKeys.join([folded, foldedOther]))
        }
    }

    @Test func digitsAndReversedDigitsMatch() {
        for number in ["", "abc", "+1 (212) 555-0005", "0044 20 7946 0484", "555-0123", "٣٤ 12", "1", "１２3"] {
            #expect(PhoneDigits.digits(of: number) == ReferenceKeys.digits(of: number))
            #expect(PhoneDigits.reversedDigits(of: number) == String(ReferenceKeys.digits(of: number).reversed()))
        }
    }

    @Test func phoneLabelsMatchForAnyCaseAndScript() {
        let types = ["fax", "FAX", "Fax", "home", "HOME", "work", "pager", "cell", "Mobile", "iPhone", "maın", "MAIN",
                     "VOICE", "", "ß", "ho\u{0301}me", "faxx", "WORK,HOME", "ıphone", "FA"]
        for first in types {
            for second in types {
                #expect(PhoneLabel.normalized(types: [first, second]) == ReferenceKeys.phoneLabel(types: [first, second]))
            }
        }
    }

    @Test(arguments: ["HOME", "WORK", "FAX", "IPHONE"] as [StaticString])
    func uppercasesAsUppercasedDoes(upper: StaticString) {
        let texts = ["home", "Home", "HOME", "hom", "homes", "work", "fax", "Fax", "iphone", "ıphone", "IPHONE", "ıPHONE",
                     "", "ﬁ", "ß", "worK", "höme"]
        for text in texts {
            let expected = text.uppercased() == upper.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
            #expect(text.uppercases(to: upper) == expected, "\(text)")
        }
    }
}
