import Browser
import Sections
import Store
import Testing
import TerminalText
import TestSupport

/// The "Duplicates" link of the contacts screen and the groups screen it
/// opens: Enter on a group's row asks to merge the group into its first
/// contact, a yes merges it through the session's merger, and the link
/// goes once no group is left.
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

    @Test func theLinkIsThereOnlyWhileTheBookHasDuplicates() throws {
        var browser = ScriptedBrowser(book, rows: 40, merger: merger)
        #expect(links(browser) == ["Settings", "Duplicates"])
        try book.remove([try #require(try book.contactIDs(named: "grace-2").first)])
        browser = ScriptedBrowser(book, rows: 40, merger: merger)
        #expect(links(browser) == ["Settings"])
    }

    /// Finding them would cost every build of the screen too much: a larger book has no link.
    @Test func aBookOverTheLimitHasNoLinkThoughItHasDuplicates() throws {
        let large = try AddressBook.inMemory()
        try large.transaction {
            let writer = try ContactWriter(large, now: 1_700_000_000)
            for number in 0...BrowserSession.duplicatesLinkLimit {
                // Pairs sharing an email: each pair a group.
                _ = try writer.insert(SampleBook.record("c\(number)", "Person \(number)", "Person", "\(number)",
                                                        emails: [("home", "p\(number / 2)@example.com")]))
            }
        }
        #expect(try large.hasDuplicates(settings: AppSettings()))
        #expect(links(ScriptedBrowser(large, rows: 40, merger: merger)) == ["Settings"])
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
}
