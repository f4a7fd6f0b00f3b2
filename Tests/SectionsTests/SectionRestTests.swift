import Contacts
import Reading
import Store
import Testing
import TestSupport
@testable import Sections

/// The rest of a section, read a batch at a time as a printer reads it
/// (`SectionRest`), tells neighbours of the same name apart as pages of
/// entries do (`BookReader.entries`), wherever it starts and however small
/// its batches: a batch's first and last contacts are decided by the
/// contacts just outside it.
@Suite("A section's rest, read in batches")
struct SectionRestTests {
    /// The table's query: neighbours of the same name told apart.
    let query = EntryQuery(sortOrder: .familyFirst, displayOrder: .givenFirst, distinguishesSharedNames: true)
    let book: AddressBook

    init() throws {
        book = try SampleBook.namesakes([
            SampleBook.record("solo", "Cy Lee", "Cy", "Lee", organization: "Initech", phones: [("work", "555-0400")]),
            // The same name written composed and decomposed: equal as strings, not as bytes.
            SampleBook.record("zoe1", "Zoë Lee", "Zoë", "Lee", organization: "One"),
            SampleBook.record("zoe2", "Zoe\u{0308} Lee", "Zoe\u{0308}", "Lee", organization: "Two",
                              phones: [("home", "555-0500")]),
        ])
    }

    /// The names and details the rest after `key` gives, read `size` entries at a time.
    private func rest(after key: EntryKey, batches size: Int) throws -> [(String, String?)] {
        var rest = SectionRest(PageRequest(section: .letter("L"), query: query, after: key, remaining: 0,
                                           continuesContact: false), texts: [])
        var read: [(String, String?)] = []
        let reader = book.reader
        while let batch = try rest.next(size, from: reader) {
            batch.forEach { entry in
                read.append((String(decoding: entry.name, as: UTF8.self),
                             entry.detail.map { String(decoding: $0, as: UTF8.self) }))
            }
        }
        return read
    }

    @Test func everyStartDecidesAsThePagesOfEntriesDo() throws {
        let whole = try book.reader.entries(query, limit: -1)
        #expect(whole.map(\.detail) == ["Acme", "Acme", "ann@example.com", "Acme", nil, nil, "One", "Two"])
        for shown in whole.map(\.key) {
            let pages = try book.reader.entries(query, after: shown, limit: -1)
            for size in 1...3 {
                let rest = try rest(after: shown, batches: size)
                #expect(rest.map(\.0) == pages.map(\.name), "batches of \(size)")
                #expect(rest.map(\.1) == pages.map(\.detail), "batches of \(size)")
            }
        }
    }

    @Test func withoutTellingApartNoEntryHasADetail() throws {
        var plain = query
        plain.distinguishesSharedNames = false
        let first = try #require(try book.reader.entries(plain, limit: 1).first)
        var rest = SectionRest(PageRequest(section: .letter("L"), query: plain, after: first.key, remaining: 0,
                                           continuesContact: false), texts: [])
        var details = 0, entries = 0
        while let batch = try rest.next(3, from: book.reader) {
            batch.forEach { entries += 1; details += $0.detail == nil ? 0 : 1 }
        }
        #expect(entries == 7 && details == 0)
    }
}
