@testable import phonebook
import Browser
import Sections
import Store
import Testing
import TestSupport

/// `list` and the browser build the contacts screen with the one builder,
/// `ContactsScreen.build`, each saying what it wants as a `ContactsState`:
/// for the same settings, search and page size, the same screen.
@Suite("One contacts screen for list and the browser")
struct OneContactsScreenTests {
    @Test(arguments: [nil, "zo"])
    func listWithALimitAndTheBrowserAtThatPageSizeGetTheSameScreen(search: String?) throws {
        let book = try AddressBook.inMemory()
        try SampleBook.seedLarge(book, count: 600)
        try book.setSetting(.pageSize, "7")
        let list = try List.parse(["--limit", "7"] + (search.map { ["--search", $0] } ?? []))
        var state = list.contactsState(settings: try book.appSettings(), format: .table)
        try state.list(nil, of: book)
        let fromList = try ContactsScreen.build(state, from: book.reader)
        let fromBrowser = try BrowserSession(book: book).screen(for: ScreenRequest(.contacts, search: search))
        #expect(fromList == fromBrowser)
        // Not two empty screens: Favorites, letters, and sections cut to pages.
        #expect(fromList.section(.favorites) != nil)
        #expect(fromList.sections.count > 3)
        #expect(fromList.rows.contains { $0.kind == .loadMore })
    }
}
