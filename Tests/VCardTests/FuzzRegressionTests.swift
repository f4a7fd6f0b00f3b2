import Testing
@testable import VCard

/// Inputs the fuzzer (bin/fuzz) found; each must read without crashing and with consistent typed fields.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    /// The invariant the fuzz target checks: the parser's one-pass typed fields equal the ones
    /// `VCard.init(version:properties:line:)` derives from the properties.
    private func checkConsistent(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> [VCard] {
        let parsed = cards(readAll(text))
        for card in parsed {
            #expect(VCard(version: card.version, properties: card.properties, line: card.line) == card,
                    sourceLocation: sourceLocation)
        }
        return parsed
    }

    @Test("a base64-encoded TEL containing a backslash is unescaped like any other TEL")
    func base64TelephoneWithBackslash() {
        let parsed = checkConsistent("BEGIN:VCARD\nVERSION:3.0\nTEL;ENCODING=b:/9j\\,AB\nEND:VCARD\n")
        #expect(parsed.first?.telephones.map(\.value) == ["/9j,AB"])
        #expect(parsed.first?.property(named: "TEL")?.rawValue == "/9j\\,AB")
    }
}
