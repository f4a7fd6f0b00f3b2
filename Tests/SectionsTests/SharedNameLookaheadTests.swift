import Contacts
import Reading
import Store
import Testing
import TestSupport
@testable import Sections

/// The table's stream tells neighbours of the same name apart as a page of
/// entries does (`AddressBook.entries`), wherever it starts.
@Suite("Shared names told apart in a stream")
struct SharedNameLookaheadTests {
    let book: AddressBook
    let query = EntryQuery(sortOrder: .familyFirst, displayOrder: .givenFirst, distinguishesSharedNames: true)

    init() throws {
        book = try AddressBook.inMemory()
        try book.transaction {
            let writer = try ContactWriter(book, now: 0)
            try SampleBook.insertNamesakes(with: writer)
            _ = try writer.insert(SampleBook.record("solo", "Cy Lee", "Cy", "Lee", organization: "Initech",
                                                    phones: [("work", "555-0400")]))
            // The same name written composed and decomposed: equal as strings, not as bytes.
            _ = try writer.insert(SampleBook.record("zoe1", "Zoë Lee", "Zoë", "Lee", organization: "One"))
            _ = try writer.insert(SampleBook.record("zoe2", "Zoe\u{0308} Lee", "Zoe\u{0308}", "Lee",
                                                    organization: "Two", phones: [("home", "555-0500")]))
        }
    }

    /// The stream from the section's start, the entries up to `shown` held back as shown already.
    private func streamed(shownThrough shown: EntryKey?) throws -> [(String, String?)] {
        var lookahead = SharedNameLookahead(distinguishes: true, shownThrough: shown)
        var released: [(String, String?)] = []
        let release = { (entries: HeldEntries, range: Range<Int>, detail: UnsafeRawBufferPointer?) in
            entries.forEach(in: range, detail: detail) { entry in
                released.append((String(decoding: entry.name, as: UTF8.self),
                                 entry.detail.map { String(decoding: $0, as: UTF8.self) }))
            }
        }
        try book.forEachEntry(query, after: nil) { try lookahead.take($0, in: book, releasing: release) }
        try lookahead.finish(in: book, releasing: release)
        return released
    }

    @Test func everyStartDecidesAsThePagesOfEntriesDo() throws {
        let whole = try book.entries(query, limit: -1)
        #expect(whole.map(\.detail) == ["Acme", "Acme", "ann@example.com", "Acme", nil, nil, "One", "Two"])
        for shown in [nil] + whole.map(\.key) {
            let rest = try book.entries(query, after: shown, limit: -1)
            let stream = try streamed(shownThrough: shown)
            #expect(stream.map(\.0) == rest.map(\.name))
            #expect(stream.map(\.1) == rest.map(\.detail))
        }
    }

    @Test func withoutTellingApartEveryEntryComesAsItIs() throws {
        var lookahead = SharedNameLookahead(distinguishes: false, shownThrough: nil)
        var details: [String?] = []
        try book.forEachEntry(query, after: nil) { entry in
            try lookahead.take(entry, in: book) { entries, range, detail in
                entries.forEach(in: range, detail: detail) { details.append($0.detail.map { String(decoding: $0, as: UTF8.self) }) }
            }
            #expect(details.count == 1)
            details.removeAll()
        }
    }
}
