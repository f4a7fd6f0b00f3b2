import Testing
@testable import VCard
import VCardOracle

/// Splitting input into cards: line endings, BOM, blank lines, delimiters and structural problems.
@Suite("Scanner and reader framing")
struct ScannerTests {
    @Test("every line ending gives the same cards and line numbers", arguments: ["\r\n", "\n", "\r", "\r\r\n"])
    func lineEndings(_ ending: String) throws {
        let text = ["BEGIN:VCARD", "VERSION:3.0", "FN:Ann", "TEL;TYPE=CELL:1", " 23", "END:VCARD",
                    "BEGIN:VCARD", "VERSION:3.0", "FN:Bob", "END:VCARD", ""].joined(separator: ending)
        let entries = readAll(text)
        #expect(problems(entries).isEmpty)
        let parsed = cards(entries)
        try #require(parsed.count == 2)
        #expect(parsed.map(\.formattedName) == ["Ann", "Bob"])
        #expect(parsed.map(\.line) == [1, 7])
        #expect(parsed[0].telephones.map(\.value) == ["123"])
        #expect(parsed[0].property(named: "TEL")?.line == 4)
    }

    @Test("mixed line endings in one file, fold continuation with a different ending")
    func mixedEndings() throws {
        let text = "BEGIN:VCARD\r\nVERSION:3.0\nFN:An\r\n n\rNOTE:x\r\r\nEND:VCARD\n"
        let card = try card(text)
        #expect(card.formattedName == "Ann")
        #expect(card.notes == ["x"])
        #expect(card.property(named: "NOTE")?.line == 5)
    }

    @Test("UTF-8 byte order mark, no final newline, blank lines inside and between cards")
    func bomAndBlankLines() throws {
        let text = "\u{FEFF}BEGIN:VCARD\r\n\r\nVERSION:3.0\r\n   \r\nFN:Ann\r\n\r\nEND:VCARD\r\n\r\n\r\n \t\r\nBEGIN:VCARD\r\nFN:Bob\r\nEND:VCARD"
        let entries = readAll(text)
        #expect(problems(entries).isEmpty)
        #expect(cards(entries).map(\.formattedName) == ["Ann", "Bob"])
        #expect(cards(entries).map(\.line) == [1, 11])
        #expect(cards(entries).map(\.version) == [.v3_0, .unknown])
    }

    @Test("BEGIN and END in any letter case, trailing blanks allowed")
    func delimiterCase() throws {
        let entries = readAll("begin:vcard \r\nVERSION:4.0\r\nFN:Ann\r\nEnd:VCard\t\r\nBEGIN:vCard\r\nFN:Bob\r\nend:vcard\r\n")
        #expect(problems(entries).isEmpty)
        #expect(cards(entries).map(\.formattedName) == ["Ann", "Bob"])
    }

    @Test("a card without END before the next BEGIN is kept up to it, marked cut off; the next card still read")
    func missingEndBeforeBegin() throws {
        let entries = readAll("BEGIN:VCARD\r\nFN:Lost\r\nBEGIN:VCARD\r\nFN:Kept\r\nEND:VCARD\r\n")
        #expect(problems(entries).isEmpty)
        #expect(cards(entries).map(\.formattedName) == ["Lost", "Kept"])
        let raws = entries.compactMap { if case .card(_, let raw) = $0 { raw } else { nil } }
        #expect(raws.map(\.cut) == [.byNextBegin, nil])
        #expect(raws.map(\.byteRange) == [0..<22, 22..<55])
        #expect(raws[0].cutOffProblem(kept: true)?.description
                == "line 1: the next BEGIN:VCARD comes before this card's END:VCARD; kept what it holds")
    }

    @Test("a card cut off by the end of input is kept with what it holds, marked cut off")
    func missingEndAtEndOfInput() throws {
        let entries = readAll("BEGIN:VCARD\r\nFN:Kept\r\nEND:VCARD\r\nBEGIN:VCARD\r\nFN:Cut\r\nTEL:12")
        #expect(cards(entries).map(\.formattedName) == ["Kept", "Cut"])
        #expect(cards(entries).last?.telephones.map(\.value) == ["12"])
        let raws = entries.compactMap { if case .card(_, let raw) = $0 { raw } else { nil } }
        #expect(raws.map(\.cut) == [nil, .byEndOfInput])
        #expect(raws[1].cutOffProblem(kept: false) == VCardProblem(
            line: 6, cardLine: 4, message: "vCard has no END:VCARD before the end of the input", severity: .cutOff))
        #expect(raws[1].cutOffProblem(kept: true)?.message == "the file ends inside this card; kept what it holds")
    }

    @Test("a card cut off inside a folded line ends on that line, for the scanner and the reader alike")
    func cutOffInsideAFold() throws {
        // The card's last line is the last line read (` c`), not the last one a property began on (NOTE).
        let entries = readAll("BEGIN:VCARD\r\nNOTE:a\r\n b\r\n c")
        let raws = entries.compactMap { if case .card(_, let raw) = $0 { raw } else { nil } }
        #expect(raws == [RawCard(byteRange: 0..<27, line: 1, endLine: 4, cut: .byEndOfInput)])
        #expect(cards(entries).first?.notes == ["abc"])
    }

    @Test("text outside cards is one warning per run of lines, reported in order")
    func strayText() throws {
        let entries = readAll("junk\r\nmore junk\r\n\r\nstill junk\r\nBEGIN:VCARD\r\nFN:Ann\r\nEND:VCARD\r\nEND:VCARD\r\ntrailer\r\n")
        guard entries.count == 3 else {
            Issue.record("expected warning, card, warning; got \(entries)")
            return
        }
        let before = VCardReader.Entry.problem(
            VCardProblem(line: 1, cardLine: nil, message: "ignored 3 lines of text outside any vCard", severity: .warning))
        let after = VCardReader.Entry.problem(
            VCardProblem(line: 8, cardLine: nil, message: "ignored 2 lines of text outside any vCard", severity: .warning))
        #expect(entries[0] == before)
        #expect(cards([entries[1]]).map(\.formattedName) == ["Ann"])
        #expect(entries[2] == after)
        #expect(problems(entries).allSatisfy { $0.isWarning })
        #expect(problems(entries)[0].description == "line 1: ignored 3 lines of text outside any vCard")
    }

    @Test("empty and blank inputs yield nothing")
    func emptyInput() {
        #expect(readAll("").isEmpty)
        #expect(readAll("\r\n \r\n\t\n").isEmpty)
        #expect(readAll("\u{FEFF}").isEmpty)
    }

    @Test("the scanner yields raw ranges without parsing: a card with bad lines is still one range")
    func scannerDoesNotParse() {
        let bytes = Array("BEGIN:VCARD\nno colon here\nEND:VCARD\n".utf8)
        let items = bytes.withUnsafeBytes { Array(VCardScanner($0)) }
        #expect(items == [.card(RawCard(byteRange: 0..<bytes.count, line: 1, endLine: 3))])
    }

    @Test("the reader is lazy: it can stop after the first card")
    func lazyReading() {
        let bytes = Array((String(repeating: "BEGIN:VCARD\nFN:A\nEND:VCARD\n", count: 1000) + "BEGIN:VCARD\n").utf8)
        let first = bytes.withUnsafeBytes { buffer -> VCardReader.Entry? in
            var reader = VCardReader(buffer)
            return reader.next()
        }
        #expect(cards(first.map { [$0] } ?? []).map(\.formattedName) == ["A"])
    }
}

/// The reader oracle: one pass that frames cards like the scanner.
@Suite("Reader")
struct ReaderTests {
    @Test("the reader frames cards exactly like the scanner, also around bad cards")
    func framingMatchesScanner() {
        let text = "junk\nBEGIN:VCARD\nFN:A\nEND:VCARD\nBEGIN:VCARD\nbad line\nBEGIN:VCARD\nFN:B\nEND:VCARD\n"
            + "BEGIN:VCARD\nNOTE;ENCODING=QUOTED-PRINTABLE:x=\nBEGIN:VCARD\nFN:C\nEND:VCARD\nBEGIN:VCARD\nFN:D\n"
        let bytes = Array(text.utf8)
        let scanned = bytes.withUnsafeBytes { Array(VCardScanner($0)) }
        let scannedCards = scanned.compactMap { if case .card(let raw) = $0 { raw } else { nil } }
        let entries = readAll(bytes)
        let readCards = entries.compactMap { if case .card(_, let raw) = $0 { raw } else { nil } }
        #expect(readCards == scannedCards)
        #expect(cards(entries).map(\.formattedName) == ["A", nil, "B", nil, "C", "D"])
        #expect(readCards.map(\.cut) == [nil, .byNextBegin, nil, .byNextBegin, nil, .byEndOfInput])
        #expect(problems(entries).map(\.cardLine) == [nil, 5])
        #expect(problems(entries).map(\.line) == [1, 6])
        // The second card keeps all but its bad line; what it lacks is its END, which its caller reports.
        #expect(problems(entries)[1].message == "property line has no ':' between name and value")
    }

    @Test("a card larger than the initial scratch space, then ordinary cards")
    func largeCard() throws {
        let photo = String(repeating: "QUJD", count: 400_000)
        let text = "BEGIN:VCARD\r\nVERSION:3.0\r\nPHOTO;ENCODING=b:" + photo + "\r\nFN:Big\r\nEND:VCARD\r\n"
            + "BEGIN:VCARD\r\nFN:Small\r\nNOTE:a\r\n b\r\nEND:VCARD\r\n"
        let parsed = cards(readAll(text))
        #expect(parsed.map(\.formattedName) == ["Big", "Small"])
        #expect(parsed.first?.property(named: "PHOTO")?.binaryValue?.count == 1_200_000)
        #expect(parsed.last?.notes == ["ab"])
    }
}
