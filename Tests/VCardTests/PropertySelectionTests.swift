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
        let full = parseEach(bytes, .all), typed = parseEach(bytes, .typed), fieldsOnly = parseEach(bytes, .fieldsOnly)
        #expect(full.count == typed.count && full.count == fieldsOnly.count && !full.isEmpty)
        for ((a, b), c) in zip(zip(full, typed), fieldsOnly) {
            let fullCard = try a.get(), typedCard = try b.get(), fieldsCard = try c.get()
            #expect(typedFields(fullCard) == typedFields(typedCard), "\(file)")
            #expect(typedFields(fullCard) == typedFields(fieldsCard), "\(file)")
            #expect(typedCard.properties.count <= fullCard.properties.count)
            #expect(fieldsCard.properties.isEmpty)
            // The fields a parse gathers are the ones a card made from the same properties derives.
            let rebuilt = VCard(version: fullCard.version, properties: fullCard.properties, line: fullCard.line)
            #expect(rebuilt == fullCard, "\(file)")
        }
    }

    @Test func sameProblemsForBadCardsAndOthersAreNotKept() throws {
        let text = "BEGIN:VCARD\r\nVERSION:2.1\r\nPHOTO;ENCODING=BASE64;JPEG:\r\n AAAA\r\n\r\nFN:Ok\r\nEND:VCARD\r\n"
            + "BEGIN:VCARD\r\nVERSION:3.0\r\nADR:;;1 Main St\r\nno colon\r\nEND:VCARD\r\n"
            + "BEGIN:VCARD\r\nVERSION:3.0\r\nX-THING:a\u{01}b\r\nEND:VCARD\r\n"
        let full = parseEach(Array(text.utf8), .all), typed = parseEach(Array(text.utf8), .typed)
        let fieldsOnly = parseEach(Array(text.utf8), .fieldsOnly)
        #expect(full.count == 3 && typed.count == 3 && fieldsOnly.count == 3)
        #expect(try typed[0].get().formattedName == "Ok")
        #expect(try typed[0].get().properties.map(\.name) == ["FN"])
        #expect(try fieldsOnly[0].get().formattedName == "Ok")
        for index in 1...2 {
            guard case .failure(let a) = full[index], case .failure(let b) = typed[index],
                  case .failure(let c) = fieldsOnly[index] else {
                Issue.record("card \(index) should fail in all three")
                continue
            }
            #expect(a == b && a == c)
        }
    }
}
