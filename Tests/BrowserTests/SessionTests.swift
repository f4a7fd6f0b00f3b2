import Accounts
import Browser
import Credentials
import Foundation
import Reading
import Sections
import Store
import Testing
import TestSupport

@Suite("The session that performs effects")
struct SessionTests {
    @Test func aSearchRunsOnItsOwnConnectionOffTheInputLoop() async throws {
        try await withTemporaryDirectory { folder in
            let path = folder.appendingPathComponent("book.sqlite3").path
            try SampleBook.seed(try AddressBook.open(at: path))
            var browser = ScriptedBrowser(try AddressBook.open(at: path))
            browser.holdsSearches = true
            browser.press(.character("/"))
            browser.type("jose")
            let search = try #require(browser.held.last)
            // Another thread, another connection: AddressBook never crosses threads.
            let answer = await Task.detached { () -> BrowserInput? in
                guard let session = try? BrowserSession.open(at: path, build: .release) else { return nil }
                return session.run(search)
            }.value
            browser.send(try #require(answer))
            let names = browser.state.current.screen?.section(.letter("N"))?.rows.map { $0.cells.first?.text }
            #expect(names == ["José Núñez"])
            #expect(browser.state.current.screen?.section(.letter("A")) == nil)
        }
    }

    @Test func everyDestinationBuildsAndAFailureReachesTheStatusLine() throws {
        let book = try AddressBook.inMemory()
        try SampleBook.seed(book)
        let session = BrowserSession(book: book, build: .debug)
        for destination in [Destination.contacts, .settings, .termsAndConditions, .privacyPolicy, .debugSettings] {
            let screen = try session.screen(for: ScreenRequest(destination))
            #expect(!Array(screen.rows).isEmpty, "\(destination)")
        }
        let ada = try #require(try book.contactIDs(named: "ada").first)
        #expect(try session.screen(for: ScreenRequest(.contact(ada))).title == "Ada Lovelace")
        var browser = ScriptedBrowser(book, rows: 12, columns: 40)
        browser.send(try #require(session.run(.buildScreen(ScreenRequest(.contact(9999))))))
        #expect(browser.state.message == "that contact is gone")
        #expect(browser.frame.hasSuffix("that contact is gone" + String(repeating: " ", count: 20)))
        #expect(session.run(.quit) == nil)
    }

    /// A contacts screen of a book removed meanwhile (by another command) is
    /// not every book's, unsaid: the session says the book is gone, and the
    /// browser shows the Books screen read again, every book listed.
    @Test func aContactsScreenOfABookRemovedMeanwhileSaysTheBookIsGone() throws {
        let book = try AddressBook.inMemory()
        try SampleBook.seed(book)
        let work = try book.createBook(BookName("work"))
        _ = try book.removeBook("work", withContacts: true)
        let session = BrowserSession(book: book, build: .debug)
        let answer = session.run(.buildScreen(ScreenRequest(.contacts, book: work.id)))
        #expect(answer == .bookGone("that book is gone"))
        var browser = ScriptedBrowser(book, rows: 12, columns: 40)
        browser.send(try #require(answer))
        #expect(browser.state.stack.map(\.destination) == [.contacts, .books])
        #expect(browser.state.stack.map(\.book) == [nil, nil])
        #expect(browser.state.current.screen?.title == "Books")
        #expect(browser.state.message == "that book is gone")
    }

    @Test func theLogInFormPausesAfterAWrongPasswordAsTheCommandLineDoes() throws {
        let pauses = RecordedPauses()
        let book = try AddressBook.inMemory(loginThrottle: pauses.throttle)
        try book.createAccount(user: UserName("ada"), password: Secret("analytical-engine"),
                               parameters: ScryptParameters(cost: 1 << 10, blockSize: 8, parallelization: 1))
        let session = BrowserSession(book: book, build: .release)
        let settings = ScreenRequest(.settings)
        let wrong = session.run(.logIn(user: "ada", password: MaskedText("analytical-engin"), then: settings))
        #expect(wrong == .failed("wrong user name or password"))
        #expect(pauses.pauses == [LoginThrottle.wrongPasswordPause])
        let unknown = session.run(.logIn(user: "bob", password: MaskedText("analytical-engine"), then: settings))
        #expect(unknown == .failed("wrong user name or password"))
        #expect(pauses.pauses.count == 2)
        guard case let .changed(report) = session.run(.logIn(user: "ada", password: MaskedText("analytical-engine"),
                                                              then: settings)) else {
            Issue.record("the right password did not log in")
            return
        }
        #expect(report.message == "logged in as ada")
        #expect(pauses.pauses.count == 2)  // a success answers at once
        #expect(try book.authState().loggedInUser == "ada")
    }
}
