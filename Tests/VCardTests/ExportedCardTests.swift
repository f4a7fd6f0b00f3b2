import Foundation
import Testing
@testable import VCard

/// `export` writes a stored card as it is, with only its line breaks made CRLF.
@Suite("Exported card text")
struct ExportedCardTests {
    private func exported(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        bytes.withUnsafeBytes { ExportedCard.append($0, to: &out) }
        return out
    }

    private func exported(_ text: String) -> String {
        String(decoding: exported(Array(text.utf8)), as: UTF8.self)
    }

    @Test("LF, CR LF, iPhone's CR CR LF and a lone CR each become one CR LF, as the parser splits lines")
    func everyLineBreakBecomesOneCRLF() {
        #expect(exported("A\nB\r\nC\r\r\nD\rE") == "A\r\nB\r\nC\r\nD\r\nE\r\n")
        // CR CR without LF is two breaks (a blank line); LF CR is two as well.
        #expect(exported("A\r\rB\n\rC\r\r\r\nD\r\n") == "A\r\n\r\nB\r\n\r\nC\r\n\r\nD\r\n")
    }

    @Test("nothing is folded or dropped: long lines, blank lines, a QP soft break, a BOM and other bytes stay")
    func everyOtherByteStays() {
        let long = "NOTE;ENCODING=QUOTED-PRINTABLE;CHARSET=UTF-8:" + String(repeating: "Stra=C3=9Fe ", count: 20) + "="
        let card = "\u{FEFF}BEGIN:VCARD\r\nVERSION:2.1\r\n" + long + "\r\n\r\n\r\nTEL:1\t2 \r\n  \r\nEND:VCARD \r\n"
        #expect(exported(card) == card)
        let bytes: [UInt8] = [0x42, 0x00, 0xFF, 0xC3, 0x0D, 0xC3, 0x9F, 0x0A, 0x80]
        #expect(exported(bytes) == [0x42, 0x00, 0xFF, 0xC3, 0x0D, 0x0A, 0xC3, 0x9F, 0x0D, 0x0A, 0x80, 0x0D, 0x0A])
        #expect(exported([UInt8]()) == [])
    }

    /// The property `bin/fuzz` checks on arbitrary input, here on the files a test can name: each card
    /// written as export writes it parses exactly as the stored card did, and the written cards read
    /// as one file frame the same cards.
    @Test(arguments: try exportTestFiles())
    func exportedCardsParseLikeTheOriginals(file: URL) throws {
        let bytes = try [UInt8](Data(contentsOf: file))
        try bytes.withUnsafeBytes { input in
            var originals: [Parsed] = []
            var lines: [Int] = []
            var written: [UInt8] = []
            for case .card(let raw) in VCardScanner(input) {
                let card = UnsafeRawBufferPointer(rebasing: input[raw.byteRange])
                let original = parse(card, firstLine: raw.line)
                let one = exported(Array(card))
                #expect(one.withUnsafeBytes { parse($0, firstLine: raw.line) } == original, "line \(raw.line)")
                originals.append(original)
                lines.append(raw.line)
                written += one
            }
            #expect(!originals.isEmpty)
            try written.withUnsafeBytes { file in
                let again = Array(VCardScanner(file))
                try #require(again.count == originals.count)
                for (index, item) in again.enumerated() {
                    guard case .card(let raw) = item else {
                        Issue.record("the export read as a file has \(item)")
                        continue
                    }
                    let card = UnsafeRawBufferPointer(rebasing: file[raw.byteRange])
                    #expect(parse(card, firstLine: lines[index]) == originals[index])
                }
            }
        }
    }

    /// The card a full parse reads, with the problems it met.
    private func parse(_ bytes: UnsafeRawBufferPointer, firstLine: Int) -> Parsed {
        var problems: [VCardProblem] = []
        let card = VCardParser.parse(bytes, firstLine: firstLine, problems: &problems)
        return Parsed(card: card, problems: problems)
    }

    private struct Parsed: Equatable {
        var card: VCard
        var problems: [VCardProblem]
    }
}

/// The real-client corpus, the sample book and Tests/HostileCards.
private func exportTestFiles() throws -> [URL] {
    let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    let hostile = try FileManager.default.contentsOfDirectory(
        at: tests.appendingPathComponent("HostileCards"), includingPropertiesForKeys: nil)
    let corpus = try Corpus.fileNames().map { Corpus.directory!.appendingPathComponent($0) }
    let sample = tests.deletingLastPathComponent().appendingPathComponent("Examples/contacts.vcf")
    return (hostile.filter { $0.pathExtension == "vcf" } + corpus + [sample]).sorted { $0.path < $1.path }
}
