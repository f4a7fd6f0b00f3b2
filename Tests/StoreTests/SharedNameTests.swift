import Contacts
import Testing
import TestSupport
@testable import Store

@Suite("Entries of contacts sharing a name, told apart")
struct SharedNameTests {
    let book: AddressBook
    let query = EntryQuery(sortOrder: .familyFirst, displayOrder: .givenFirst, distinguishesSharedNames: true)

    init() throws {
        book = try AddressBook.inMemory()
        try book.transaction {
            let writer = try ContactWriter(book, now: 0)
            try SampleBook.insertNamesakes(with: writer)
        }
    }

    @Test func eachContactNextToANamesakeGetsItsOrganizationElseItsFirstEmail() throws {
        let entries = try book.entries(query, limit: -1)
        #expect(entries.map(\.detail) == ["Acme", "Acme", "ann@example.com", "Acme", nil])
        var plain = query
        plain.distinguishesSharedNames = false
        #expect(try book.entries(plain, limit: -1).allSatisfy { $0.detail == nil })
    }

    @Test func aPageDecidesAsTheWholeListingWouldEitherWay() throws {
        let whole = try book.entries(query, limit: -1)
        var forward: [PhoneEntry] = [], key: EntryKey?
        while let entry = try book.entries(query, after: key, limit: 1).first {
            forward.append(entry)
            key = entry.key
        }
        #expect(forward == whole)
        var backward: [PhoneEntry] = []
        key = nil
        while let entry = try book.entries(query, before: key, limit: 1).first {
            backward.insert(entry, at: 0)
            key = entry.key
        }
        #expect(backward == whole)
    }

    @Test func onlyANamesakeListedNextToItCounts() throws {
        _ = try book.transaction {
            try ContactWriter(book, now: 0).insert(
                SampleBook.record("leeb", "Ann Lee", "Ann", "Leeb", organization: "Initech"))
        }
        // Family first, Leeb sorts after both Bob Lees: no namesake beside it.
        let familyFirst = try book.entries(query, limit: -1)
        #expect(familyFirst.map(\.uid) == ["acme", "acme", "home", "bob", "none", "leeb"])
        #expect(familyFirst.last?.detail == nil)
        // Given first, it comes right after the other Ann Lees.
        var given = query
        given.sortOrder = .givenFirst
        let givenFirst = try book.entries(given, limit: -1)
        #expect(givenFirst.map(\.uid).prefix(4) == ["acme", "acme", "home", "leeb"])
        #expect(givenFirst.map(\.detail).prefix(4) == ["Acme", "Acme", "ann@example.com", "Initech"])
    }
}
