import Store
import Testing
import TestSupport
@testable import Sections

/// Entries held past the row the store lends them in keep their text,
/// whether copied from the store or a contact at a time, and whatever was held before.
@Suite("Held entries")
struct HeldEntriesTests {
    let book: AddressBook
    let query = EntryQuery(sortOrder: .familyFirst, displayOrder: .givenFirst)

    init() throws {
        book = try AddressBook.inMemory()
        try SampleBook.seed(book)
    }

    private static func text(_ bytes: UnsafeRawBufferPointer) -> String { String(decoding: bytes, as: UTF8.self) }

    /// Each held entry's texts: name, label, number, detail.
    private func texts(_ held: HeldEntries) -> [[String?]] {
        var texts: [[String?]] = []
        held.forEach { entry in
            texts.append([Self.text(entry.name), Self.text(entry.label), Self.text(entry.number), entry.detail.map(Self.text)])
        }
        return texts
    }

    /// Every entry of the book copied from the rows the store lends, and
    /// their texts as the store has them.
    private func heldBook() throws -> (HeldEntries, [[String?]]) {
        var held = HeldEntries(), expected: [[String?]] = []
        try book.forEachEntry(query, after: nil) { columns in
            held.append(columns)
            expected.append([Self.text(columns.name), Self.text(columns.label), Self.text(columns.number), nil])
        }
        return (held, expected)
    }

    @Test func entriesCopiedFromTheStoreKeepTheirText() throws {
        let (held, expected) = try heldBook()
        #expect(expected.count > 6)
        #expect(texts(held) == expected)
    }

    @Test func aContactCopiedInOneBlockKeepsEachEntrysText() throws {
        let (source, expected) = try heldBook()
        var copied = HeldEntries()
        var detail = "Acme, Sales"
        detail.withUTF8 { copied.append(source, 2..<5, detail: UnsafeRawBufferPointer($0)) }
        copied.append(source, 0..<2, detail: nil)
        copied.append(source, 5..<5, detail: nil)
        #expect(texts(copied) == expected[2..<5].map { Array($0.prefix(3)) + ["Acme, Sales"] } + expected[0..<2])
        #expect(texts(source) == expected, "the source is as it was")
    }

    @Test func emptiedAndFilledAgainHoldsOnlyTheNewEntries() throws {
        var (held, expected) = try heldBook()
        let before = held
        held.removeAll()
        #expect(held.isEmpty && texts(held).isEmpty)
        // Copied from the copy taken before, which shares the emptied storage.
        held.append(before, 1..<2, detail: nil)
        #expect(texts(held) == [expected[1]])
        #expect(texts(before) == expected, "a copy taken before keeps its entries")
    }
}
