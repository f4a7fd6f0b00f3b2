import Browser
import Reading
import Sections
import Store
import Testing
import TerminalText
import TestSupport

/// Space marks contacts and `M` merges the marked ones: the marks, what
/// `M` says with too few, the question it asks and the change a yes makes.
/// (The merge itself is the driver's `ContactMerger`: see the tmux tests.)
@Suite("Marks and merging")
struct MarkKeysTests {
    let book: AddressBook

    init() throws {
        book = try AddressBook.inMemory()
        try SampleBook.seed(book)
    }

    private func id(_ uid: String) throws -> ContactID {
        try #require(try book.contactIDs(named: uid).first)
    }

    /// Moves the cursor down from the first row to the first row of `name`.
    private func moveCursor(_ browser: inout ScriptedBrowser, to name: String,
                            sourceLocation: SourceLocation = #_sourceLocation) {
        browser.press(.home)
        for _ in 0..<browser.rowCount {
            if browser.state.current.cursorRow?.cells.first?.text == name { return }
            browser.press(.down)
        }
        Issue.record("no row of \(name)", sourceLocation: sourceLocation)
    }

    /// The frame's lines that show `name`.
    private func lines(of name: String, _ browser: ScriptedBrowser) -> [String] {
        trimmed(browser.frame).split(separator: "\n").map(String.init).filter { $0.contains(name) }
    }

    @Test func spaceMarksTheContactOnEveryRowOfItAndTheStatusLineCountsThem() throws {
        var browser = ScriptedBrowser(book, rows: 40)
        moveCursor(&browser, to: "Alan Turing")
        browser.press(.character(" "))
        #expect(browser.state.marked == [try id("alan")])
        let alan = lines(of: "Alan Turing", browser)
        #expect(alan.count == 2 && alan.allSatisfy { $0.dropFirst().hasPrefix("*") }, "\(alan)")
        #expect(lines(of: "Grace Hopper", browser).allSatisfy { !$0.contains("*") })
        let status = trimmed(browser.frame).split(separator: "\n").last ?? ""
        #expect(status.contains("  1 marked  Contacts  "), "\(status)")
        expectExactSize(browser)

        browser.press(.character(" "))
        #expect(browser.state.marked.isEmpty)
        #expect(lines(of: "Alan Turing", browser).allSatisfy { !$0.contains("*") })
        #expect(!trimmed(browser.frame).contains("marked"))
    }

    @Test func spaceNoLongerPagesAndOnARowOfNoContactSaysSo() throws {
        var browser = ScriptedBrowser(book, rows: 12)
        browser.press(.home)
        let cursor = browser.state.current.cursor
        browser.press(.character(" "))
        #expect(browser.state.current.cursor == cursor && browser.state.marked.isEmpty)
        #expect(browser.state.message == "no contact here")
    }

    @Test func mWithFewerThanTwoMarkedSaysSoAndAsksNothing() throws {
        var browser = ScriptedBrowser(book, rows: 40)
        browser.press(.character("M"))
        #expect(browser.state.message == "mark two or more contacts with Space to merge them")
        moveCursor(&browser, to: "Alan Turing")
        browser.press(.character(" "), .character("M"))
        #expect(browser.state.message == "1 contact marked: mark another with Space to merge them")
        #expect(!browser.performed.contains { if case .askToMerge = $0 { true } else { false } })
        #expect(browser.state.mode == .normal)
    }

    @Test func mAsksKeepingTheFirstMarkedAndYesMergesThenClearsTheMarks() throws {
        var browser = ScriptedBrowser(book, rows: 40)
        moveCursor(&browser, to: "Grace Hopper")
        browser.press(.character(" "))
        moveCursor(&browser, to: "Alan Turing")
        browser.press(.character(" "))
        let grace = try id("grace"), alan = try id("alan")
        let (marked, asking) = reduce(browser.state, .mergeMarked)
        #expect(asking == [.askToMerge([grace, alan])])

        let preview = MergePreview(name: "Grace Hopper", others: ["Alan Turing"], brief: "+2 numbers, +1 email")
        let (asked, _) = reduce(marked, .ask(.mergeContacts([grace, alan], preview: preview)))
        #expect(asked.mode == .confirming(.mergeContacts([grace, alan], preview: preview)))
        let question = render(asked, size: TerminalSize(rows: 40, columns: 80), colors: false).last ?? ""
        #expect(question.hasPrefix("Merge 2 contacts into Grace Hopper (+2 numbers, +1 email)? y/n"))

        let (declined, none) = reduce(asked, .confirm(false))
        #expect(none.isEmpty && declined.mode == .normal && declined.marked == [grace, alan])

        let (merging, effects) = reduce(asked, .confirm(true))
        #expect(effects == [.change(.merge([grace, alan]), then: merging.stack.map(\.request))])
        #expect(merging.marked.isEmpty && merging.mode == .normal)
    }

    @Test func aSessionWithoutAMergerSaysItCannotMerge() throws {
        let session = BrowserSession(book: book)
        #expect(session.run(.askToMerge([try id("grace"), try id("alan")])) == .failed("merging is not possible here"))
        #expect(try book.contactIDs(named: "alan").count == 1)
    }
}
