import Reading
import Store
import Testing
import TestSupport
@testable import Sections

/// Entries held past the row the store lends them in keep their text,
/// and whatever was held before.
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

    @Test func emptiedAndFilledAgainHoldsOnlyTheNewEntries() throws {
        var (held, expected) = try heldBook()
        let before = held
        held.removeAll()
        #expect(held.isEmpty && texts(held).isEmpty)
        // Filled again while a copy taken before shares the emptied storage.
        var index = 0
        try book.forEachEntry(query, after: nil) { columns in
            if index == 1 { held.append(columns) }
            index += 1
        }
        #expect(texts(held) == [expected[1]])
        #expect(texts(before) == expected, "a copy taken before keeps its entries")
    }
}
