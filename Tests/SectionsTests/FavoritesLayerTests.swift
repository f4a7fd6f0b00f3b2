import Contacts
import Store
import Testing
import TestSupport
@testable import Sections

/// Favorites is a layer over the base list: the base knows nothing of it,
/// and it knows nothing of the base but where the links end.
@Suite("The Favorites layer")
struct FavoritesLayerTests {
    let book: AddressBook
    let state = ContactsState(settings: AppSettings(), pages: .loadMore(size: 5))

    init() throws {
        book = try AddressBook.inMemory()
        try SampleBook.seedLarge(book, count: 300)
    }

    @Test func theBaseListHasNoFavoritesAndTheLayerPutsThemRightAfterTheLinks() throws {
        let base = try ContactsScreen.base(state, from: book.reader)
        #expect(!base.sections.contains { $0.id == .favorites })
        let layered = try FavoritesSection(state).layer(base, using: book.reader)
        #expect(layered.sections.map(\.id) == [.links, .favorites] + base.sections.dropFirst().map(\.id))
        let favorites = try #require(layered.section(.favorites))
        #expect(!favorites.rows.isEmpty && favorites.rows.allSatisfy { $0.entryKey != nil })
    }

    @Test func overAScreenWithoutLinksTheLayerGoesFirstAndTouchesNothingElse() throws {
        let other = Screen(id: .contacts, title: "Other", sections: [
            Section(id: .letter("Q"), title: "Q", rows: [Row(TextRow(number: 1, text: "kept"), in: .letter("Q"))]),
        ])
        let layered = try FavoritesSection(state).layer(other, using: book.reader)
        #expect(layered.sections.map(\.id) == [.favorites, .letter("Q")])
        #expect(layered.sections.last == other.sections.last)
    }

    @Test func aBookWithNothingStarredGetsNoFavoritesSection() throws {
        let empty = try AddressBook.inMemory()
        let base = Screen(id: .contacts, title: "Contacts", sections: [ContactsScreen.links(duplicateGroups: 0)])
        #expect(try FavoritesSection(state).layer(base, using: empty.reader) == base)
    }

    /// The order `ScreenLayers` states: the decorators see the layer's section.
    @Test func decoratorsRunAfterTheLayerAndCutItsSectionToAPage() throws {
        let wrapped = try ScreenLayers(layers: [FavoritesSection(ContactsState(settings: AppSettings()))],
                                       decorators: [LoadMoreRows(pageSize: 2)])
            .wrap(ContactsScreen.base(state, from: book.reader), using: book.reader)
        let favorites = try #require(wrapped.section(.favorites))
        #expect(favorites.rows.filter { $0.entryKey != nil }.count == 2)
        #expect(favorites.rows.last?.kind == .loadMore)
    }
}
