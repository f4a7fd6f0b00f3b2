import Contacts
import Reading
import Store
import Testing
import TestSupport
@testable import Sections

@Suite("The contacts screen and its decorators")
struct ContactsScreenTests {
    let book: AddressBook

    init() throws {
        book = try AddressBook.inMemory()
        try SampleBook.seed(book)
    }

    /// The screen of `state`, whose orders the book's settings take, as a screen's state takes the book's.
    private func build(_ state: ContactsState) throws -> Screen {
        try book.setOrders(state.settings.sortOrder, state.settings.displayOrder)
        return try ContactsScreen.build(state, from: book.reader)
    }

    private func names(in screen: Screen, _ section: SectionID) -> [String] {
        screen.section(section)?.rows.compactMap { row in
            row.as(PhoneEntryRow.self)?.name ?? row.as(ContactRow.self)?.name
        } ?? []
    }

    @Test func linksFirstThenLettersIgnoringCaseAndAccentsThenHash() throws {
        let screen = try build(ContactsState(settings: AppSettings()))
        // Favorites (Ada is starred) has its own tests below.
        #expect(screen.sections.map(\.id.description).filter { $0 != "favorites" }
            == ["links", "A", "E", "H", "L", "N", "Q", "T", "#"])
        #expect(screen.sections.first?.rows.map(\.selection) == [.open(.settings)])
        #expect(names(in: screen, .letter("A")) == ["Björn Åkesson", "Anna Andersson"])
        #expect(names(in: screen, .letter("E")) == ["Juliette Émile"])
        #expect(names(in: screen, .letter("#")) == ["+1 555 0100", "王伟"])
        // A contact without numbers is there once, as kind `contact`.
        #expect(screen.section(.letter("H"))?.rows.map(\.kind) == [.contact])
        #expect(screen.section(.letter("L"))?.rows.map(\.kind) == [.phone, .phone])
    }

    @Test func sortAndDisplayOrderComeFromTheSettings() throws {
        var settings = AppSettings()
        settings.sortOrder = .givenFirst
        settings.displayOrder = .familyFirst
        let screen = try build(ContactsState(settings: settings))
        #expect(names(in: screen, .letter("A")) == [
            "Lovelace Ada", "Lovelace Ada", "Turing Alan", "Turing Alan", "Andersson Anna"])
        #expect(screen.section(.letter("L")) == nil)
    }

    @Test func searchNarrowsEverySection() throws {
        let screen = try build(ContactsState(settings: AppSettings(), search: "jose"))
        #expect(screen.sections.map(\.id.description) == ["links", "N"])
    }

    /// A search's sections count their contacts, and say what remains
    /// after their first rows, as reading every entry of each would: the
    /// store counts them by section and a first page counts what it shows.
    @Test func searchSectionsCountAsEveryMatchingEntryWould() throws {
        for order in [NameOrder.familyFirst, .givenFirst] {
            var settings = AppSettings()
            settings.sortOrder = order
            for search in ["a", "e", "an", "lo", "555", "q", "jose", "zz"] {
                for pages in [ContactsState.Pages.all, .continued(size: 1), .loadMore(size: 1), .loadMore(size: 2),
                              .loadMore(size: 3)] {
                    let state = ContactsState(settings: settings, search: search, pages: pages)
                    let screen = try build(state)
                    var expected: [String] = []
                    for title in EntryQuery.sectionTitles {
                        let query = state.query.inSection(title), id = SectionID.letter(title)
                        let entries = try book.reader.entries(query, limit: -1)
                        guard !entries.isEmpty else {
                            #expect(screen.section(id) == nil, "\(search) \(title)")
                            continue
                        }
                        expected.append(title)
                        let section = try #require(screen.section(id), "\(search) \(title)")
                        #expect(section.contactCount == Set(entries.map(\.contactID)).count, "\(search) \(title) \(pages)")
                        guard let request = section.continuation else { continue }
                        let remaining = try book.reader.remaining(query, after: request.after)
                        #expect(request.remaining == remaining.contacts, "\(search) \(title) \(pages)")
                        #expect(request.continuesContact == remaining.continuesContact, "\(search) \(title) \(pages)")
                    }
                    let letters = screen.sections.compactMap { if case .letter(let title) = $0.id { title } else { nil } }
                    #expect(letters == expected, "\(search) \(pages)")
                }
            }
        }
    }

    @Test func favoritesSectionComesAfterTheLinksWithStarredEntries() throws {
        let state = ContactsState(settings: AppSettings())
        let screen = try build(state)
        #expect(screen.sections.map(\.id.description).prefix(3) == ["links", "favorites", "A"])
        #expect(names(in: screen, .favorites) == ["Ada Lovelace", "Ada Lovelace"])
        // The same entry, under two sections, has two identities.
        let ids = Array(screen.rows.map(\.id))
        #expect(Set(ids).count == ids.count)
    }

    @Test func noFavoritesSectionWhenNothingIsStarred() throws {
        let ada = try #require(try book.contactIDs(named: "ada").first)
        try book.setStarred(false, contact: ada)
        let state = ContactsState(settings: AppSettings())
        #expect(try build(state).section(.favorites) == nil)
    }

    @Test func inlineDetailSitsUnderTheExpandedEntryAndSelectingItCollapses() throws {
        let ada = try #require(try book.contactIDs(named: "ada").first)
        let expanded = RowID(section: .letter("L"), item: .phone(ada, 1))
        let screen = try build(ContactsState(settings: AppSettings(), expanded: [expanded]))
        let rows = try #require(screen.section(.letter("L"))?.rows)
        // Each field a row of its own kind, nested under the entry, identified by the detail's id.
        #expect(rows.map(\.kind) == [.phone, .phone, .phone, .phone, .email, .fact, .fact, .fact])
        #expect(rows.dropFirst(2).map(\.id.item.description) == [
            "detail:\(ada):1/phone:\(ada):0", "detail:\(ada):1/phone:\(ada):1", "detail:\(ada):1/email:0",
            "detail:\(ada):1/fact:organization", "detail:\(ada):1/fact:note", "detail:\(ada):1/fact:uid"])
        #expect(rows[4].as(DetailLine<EmailRow>.self)?.field.email.address == "ada@example.com")
        #expect(rows[5].cells.map(\.text) == ["organization", "Analytical Engines"])
        #expect(rows.dropFirst(2).allSatisfy { $0.nesting == 1 && $0.contactID == ada })
        #expect(rows.dropFirst(2).allSatisfy { $0.selection == .toggleDetail(expanded) })
        #expect(screen.selection(of: expanded) == .toggleDetail(expanded))
    }

    @Test func selectionResolvesByIdentityAfterRowsMove() throws {
        let state = ContactsState(settings: AppSettings())
        let alan = try #require(try book.contactIDs(named: "alan").first)
        let id = RowID(section: .letter("T"), item: .phone(alan, 1))
        let before = try build(state)
        let row = try #require(before.row(id))

        // New contacts above it, and Alan starred: every row below moves.
        _ = try book.transaction {
            try ContactWriter(book, now: 0).insert(SampleBook.record("t1", "Tom Tabor", "Tom", "Tabor",
                                                                     phones: [("home", "555-7777")]))
        }
        try book.setStarred(true, contact: alan)
        let after = try build(state)
        #expect(after.row(id) == row)
        #expect(after.selection(of: id) == .toggleDetail(id))
        #expect(Array(after.rows).firstIndex { $0.id == id } != Array(before.rows).firstIndex { $0.id == id })
        #expect(after.row(RowID(section: .favorites, item: .phone(alan, 1))) != nil)
    }
}
