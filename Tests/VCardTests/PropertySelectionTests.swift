import Testing
@testable import VCard

@Suite("Parsing only the typed properties")
struct PropertySelectionTests {
    private func parseEach(_ bytes: [UInt8], _ selection: PropertySelection) -> [Result<VCard, VCardProblem>] {
        bytes.withUnsafeBytes { buffer in
            var results: [Result<VCard, VCardProblem>] = []
            var scanner = VCardScanner(buffer)
            while let item = scanner.next() {
                guard case .card(let raw) = item else { continue }
                let slice = UnsafeRawBufferPointer(rebasing: buffer[raw.byteRange])
                results.append(Result { () throws(VCardProblem) -> VCard in
                    try VCardParser.parse(slice, firstLine: raw.line, keeping: selection)
                })
            }
            return results
        }
    }

    private func typedFields(_ card: VCard) -> [String] {
        [card.uid ?? "-", card.formattedName ?? "-", "\(String(describing: card.name))",
         "\(card.organization)", "\(card.notes)", "\(card.telephones)", "\(card.emails)"]
    }

    @Test(arguments: try Corpus.fileNames())
    func typedFieldsAreTheSameAsAFullParse(file: String) throws {
        let bytes = try Corpus.bytes(file)
        let full = parseEach(bytes, .all), typed = parseEach(bytes, .typed)
        #expect(full.count == typed.count && !full.isEmpty)
        for (a, b) in zip(full, typed) {
            let fullCard = try a.get(), typedCard = try b.get()
            #expect(typedFields(fullCard) == typedFields(typedCard), "\(file)")
            #expect(typedCard.properties.count <= fullCard.properties.count)
        }
    }

    @Test func sameProblemsForBadCardsAndOthersAreNotKept() throws {
        let text = "BEGIN:VCARD\r\nVERSION:2.1\r\nPHOTO;ENCODING=BASE64;JPEG:\r\n AAAA\r\n\r\nFN:Ok\r\nEND:VCARD\r\n"
            + "BEGIN:VCARD\r\nVERSION:3.0\r\nADR:;;1 Main St\r\nno colon\r\nEND:VCARD\r\n"
            + "BEGIN:VCARD\r\nVERSION:3.0\r\nX-THING:a\u{01}b\r\nEND:VCARD\r\n"
        let full = parseEach(Array(text.utf8), .all), typed = parseEach(Array(text.utf8), .typed)
        #expect(full.count == 3 && typed.count == 3)
        #expect(try typed[0].get().formattedName == "Ok")
        #expect(try typed[0].get().properties.map(\.name) == ["FN"])
        for index in 1...2 {
            guard case .failure(let a) = full[index], case .failure(let b) = typed[index] else {
                Issue.record("card \(index) should fail in both")
                continue
            }
            #expect(a == b)
        }
    }
}
