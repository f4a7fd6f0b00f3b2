import Contacts
@testable import Reading
import Testing
import TestSupport
@testable import Store

@Suite("Listing, lookup and star queries")
struct ListingQueryTests {
    let book: AddressBook

    init() throws {
        book = try AddressBook.inMemory()
        try SampleBook.seed(book)
    }

    private func query(_ search: String? = nil, sort: NameOrder = .familyFirst) -> EntryQuery {
        EntryQuery(sortOrder: sort, displayOrder: .givenFirst, search: search.flatMap(SearchTerm.init))
    }

    @Test func entriesComeInSortOrderOnePerNumberAndOnceWithoutNumbers() throws {
        let entries = try book.reader.entries(query(), limit: 100)
        #expect(entries.map(\.name) == [
            "Björn Åkesson", "Anna Andersson", "Juliette Émile", "Grace Hopper", "Ada Lovelace", "Ada Lovelace",
            "José Núñez", "Zoe\u{0308} Quist", "Alan Turing", "Alan Turing", "+1 555 0100", "王伟",
        ])
        #expect(entries.filter { $0.phone == nil }.map(\.uid) == ["grace"])
        #expect(entries.map(\.key) == entries.map(\.key).sorted())
    }

    @Test func pagesByKeyCoverEveryEntryOnce() throws {
        let all = try book.reader.entries(query(), limit: 100)
        var paged: [PhoneEntry] = []
        var key: EntryKey?
        while true {
            let page = try book.reader.entries(query(), after: key, limit: 3)
            if page.isEmpty { break }
            paged += page
            key = page.last?.key
        }
        #expect(paged == all)
    }

    @Test func sectionQueriesStayInTheirLetter() throws {
        #expect(try book.reader.entries(query().inSection("A"), limit: 100).map(\.uid) == ["bjorn", "anna"])
        #expect(try book.reader.entries(query().inSection("E"), limit: 100).map(\.uid) == ["juliette"])
        #expect(try book.reader.entries(query().inSection("#"), limit: 100).map(\.uid) == ["number-only", "wang"])
        try book.setOrders(.givenFirst, .givenFirst)
        #expect(try book.reader.entries(query(sort: .givenFirst).inSection("A"), limit: 100).map(\.uid)
                == ["ada", "ada", "alan", "alan", "anna"])
    }

    @Test(arguments: [
        ("jose", ["jose"]), ("JOSÉ", ["jose"]), ("núñez", ["jose"]), ("analytical", ["ada"]),
        ("example.mil", ["grace"]), ("0005", ["ada"]), ("(555) 0199", ["alan"]), ("王", ["wang"]), ("nobody", []),
    ])
    func searchMatchesNamesOrganizationEmailsAndDigits(text: String, uids: [String]) throws {
        let found = try book.reader.entries(query(text), limit: 100).map(\.uid)
        #expect(Array(Set(found)).sorted() == uids.sorted())
    }

    @Test func remainingCountsContactsIncludingAPartlyShownOne() throws {
        let all = try book.reader.entries(query(), limit: 100)
        let firstAda = try #require(all.first { $0.uid == "ada" })
        let left = try book.reader.remaining(query(), after: firstAda.key)
        // Ada's second number, José, Zoë, Alan, the number-only card and 王伟.
        #expect(left == RemainingEntries(contacts: 6, continuesContact: true))
        let last = try #require(all.last)
        #expect(try book.reader.remaining(query(), after: last.key) == RemainingEntries(contacts: 0, continuesContact: false))
    }

    @Test func lookupIgnoresFormattingAndMatchesTrailingDigits() throws {
        #expect(try book.entries(withNumber: "+1 (212) 555-0199", displayOrder: .givenFirst).map(\.uid) == ["alan"])
        #expect(try book.entries(withNumber: "5550005", displayOrder: .givenFirst).map(\.phone?.number) == ["555-0005"])
        #expect(try book.entries(withNumber: "+46701234567", displayOrder: .givenFirst).map(\.uid) == ["bjorn"])
        #expect(try book.entries(withNumber: "0199", displayOrder: .givenFirst).isEmpty)  // too few digits to trust
        #expect(try book.entries(withNumber: "555-0198", displayOrder: .givenFirst).isEmpty)
    }

    /// Lookup selects the listing's columns and decodes them with the listing's
    /// decoder: a number looked up gives the very entry the family-first
    /// listing shows for it, key and name in the display order included.
    @Test(arguments: NameOrder.allCases)
    func lookupFindsTheEntryTheListingShows(displayOrder: NameOrder) throws {
        try book.setOrders(.familyFirst, displayOrder)
        let listed = try book.reader.entries(EntryQuery(sortOrder: .familyFirst, displayOrder: displayOrder), limit: -1)
        let numbered = listed.filter { $0.phone != nil }
        #expect(numbered.count == 11)
        for entry in numbered {
            let number = try #require(entry.phone?.number)
            #expect(try book.entries(withNumber: number, displayOrder: displayOrder).contains(entry), "\(entry.uid)")
        }
    }

    @Test func lookupUsesTheReversedDigitsIndex() throws {
        let plan = try book.database.prepare("""
            EXPLAIN QUERY PLAN SELECT p.contact_id, p.position FROM phone_numbers p JOIN contacts c ON c.id = p.contact_id
            WHERE p.digits_reversed >= ? AND p.digits_reversed < ?
            """).map(["9910555", "9910555:"]) { $0.text(3) }
        #expect(plan.contains { $0.contains("phone_numbers_by_reversed_digits") })
    }

    @Test func findsByUIDOrByNameIgnoringCaseAndAccents() throws {
        let ada = try book.contactIDs(named: "ada")
        #expect(ada.count == 1)
        #expect(try book.contactIDs(named: "ADA LOVELACE") == ada)
        #expect(try book.contactIDs(named: "jose nunez") == book.contactIDs(named: "jose"))
        #expect(try book.contactIDs(named: "Ada").isEmpty)  // a UID is matched exactly, a name in full
        _ = try book.transaction {
            try ContactWriter(book, now: 0).insert(SampleBook.record("ada-2", "Ada Lovelace", "Ada", "Lovelace"))
        }
        #expect(try book.contactIDs(named: "Ada Lovelace").count == 2)
    }

    @Test func starAndUnstarChangeTheFavorites() throws {
        var starred = query()
        starred.starredOnly = true
        #expect(Set(try book.reader.entries(starred, limit: 100).map(\.uid)) == ["ada"])
        let alan = try #require(try book.contactIDs(named: "alan").first)
        #expect(try book.setStarred(true, contact: alan))
        #expect(Set(try book.reader.entries(starred, limit: 100).map(\.uid)) == ["ada", "alan"])
        #expect(try book.setStarred(false, contact: alan))
        #expect(Set(try book.reader.entries(starred, limit: 100).map(\.uid)) == ["ada"])
        #expect(try !book.setStarred(true, contact: 9999))
    }

    @Test func detailHasEverythingInCardOrder() throws {
        let id = try #require(try book.contactIDs(named: "ada").first)
        let detail = try #require(try book.contactDetail(id))
        #expect(detail.phones.map(\.number) == ["555-0005", "+44 20 7946 0005"])
        #expect(detail.emails.map(\.address) == ["ada@example.com"])
        #expect(detail.organization == "Analytical Engines" && detail.note == "First programmer" && detail.isStarred)
        #expect(try book.contactDetail(9999) == nil)
    }

    @Test(arguments: [NameOrder.givenFirst, .familyFirst])
    func sqlNamesMatchPersonName(order: NameOrder) throws {
        var listed = query()
        listed.displayOrder = order
        try book.setOrders(.familyFirst, order)
        for entry in try book.reader.entries(listed, limit: 100) {
            let detail = try #require(try book.contactDetail(entry.contactID))
            #expect(entry.name == detail.name.formatted(order))
        }
    }
}

/// A batch holds its entries' text in storage of its own, copied out of
/// SQLite: it reads the same however the statement that read it runs on.
@Suite("A batch of entries owns its text")
struct EntryBatchTests {
    @Test func aBatchReadsTheSameAfterItsStatementRunsAgain() throws {
        let book = try AddressBook.inMemory()
        try SampleBook.seed(book)
        let reader = book.reader
        let query = EntryQuery(sortOrder: .familyFirst, displayOrder: .givenFirst)
        let first = try reader.batch(query.inSection("L"), beyond: nil, forward: true, limit: 10, texts: .all)
        let expected = first.entries
        #expect(expected.map(\.uid) == ["ada", "ada"])
        // The same statement, run again for other rows, and another after it.
        _ = try reader.batch(query.inSection("T"), beyond: nil, forward: true, limit: 10, texts: .all)
        _ = try reader.entries(query, limit: -1)
        #expect(first.entries == expected)
        var names: [String] = []
        first.forEach { names.append(String(decoding: $0.name, as: UTF8.self)) }
        #expect(names == expected.map(\.name))
    }
}
