import Contacts
@testable import Reading
import Testing
import TestSupport
@testable import Store

@Suite("What a search finds, whatever the stored search text leaves out")
struct SearchTextTests {
    private func found(_ text: String, in book: AddressBook) throws -> [String] {
        let query = EntryQuery(sortOrder: .familyFirst, displayOrder: .givenFirst, search: SearchTerm(text))
        return Array(Set(try book.reader.entries(query, limit: 100).map(\.uid))).sorted()
    }

    @Test func namesEmailsAndOrganizationsAreFoundWhereverTheyAreKept() throws {
        let book = try AddressBook.inMemory()
        let writer = try ContactWriter(book, now: 0)
        // The family name is not in the display name; the given name is.
        try writer.insert(SampleBook.record("ada", "Dr. Ada King", "Ada", "Lovelace", organization: "Analytical Engines",
                                            emails: [("work", "Ada.King@Engines.EXAMPLE")]))
        // A non-ASCII address folds to something its lowercase is not.
        try writer.insert(SampleBook.record("jose", "José Núñez", "José", "Núñez",
                                            emails: [("home", "josé.núñez@exämple.org")]))
        try writer.insert(SampleBook.record("zoe", "Zoë Quist", "Zoë", "Quist", emails: [("home", "zq@example.net")]))

        #expect(try found("lovelace", in: book) == ["ada"], "a family name left out of the display name")
        #expect(try found("ada", in: book) == ["ada"])
        #expect(try found("engines.example", in: book) == ["ada"], "an ASCII email, any case")
        #expect(try found("ADA.KING@", in: book) == ["ada"])
        #expect(try found("analytical", in: book) == ["ada"])
        #expect(try found("jose.nunez@exa", in: book) == ["jose"], "a non-ASCII email, folded")
        #expect(try found("josé.núñez@exämple", in: book) == ["jose"])
        #expect(try found("zq@", in: book) == ["zoe"])
        #expect(try found("zoe", in: book) == ["zoe"])
        #expect(try found("example", in: book) == ["ada", "jose", "zoe"])
        #expect(try found("nobody", in: book) == [])
    }

    @Test func likeWildcardsInASearchAreLiteral() throws {
        let book = try AddressBook.inMemory()
        let writer = try ContactWriter(book, now: 0)
        try writer.insert(SampleBook.record("under", "Una", "Una", "", emails: [("work", "first_last@example.org")]))
        try writer.insert(SampleBook.record("plain", "Pia", "Pia", "", emails: [("work", "firstXlast@example.org")]))
        try writer.insert(SampleBook.record("pct", "Per", "Per", "", emails: [("work", "100%\\sure@example.org")]))
        #expect(try found("first_last", in: book) == ["under"])
        #expect(try found("100%\\", in: book) == ["pct"])
        #expect(try found("%", in: book) == ["pct"])
    }

    @Test func theSearchTextKeepsNoPartAnotherPartHolds() throws {
        let keys = ContactKeys(SampleBook.record("ada", "Ada Lovelace", "Ada", "Lovelace", organization: "Engines",
                                                 emails: [("work", "ada@example.org"), ("home", "adä@example.org")]))
        #expect(keys.searchText.split(separator: "\u{1}") == ["ada lovelace", "lovelace ada", "engines", "ada@example.org"])
    }
}
