import Testing
@testable import VCard

@Suite("Parsing only the typed properties")
struct PropertySelectionTests {
    private func parseEach(_ bytes: [UInt8], _ selection: PropertySelection) -> [(card: VCard, problems: [VCardProblem])] {
        bytes.withUnsafeBytes { buffer in
            var results: [(card: VCard, problems: [VCardProblem])] = []
            var scanner = VCardScanner(buffer)
            while let item = scanner.next() {
                guard case .card(let raw) = item else { continue }
                let slice = UnsafeRawBufferPointer(rebasing: buffer[raw.byteRange])
                var problems: [VCardProblem] = []
                let card = VCardParser.parse(slice, firstLine: raw.line, keeping: selection, problems: &problems)
                results.append((card, problems))
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
            #expect(a.problems.isEmpty && b.problems.isEmpty && c.problems.isEmpty, "\(file)")
            let fullCard = a.card, typedCard = b.card, fieldsCard = c.card
            #expect(typedFields(fullCard) == typedFields(typedCard), "\(file)")
            #expect(typedFields(fullCard) == typedFields(fieldsCard), "\(file)")
            #expect(typedCard.properties.count <= fullCard.properties.count)
            #expect(fieldsCard.properties.isEmpty)
            // The fields a parse gathers are the ones a card made from the same properties derives.
            let rebuilt = VCard(version: fullCard.version, properties: fullCard.properties, line: fullCard.line)
            #expect(rebuilt == fullCard, "\(file)")
        }
    }

    @Test func sameProblemsForBadLinesAndOthersAreNotKept() throws {
        let text = "BEGIN:VCARD\r\nVERSION:2.1\r\nPHOTO;ENCODING=BASE64;JPEG:\r\n AAAA\r\n\r\nFN:Ok\r\nEND:VCARD\r\n"
            + "BEGIN:VCARD\r\nVERSION:3.0\r\nADR:;;1 Main St\r\nno colon\r\nEND:VCARD\r\n"
            + "BEGIN:VCARD\r\nVERSION:3.0\r\nX-THING:a\u{01}b\r\nEND:VCARD\r\n"
            + "BEGIN:VCARD\r\nVERSION:3.0\r\nADR:;;M\u{FC}hle\r\nFN:M\u{FC}ller\r\nEND:VCARD\r\n"
        // The last card in Latin-1: the FN's and the ADR's charsets are guessed (and said so).
        let bytes = Array(text.utf8).flatMap { $0 == 0xC3 ? [UInt8]() : [$0 == 0xBC ? 0xFC : $0] }
        let full = parseEach(bytes, .all), typed = parseEach(bytes, .typed), fieldsOnly = parseEach(bytes, .fieldsOnly)
        #expect(full.count == 4 && typed.count == 4 && fieldsOnly.count == 4)
        #expect(typed[0].card.formattedName == "Ok")
        #expect(typed[0].card.properties.map(\.name) == ["FN"])
        #expect(fieldsOnly[0].card.formattedName == "Ok")
        #expect(fieldsOnly[3].card.formattedName == "M\u{FC}ller")
        #expect(full.map(\.problems.count) == [0, 1, 1, 2])
        for index in 0..<4 {
            #expect(full[index].problems == typed[index].problems && full[index].problems == fieldsOnly[index].problems)
        }
    }
}
