import Contacts
import Testing
import TestSupport
@testable import Reading
@testable import SQLite
@testable import Store

/// The read side limited to one book (`EntryQuery.book`): every read gives
/// what a read of every book gives, less the other books' contacts; a
/// book's group cards are in neither.
@Suite("Several books: reads of one book")
struct BookReadTests {
    /// The sample book in the default book, a large generated one in
    /// "work", each with group cards (in no section, no search).
    private func books() throws -> (AddressBook, work: Book) {
        let book = try AddressBook.inMemory()
        try SampleBook.seed(book)
        let work = try book.createBook(BookName("work"))
        try book.transaction {
            for (index, id) in [BookID(1), work.id, work.id].enumerated() {
                var group = SampleBook.record("group-\(index)", "Ada's Team \(index)", "Ada", "Team")
                (group.isGroup, group.members) = (true, ["ada", "work-1"])
                _ = try ContactWriter(book, now: 1, into: id).insert(group)
            }
            let writer = try ContactWriter(book, now: 1, into: work.id)
            for index in 0..<300 {
                let (given, family) = (["Ada", "Anna", "José", "Zoë"][index % 4], ["Lovelace", "Turing", "Núñez"][index % 3])
                _ = try writer.insert(SampleBook.record("work-\(index)", "\(given) \(family)", given, family,
                                                       phones: index % 5 == 0 ? [] : [("work", "555-1\(index)")],
                                                       emails: [("work", "\(index)@example.org")]))
            }
        }
        return (book, work)
    }

    @Test(arguments: [nil, "a", "an", "lov", "555", "example"])
    func eachReadOfABookIsTheReadOfEveryBookLessTheOthers(search: String?) throws {
        let (book, work) = try books()
        for id in [BookID(1), work.id] {
            let inBook = Set(try book.database.prepare("SELECT id FROM contacts WHERE book_id = ? AND is_group = 0")
                .map([id]) { $0.int64(0) })
            for order in [NameOrder.familyFirst, .givenFirst] {
                try book.setOrders(order, .givenFirst)
                let every = EntryQuery(sortOrder: order, displayOrder: .givenFirst, search: search.flatMap(SearchTerm.init))
                var one = every
                one.book = id
                let expected = try book.reader.entries(every, limit: -1).filter { inBook.contains($0.contactID) }
                #expect(try book.reader.entries(one, limit: -1) == expected, "\(search ?? "-") \(order)")
                let sections = try book.reader.contactCountsBySection(one)
                for (title, count) in sections {
                    let contacts = Set(try book.reader.entries(one.inSection(title), limit: -1).map(\.contactID))
                    #expect(contacts.count == count, "\(search ?? "-") \(order) \(title)")
                }
                #expect(sections.values.reduce(0, +) == Set(expected.map(\.contactID)).count)
                #expect(Set(try book.reader.entries(one, limit: -1).map(\.contactID)) == (search == nil ? inBook : Set(expected.map(\.contactID))))
                let mail = try book.reader.emailEntries(one).map(\.contactID)
                #expect(mail == (try book.reader.emailEntries(every).map(\.contactID)).filter(inBook.contains))
            }
        }
    }

    /// Favorites of one book walk the starred index, never the whole book's.
    @Test func theStarredOfABookAreReadByTheirIndex() throws {
        let (book, work) = try books()
        var query = EntryQuery(sortOrder: .familyFirst, displayOrder: .givenFirst, starredOnly: true)
        query.book = work.id
        let (text, values) = PageSQL.page(section: nil, beyond: nil, forward: true, limit: 10,
                                          filter: ContactFilter(query, search: .none), uids: true, details: false,
                                          books: false)
        let plan = try book.database.prepare("EXPLAIN QUERY PLAN " + text).map(values) { $0.text(3) }
        #expect(plan.contains { $0.contains("contacts_starred") }, "\(plan)")
    }

    /// A book has groups when a group card or a contact with a category is
    /// in it: another book's categories, or none anywhere, give it none.
    @Test func aBookHasGroupsOfItsOwnGroupCardsAndCategoriesAlone() throws {
        let book = try AddressBook.inMemory()
        let work = try book.createBook(BookName("work")), home = try book.createBook(BookName("home"))
        var ids: [BookID: ContactID] = [:]
        try book.transaction {
            for (index, id) in [BookID(1), work.id, home.id].enumerated() {
                ids[id] = try ContactWriter(book, now: 1, into: id).insert(SampleBook.record("p\(index)", "P \(index)", "P", "\(index)"))
            }
        }
        #expect(try [nil, BookID(1), work.id, home.id].map { try book.hasGroups(in: $0) } == [false, false, false, false])
        try book.database.execute("INSERT INTO contact_categories VALUES (\(ids[work.id]!), 0, 'Friends')")
        #expect(try [nil, BookID(1), work.id, home.id].map { try book.hasGroups(in: $0) } == [true, false, true, false])
        try book.transaction {
            var group = SampleBook.record("g", "Team", "", "Team")
            group.isGroup = true
            _ = try ContactWriter(book, now: 1, into: home.id).insert(group)
        }
        #expect(try [nil, BookID(1), work.id, home.id].map { try book.hasGroups(in: $0) } == [true, false, true, true])
    }
}
