import Foundation
import Testing
import TestSupport
@testable import CardDAVSync

@Suite("Normalised cards")
struct NormalisedCardTests {
    let card = Array("""
        BEGIN:VCARD\r\nVERSION:3.0\r\nUID:ada-1\r\nFN:Ada Lovelace\r\nN:Lovelace;Ada;;;\r\n\
        TEL;type=cell:+44 20 7946 0000\r\nNOTE:first line of a lo\r\n ng note\r\nEND:VCARD\r\n
        """.utf8)

    @Test func reorderingRefoldingLineEndsAndVolatilePropertiesDoNotCount() {
        // As Radicale 3.9 gives a card back: reordered, LF, PRODID added, folded elsewhere.
        let rewritten = Array("""
            BEGIN:VCARD\nVERSION:3.0\nPRODID:-//Radicale//NONSGML Radicale Server//EN\nN:Lovelace;Ada;;;\n\
            FN:Ada Lovelace\nNOTE:first line \n of a long note\nTEL;TYPE=cell:+44 20 7946 0000\nUID:ada-1\n\
            REV:20261122T101010Z\nEND:VCARD\n
            """.utf8)
        #expect(hashed(card) == hashed(rewritten))
    }

    @Test func aChangedValueCounts() {
        var changed = String(decoding: card, as: UTF8.self)
        changed = changed.replacingOccurrences(of: "0000", with: "0001")
        #expect(hashed(card) != hashed(Array(changed.utf8)))
        // A value's case is content; only names and parameters are folded.
        let lower = String(decoding: card, as: UTF8.self).replacingOccurrences(of: "Ada Lovelace", with: "ada lovelace")
        #expect(hashed(card) != hashed(Array(lower.utf8)))
    }

    @Test func realClientCardsHashTheSameReEnded() throws {
        let folder = Repository.realClientVCards
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".vcf") }
        #expect(!files.isEmpty)
        for file in files {
            let bytes = try Array(Data(contentsOf: folder.appendingPathComponent(file)))
            let lf = Array(String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n").utf8)
            #expect(hashed(bytes) == hashed(lf), "\(file)")
        }
    }

    @Test func hrefsComeFromTheUIDAndAreStable() throws {
        #expect(try ResourceName.href(forUID: "ada-1", in: "/alice/book/") == "/alice/book/ada-1.vcf")
        let odd = try ResourceName.href(forUID: "urn:uuid:1@x y", in: "/alice/book")
        let again = try ResourceName.href(forUID: "urn:uuid:1@x y", in: "/alice/book/")
        let other = try ResourceName.href(forUID: "urn:uuid:2@x y", in: "/alice/book/")
        #expect(odd == again)
        #expect(odd.hasPrefix("/alice/book/") && odd.hasSuffix(".vcf") && !odd.contains(" ") && !odd.contains("@"))
        #expect(odd != other)
        let name = odd.dropFirst("/alice/book/".count).dropLast(4)
        #expect(name.count == 36 && name.split(separator: "-").map(\.count) == [8, 4, 4, 4, 12])
    }
}

/// The normalised hash, for fixtures: libcrypto is there wherever the tests run.
private func hashed(_ card: [UInt8]) -> String {
    try! NormalisedCard.hash(card)
}
