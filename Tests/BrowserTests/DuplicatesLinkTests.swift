import Browser
import Reading
import Sections
import Store
import Testing
import TerminalText
import TestSupport

/// The "Duplicates" link of the contacts screen and the groups screen it
/// opens: the link comes with the count of groups, made off the input loop
/// for the version of the book it was asked for; Enter on a group's row
/// asks to merge the group into its first contact, a yes merges it through
/// the session's merger, and the link goes once no group is left.
@Suite("The Duplicates link and screen")
struct DuplicatesLinkTests {
    let book: AddressBook

    init() throws {
        book = try AddressBook.inMemory()
        try SampleBook.seed(book)
        // A second Grace Hopper with Grace's email: one group of two.
        try book.transaction {
            _ = try ContactWriter(book, now: 1_700_000_001).insert(
                SampleBook.record("grace-2", "Grace Hopper", "Grace", "Hopper", emails: [("home", "GRACE@example.mil")]))
        }
    }

    /// The real merge, as `phonebook merge` and the browser's `M` do it.
    private let merger = ContactMerger.merging

    private func links(_ browser: ScriptedBrowser) -> [String] {
        browser.state.stack[0].screen?.section(.links)?.rows.compactMap { $0.as(LinkRow.self)?.title } ?? []
    }

    /// The counts asked for, in order: one per new version of the book.
    private func counts(_ browser: ScriptedBrowser) -> [BookVersion] {
        browser.linkEffects.compactMap { if case .countDuplicates(let version) = $0 { version } else { nil } }
    }

    private static let withoutLink = """
        Contacts
        Links
        > Settings        ›
        Favorites
          Ada Lovelace    mobile  555-0005
          Ada Lovelace    home    +44 20 7946 0005
        A
          Björn Åkesson   mobile  +46 70 123 45 67
          Anna Andersson  mobile  070-555 12 12
        E
          Juliette Émile  work    01 23 45 67 89
        1/13  Contacts  ↑↓ move  ⏎ select  / search  ? help  q quit
        """

    /// The first frame never waits for the count: it has no link; the count
    /// comes later (off the input loop, in the driver) and the link with it.
    @Test func theFirstFrameHasNoLinkTheCountBringsItSayingHowManyGroups() throws {
        var browser = ScriptedBrowser(book, rows: 12, holdsDuplicates: true, merger: merger)
        let version = try book.version()
        #expect(browser.held == [.countDuplicates(version)])
        expectFrame(browser, Self.withoutLink)
        browser.release { _ in true }
        #expect(browser.state.duplicateCount == DuplicateCount(groups: 1, version: version))
        expectFrame(browser, """
            Contacts
            Links
            > Settings        ›
              Duplicates      1 group ›
            Favorites
              Ada Lovelace    mobile  555-0005
              Ada Lovelace    home    +44 20 7946 0005
            A
              Björn Åkesson   mobile  +46 70 123 45 67
              Anna Andersson  mobile  070-555 12 12
            E
            1/14  Contacts  ↑↓ move  ⏎ select  / search  ? help  q quit
            """)
    }

    /// The book changed after a count was asked for: when that count comes
    /// it is dropped, and the link waits for the count of the book as it is.
    @Test func aCountOfAnOlderVersionOfTheBookIsDropped() throws {
        var browser = ScriptedBrowser(book, rows: 12, holdsDuplicates: true, merger: merger)
        try book.remove([try #require(try book.contactIDs(named: "grace-2").first)])  // as another connection would
        browser.press(.enter, .left)  // to Settings and back: the book's version is read again
        let versions = counts(browser), now = try book.version()
        #expect(versions.count == 2 && versions[1] == now && versions[0] != versions[1])

        browser.release { $0 == .countDuplicates(versions[0]) }  // one group, of the book before the removal
        #expect(browser.state.duplicateCount == nil)
        expectFrame(browser, Self.withoutLink)
        browser.release { _ in true }
        #expect(browser.state.duplicateCount == DuplicateCount(groups: 0, version: versions[1]))
        #expect(links(browser) == ["Settings"])
    }

    /// Coming back to the contacts screen reads the book's version: the
    /// same book is not counted again; after a change, it is.
    @Test func anUnchangedBookIsNotCountedAgainAChangedOneIs() throws {
        var browser = ScriptedBrowser(book, rows: 12, merger: merger)
        #expect(counts(browser).count == 1)
        browser.press(.enter, .left, .enter, .left)  // Settings and back, twice
        #expect(counts(browser).count == 1)
        #expect(browser.linkEffects.filter { $0 == .readBookVersion }.count == 3)
        #expect(links(browser) == ["Settings", "Duplicates"])

        let grace2 = try #require(try book.contactIDs(named: "grace-2").first)
        while browser.state.current.cursorRow?.contactID != grace2 { browser.press(.down) }
        browser.press(.character("d"), .character("y"))
        #expect(counts(browser).count == 2)
        #expect(links(browser) == ["Settings"])
        browser.press(.home, .enter, .left)
        #expect(counts(browser).count == 2)
    }

    @Test func enterOnAGroupAsksYesMergesTheLinkGoesAndUndoBringsItBack() throws {
        var browser = ScriptedBrowser(book, rows: 40, merger: merger)
        let grace = try #require(try book.contactIDs(named: "grace").first)
        let grace2 = try #require(try book.contactIDs(named: "grace-2").first)
        browser.press(.home)
        while browser.state.current.cursorRow?.as(LinkRow.self)?.title != "Duplicates" { browser.press(.down) }
        browser.press(.enter)
        #expect(browser.state.current.destination == .duplicates)
        let screen = try #require(browser.state.current.screen)
        #expect(screen.sections.count == 1 && screen.sections[0].title.hasPrefix("1 · "),
                "\(screen.sections.map(\.title))")
        #expect(screen.sections[0].rows.map(\.id.item) == [.duplicate(grace), .duplicate(grace2)])
        #expect(screen.sections[0].rows.map(\.contactID) == [grace, grace2])
        #expect(trimmed(browser.frame).contains("Grace Hopper"))

        browser.press(.down, .enter)  // the group's second row: the group is merged all the same, into its first
        #expect(browser.state.mode == .confirming(.mergeContacts([grace, grace2], preview: MergePreview(
            name: "Grace Hopper", others: ["Grace Hopper"], brief: "nothing new"))))
        #expect((trimmed(browser.frame).split(separator: "\n").last ?? "")
            .hasPrefix("Merge 2 contacts into Grace Hopper (nothing new)? y/n"))
        browser.press(.character("y"))
        #expect(try book.contactIDs(named: "grace-2").isEmpty)
        #expect(browser.state.current.destination == .duplicates)
        #expect(browser.state.current.screen?.sections.flatMap(\.rows).map(\.kind) == [.text])
        #expect(browser.state.current.cursorRow != nil)
        #expect(links(browser) == ["Settings"])

        browser.press(.character("u"))
        #expect(try book.contactIDs(named: "grace-2") == [grace2])
        #expect(browser.state.current.screen?.sections.first?.rows.map(\.contactID) == [grace, grace2])
        #expect(links(browser) == ["Settings", "Duplicates"])
    }

    /// Back on the contacts screen after merging the only group: the count
    /// of the merged book has come (here at once) and the link is gone.
    @Test func afterMergingTheLastGroupTheContactsScreenHasNoLink() throws {
        var browser = ScriptedBrowser(book, rows: 12, merger: merger)
        browser.press(.down, .enter, .enter, .character("y"))
        #expect(browser.state.message == "merged Grace Hopper into Grace Hopper")
        browser.press(.left)
        #expect(browser.state.duplicateCount?.groups == 0)
        // The cursor follows the kept contact (its placeholder card has no N, so it sorts by its given name).
        expectFrame(browser, """
            Contacts
              Juliette Émile  work    01 23 45 67 89
            G
            > Grace Hopper
            L
              Ada Lovelace    mobile  555-0005
              Ada Lovelace    home    +44 20 7946 0005
            N
              José Núñez      mobile  +34 600 111 222
            Q
              Zoë Quist       home    555-0177
            6/12  Contacts  ↑↓ move  ⏎ select  / search  ? help  q quit
            """)
        browser.press(.home)
        expectFrame(browser, Self.withoutLink.replacingOccurrences(of: "1/13", with: "1/12"))  // a row fewer: merged
    }
}
