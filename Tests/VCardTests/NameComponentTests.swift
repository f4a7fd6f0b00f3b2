import Testing
@testable import VCard

@Suite("One name component, joined")
struct NameComponentTests {
    static let values = [
        "", ";", "Doe", "Doe;John", "Doe;John;Richter,James;Mr.;Sr.", #"a\;b;c\,d,;;"#, #"x\"#, #"a,b\"#,
        "a,;,b,;,", #";;;;;extra"#, #"Lovelace;Ada,Augusta\nKing;;;"#, #"\\;\,;\N"#, "王;伟;;;", ",,;,", #"a\"#,
    ]

    @Test(arguments: values)
    func matchesTheSplitNameJoined(raw: String) {
        for lists in [true, false] {
            let name = TextValue.structuredName(raw, lists: lists)
            for component in StructuredName.Component.allCases {
                #expect(TextValue.component(raw, at: component.rawValue, lists: lists)
                        == name[component].joined(separator: " "), "\(raw) \(component) lists: \(lists)")
            }
        }
    }

    @Test(arguments: try Corpus.fileNames())
    func corpusCardsAgree(file: String) throws {
        for entry in readAll(try Corpus.bytes(file)) {
            guard case .card(let card, _) = entry else { continue }
            for component in StructuredName.Component.allCases {
                #expect(card.nameComponent(component) == card.name.map { $0[component].joined(separator: " ") })
            }
        }
    }
}
