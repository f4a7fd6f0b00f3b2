import Testing
@testable import VCard

/// BEGIN and END lines as real files write them: with a group, with junk around them.
@Suite("Delimiter lines")
struct DelimiterTests {
    /// The cards the scanner frames, by first line.
    private func scannedLines(_ bytes: [UInt8]) -> [Int] {
        bytes.withUnsafeBytes { buffer in
            VCardScanner(buffer).compactMap { if case .card(let raw) = $0 { raw.line } else { nil } }
        }
    }

    @Test("BEGIN and END with a group prefix (RFC 2426 §4) frame cards like bare ones")
    func groupedDelimiters() {
        let text = ["home.begin:vcard", "VERSION:3.0", "FN:Ann", "home.END:VCARD",
                    "item-2.BEGIN:VCARD", "FN:Bob", "ITEM-2.end:vcard ",
                    "BEGIN:VCARD", "FN:Cy", "A1.End:VCard", ""].joined(separator: "\r\n")
        let entries = readAll(text)
        #expect(problems(entries).isEmpty, "\(problems(entries))")
        #expect(cards(entries).map(\.formattedName) == ["Ann", "Bob", "Cy"])
        #expect(scannedLines(Array(text.utf8)) == [1, 5, 8])
    }

    @Test("lines that only end like a delimiter are properties")
    func lookalikes() throws {
        let card = try card(vcard("3.0", "NOTE:END:VCARD", "a b.END:VCARD", "FN:Dana"))
        #expect(card.notes == ["END:VCARD"])
        #expect(card.property(named: "END")?.group == "a b")
        #expect(card.formattedName == "Dana")
    }

    @Test("NUL bytes and other junk around delimiters and between cards lose no card")
    func junkBetweenCards() {
        var bytes = Array("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ann\r\nEND:VCARD".utf8) + [0, 0] + Array("\r\n".utf8)
        bytes += [0, 0, 0, 0] + Array("BEGIN:VCARD\r\nFN:Bob\r\nEND:VCARD\r\n".utf8)
        bytes += [0x1A] + Array("\r\n".utf8) + [0, 0, 0] + Array("\r\n".utf8)
        bytes += [0x0C] + Array("BEGIN:VCARD\r\nFN:Cy\r\nEND:VCARD\r\n".utf8) + [0, 0, 0, 0]
        let entries = readAll(bytes)
        #expect(cards(entries).map(\.formattedName) == ["Ann", "Bob", "Cy"])
        #expect(cards(entries).map(\.line) == [1, 5, 10])
        #expect(problems(entries).allSatisfy { $0.isWarning }, "\(problems(entries))")
        #expect(scannedLines(bytes) == [1, 5, 10])
    }
}
