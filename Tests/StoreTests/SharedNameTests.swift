import Contacts
@testable import Reading
import Testing
import TestSupport
@testable import Store

@Suite("Entries of contacts sharing a name, told apart")
struct SharedNameTests {
    let book: AddressBook
    let query = EntryQuery(sortOrder: .familyFirst, displayOrder: .givenFirst, distinguishesSharedNames: true)

    init() throws {
        book = try SampleBook.namesakes()
    }

    @Test func eachContactNextToANamesakeGetsItsOrganizationElseItsFirstEmail() throws {
        let entries = try book.reader.entries(query, limit: -1)
        #expect(entries.map(\.detail) == ["Acme", "Acme", "ann@example.com", "Acme", nil])
        var plain = query
        plain.distinguishesSharedNames = false
        #expect(try book.reader.entries(plain, limit: -1).allSatisfy { $0.detail == nil })
    }

    @Test func aPageDecidesAsTheWholeListingWouldEitherWay() throws {
        let whole = try book.reader.entries(query, limit: -1)
        var forward: [PhoneEntry] = [], key: EntryKey?
        while let entry = try book.reader.entries(query, after: key, limit: 1).first {
            forward.append(entry)
            key = entry.key
        }
        #expect(forward == whole)
        var backward: [PhoneEntry] = []
        key = nil
        while let entry = try book.reader.entries(query, before: key, limit: 1).first {
            backward.insert(entry, at: 0)
            key = entry.key
        }
        #expect(backward == whole)
    }

    /// Pages of every size, so that some start at an end of the listing or
    /// come back short, where no neighbour is read beyond them; and a
    /// namesake just beyond a page, read or not, decides as in the whole.
    @Test func pagesOfEverySizeDecideAsTheWholeListingWould() throws {
        _ = try book.transaction {
            try ContactWriter(book, now: 0).insert(
                SampleBook.record("leeb", "Ann Lee", "Ann", "Leeb", organization: "Initech"))
        }
        for order in [NameOrder.familyFirst, .givenFirst] {
            var query = query
            query.sortOrder = order
            try book.setOrders(order, .givenFirst)
            let whole = try book.reader.entries(query, limit: -1)
            #expect(whole.contains { $0.detail != nil })
            for size in 1...whole.count + 1 {
                var forward: [PhoneEntry] = [], key: EntryKey?
                while case let page = try book.reader.entries(query, after: key, limit: size), let last = page.last {
                    forward += page
                    key = last.key
                }
                #expect(forward == whole, "\(order), pages of \(size)")
                var backward: [PhoneEntry] = []
                key = nil
                while case let page = try book.reader.entries(query, before: key, limit: size), let first = page.first {
                    backward.insert(contentsOf: page, at: 0)
                    key = first.key
                }
                #expect(backward == whole, "\(order), pages of \(size) from the end")
            }
        }
    }

    @Test func onlyANamesakeListedNextToItCounts() throws {
        _ = try book.transaction {
            try ContactWriter(book, now: 0).insert(
                SampleBook.record("leeb", "Ann Lee", "Ann", "Leeb", organization: "Initech"))
        }
        // Family first, Leeb sorts after both Bob Lees: no namesake beside it.
        let familyFirst = try book.reader.entries(query, limit: -1)
        #expect(familyFirst.map(\.uid) == ["acme", "acme", "home", "bob", "none", "leeb"])
        #expect(familyFirst.last?.detail == nil)
        // Given first, it comes right after the other Ann Lees.
        var given = query
        given.sortOrder = .givenFirst
        try book.setOrders(.givenFirst, .givenFirst)
        let givenFirst = try book.reader.entries(given, limit: -1)
        #expect(givenFirst.map(\.uid).prefix(4) == ["acme", "acme", "home", "leeb"])
        #expect(givenFirst.map(\.detail).prefix(4) == ["Acme", "Acme", "ann@example.com", "Initech"])
    }
}
