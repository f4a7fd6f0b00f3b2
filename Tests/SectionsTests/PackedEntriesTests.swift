import Contacts
import Reading
import Store
import Testing
import TestSupport
@testable import Sections

/// Entries packed for a table's read-ahead come back as they went in:
/// contact, position, texts of any length and the detail they were given,
/// a contact's name and detail written once however many entries follow.
@Suite("Packed entries")
struct PackedEntriesTests {
    let book: AddressBook
    let query = EntryQuery(sortOrder: .familyFirst, displayOrder: .givenFirst)
    /// Past 127 bytes a length takes two bytes.
    static let longName = String(repeating: "Wilhelmina ", count: 30) + "Zed"

    init() throws {
        book = try AddressBook.inMemory()
        try SampleBook.seed(book)
        try book.transaction {
            let writer = try ContactWriter(book, now: 0)
            _ = try writer.insert(SampleBook.record("long", Self.longName, "Wilhelmina", "Zed",
                                                    phones: [(String(repeating: "x", count: 200), "555-0900"),
                                                             ("", String(repeating: "9", count: 130))]))
            _ = try writer.insert(SampleBook.record("bare", "Ünal Zed", "Ünal", "Zed"))
        }
    }

    private struct Seen: Equatable {
        var contact: ContactID, position: Int?, name: String, label: String, number: String, detail: String?

        init(_ entry: HeldEntry) {
            func text(_ bytes: UnsafeRawBufferPointer) -> String { String(decoding: bytes, as: UTF8.self) }
            contact = entry.contactID
            position = entry.position
            name = text(entry.name)
            label = text(entry.label)
            number = text(entry.number)
            detail = entry.detail.map(text)
        }
    }

    @Test func everyEntryComesBackAsItWasPacked() throws {
        var held = HeldEntries()
        try book.forEachEntry(query, after: nil) { held.append($0) }
        #expect(held.count > 8)
        let detail = Array("Acme, Sales".utf8), long = Array(String(repeating: "Detail ", count: 40).utf8)
        // Blocks as a lookahead releases them, one spanning contacts, one empty.
        let blocks: [(Range<Int>, [UInt8]?)] = [(0..<2, detail), (2..<5, nil), (5..<5, nil), (5..<held.count, long)]
        var packed = PackedEntries(), handed: [Seen] = [], expected: [Seen] = []
        for (range, detail) in blocks {
            func pack(_ detail: UnsafeRawBufferPointer?) {
                held.forEach(in: range, detail: detail) { expected.append(Seen($0)) }
                packed.append(held, range, detail: detail) { handed.append(Seen($0)) }
            }
            if let detail { detail.withUnsafeBytes { pack($0) } } else { pack(nil) }
        }
        var unpacked: [Seen] = []
        packed.forEach { unpacked.append(Seen($0)) }
        #expect(packed.count == held.count)
        #expect(unpacked == expected)
        #expect(handed == expected)
        #expect(expected.contains { $0.name == Self.longName && $0.number.count == 130 })
        #expect(expected.contains { $0.position == nil })
    }

    @Test func emptiedAndFilledAgainHoldsOnlyTheNewEntries() throws {
        var held = HeldEntries()
        try book.forEachEntry(query, after: nil) { held.append($0) }
        var packed = PackedEntries()
        packed.append(held, 0..<held.count, detail: nil)
        let before = packed
        packed.removeAll()
        #expect(packed.isEmpty)
        packed.append(held, 1..<2, detail: nil)
        var names: [String] = [], namesBefore: [String] = []
        packed.forEach { names.append(String(decoding: $0.name, as: UTF8.self)) }
        before.forEach { namesBefore.append(String(decoding: $0.name, as: UTF8.self)) }
        var expected: [String] = []
        held.forEach { expected.append(String(decoding: $0.name, as: UTF8.self)) }
        #expect(names == [expected[1]])
        #expect(namesBefore == expected, "a copy taken before keeps its entries")
    }
}
