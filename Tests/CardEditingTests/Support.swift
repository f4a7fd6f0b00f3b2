import Foundation
import Testing
import TestSupport
@testable import CardEditing
@testable import VCard

/// One stored card of a test file: its bytes as the scanner frames them (as the store keeps them).
struct StoredCard: CustomTestStringConvertible, Sendable {
    var file: String
    var index: Int
    var bytes: [UInt8]
    var testDescription: String { "\(file) #\(index + 1)" }
}

/// Every card of the real-client corpus and of Tests/HostileCards.
let storedCards: [StoredCard] = {
    var cards: [StoredCard] = []
    for folder in [Repository.realClientVCards, Repository.hostileCards] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".vcf") }.sorted()
        for name in names {
            guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path) else { continue }
            let bytes = [UInt8](data)
            let ranges = bytes.withUnsafeBytes { buffer in
                VCardScanner(buffer).compactMap { if case .card(let raw) = $0 { raw.byteRange } else { nil } }
            }
            for (index, range) in ranges.enumerated() {
                cards.append(StoredCard(file: name, index: index, bytes: Array(bytes[range])))
            }
        }
    }
    return cards
}()

/// A card's layout: its properties and the bytes each occupies.
func layout(_ bytes: [UInt8]) -> CardLayout {
    bytes.withUnsafeBytes { CardLayout($0) }
}

/// The bytes of property `index`'s lines.
func lineBytes(_ layout: CardLayout, _ bytes: [UInt8], _ index: Int) -> [UInt8] {
    Array(bytes[layout.spans[index]])
}

/// Every byte outside the properties' lines (BEGIN, END, blank lines, skipped lines), in order.
func gaps(_ layout: CardLayout, _ bytes: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    var copied = 0
    for span in layout.spans {
        out += bytes[copied..<span.lowerBound]
        copied = span.upperBound
    }
    return out + bytes[copied...]
}

/// Text as bytes.
func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

/// Bytes as text (for messages and simple comparisons).
func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

/// 2026-11-22 18:30:00 UTC.
let editTime = Date(timeIntervalSince1970: 1_795_372_200)
