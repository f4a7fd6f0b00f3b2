import Testing
@testable import VCard

/// Cards inside cards: a 2.1 AGENT's card, and bare nested cards. The outer card is the contact.
@Suite("Nested cards")
struct NestedCardTests {
    private func lines(_ lines: String...) -> [UInt8] {
        Array((lines + [""]).joined(separator: "\r\n").utf8)
    }

    private func scanned(_ bytes: [UInt8]) -> [ScannedCard] {
        bytes.withUnsafeBytes { Array(VCardScanner($0)) }
    }

    @Test("a 2.1 AGENT's card stays inside its card, which keeps its own numbers and emails")
    func agent() throws {
        let bytes = lines(
            "BEGIN:VCARD", "VERSION:2.1", "N:Outer;Olga", "TEL;WORK:111", "AGENT:",
            "BEGIN:VCARD", "VERSION:2.1", "N:Agent;Anna", "TEL;CELL:222", "EMAIL:agent@example.com", "END:VCARD",
            "EMAIL;INTERNET:olga@example.com", "TEL;HOME:333", "END:VCARD",
            "BEGIN:VCARD", "VERSION:2.1", "N:Next;Ned", "END:VCARD")
        let entries = readAll(bytes)
        #expect(problems(entries).isEmpty, "\(problems(entries))")
        let parsed = cards(entries)
        #expect(parsed.map(\.name?.family) == [["Outer"], ["Next"]])
        #expect(parsed.first?.telephones == [tel("111", ["WORK"]), tel("333", ["HOME"])])
        #expect(parsed.first?.emails == [email("olga@example.com", ["INTERNET"])])
        let raws = entries.compactMap { if case .card(_, let raw) = $0 { raw } else { nil } }
        #expect(raws.map(\.line) == [1, 15])
        #expect(raws.map(\.endLine) == [14, 18])
        #expect(scanned(bytes) == raws.map { .card($0) })
    }

    @Test("bare nested cards, several and one after another, inside one card")
    func bareNested() throws {
        let bytes = lines(
            "BEGIN:VCARD", "VERSION:2.1", "N:nest1",
            "BEGIN:VCARD", "VERSION:2.1", "N:nest2", "END:VCARD",
            "TEL:1",
            "BEGIN:VCARD", "VERSION:2.1", "N:nest3", "TEL:3", "END:VCARD",
            "BEGIN:VCARD", "N:nest4", "END:VCARD",
            "END:VCARD")
        let entries = readAll(bytes)
        #expect(problems(entries).isEmpty, "\(problems(entries))")
        #expect(cards(entries).map(\.name?.family) == [["nest1"]])
        #expect(cards(entries).first?.telephones.map(\.value) == ["1"])
        #expect(scanned(bytes) == [.card(RawCard(byteRange: 0..<bytes.count, line: 1, endLine: 17))])
        let whole = bytes.withUnsafeBytes { buffer in
            var problems: [VCardProblem] = []
            return VCardParser.parse(buffer, keeping: .fieldsOnly, problems: &problems).telephones.map(\.value)
        }
        #expect(whole == ["1"])
    }

    @Test("a card whose END is missing before the next cards is cut off there, not taken for nesting")
    func missingEndIsNotNesting() {
        let bytes = lines(
            "BEGIN:VCARD", "FN:Lost",
            "BEGIN:VCARD", "FN:B", "END:VCARD",
            "BEGIN:VCARD", "FN:C", "END:VCARD")
        let entries = readAll(bytes)
        #expect(problems(entries).isEmpty)
        #expect(cards(entries).map(\.formattedName) == ["Lost", "B", "C"])
        let cuts = scanned(bytes).compactMap { if case .card(let raw) = $0 { raw.cut } else { nil } }
        #expect(cuts == [.byNextBegin])
    }

    @Test("a nested card without its END is no nested card: both are cut off, and kept")
    func unterminatedNested() {
        let bytes = lines("BEGIN:VCARD", "FN:Outer", "AGENT:", "BEGIN:VCARD", "FN:Agent")
        let entries = readAll(bytes)
        #expect(cards(entries).map(\.formattedName) == ["Outer", "Agent"])
        let cuts: [RawCard.Cut?] = scanned(bytes).map { item -> RawCard.Cut? in
            if case .card(let raw) = item { raw.cut } else { nil }
        }
        #expect(cuts == [.byNextBegin, .byEndOfInput])
    }
}
