import Accounts
import Browser
import Credentials
import Foundation
import Sections
import Store
import Testing
import TestSupport

@Suite("Selecting rows: inline details, links, account actions")
struct SelectionTests {
    let book: AddressBook

    init() throws {
        book = try AddressBook.inMemory(loginThrottle: RecordedPauses().throttle)  // a wrong password does not wait
        try SampleBook.seed(book)
    }

    @Test func anEntryTogglesItsDetailBeneathAndSeveralStayOpenWhileScrolling() {
        var browser = ScriptedBrowser(book)
        browser.press(.down, .down, .enter)  // Ada Lovelace, home, under Favorites
        expectFrame(browser, """
            Contacts
            Links
              Settings        ›
            Favorites
              Ada Lovelace    mobile  555-0005
            > Ada Lovelace    home    +44 20 7946 0005
                mobile        555-0005
                home          +44 20 7946 0005
                home email    ada@example.com
                organization  Analytical Engines
                note          First programmer
                uid           ada
            A
              Björn Åkesson   mobile  +46 70 123 45 67
              Anna Andersson  mobile  070-555 12 12
            E
              Juliette Émile  work    01 23 45 67 89
            H
              Grace Hopper
            L
              Ada Lovelace    mobile  555-0005
              Ada Lovelace    home    +44 20 7946 0005
            N
            2/12  Contacts  ↑↓ move  ⏎ select  / search  ? help  q quit
            """)
        for _ in 0..<8 { browser.press(.down) }  // Anna Andersson: each of the detail's 6 lines is a stop
        browser.press(.enter)
        browser.press(.end)
        expectFrame(browser, """
            Contacts
            A
              Björn Åkesson   mobile  +46 70 123 45 67
              Anna Andersson  mobile  070-555 12 12
                mobile  070-555 12 12
                uid     anna
            E
              Juliette Émile  work    01 23 45 67 89
            H
              Grace Hopper
            L
              Ada Lovelace    mobile  555-0005
              Ada Lovelace    home    +44 20 7946 0005
            N
              José Núñez      mobile  +34 600 111 222
            Q
              Zoë Quist       home    555-0177
            T
              Alan Turing     home    555-0199
              Alan Turing     work    555-0142
            #
              +1 555 0100     other   +1 555 0100
            > 王伟            mobile  138 0013 8000
            12/12  Contacts  ↑↓ move  ⏎ select  / search  ? help  q quit
            """)
        browser.press(.home)
        expectFrame(browser, """
            Contacts
            Links
            > Settings        ›
            Favorites
              Ada Lovelace    mobile  555-0005
              Ada Lovelace    home    +44 20 7946 0005
                mobile        555-0005
                home          +44 20 7946 0005
                home email    ada@example.com
                organization  Analytical Engines
                note          First programmer
                uid           ada
            A
              Björn Åkesson   mobile  +46 70 123 45 67
              Anna Andersson  mobile  070-555 12 12
                mobile  070-555 12 12
                uid     anna
            E
              Juliette Émile  work    01 23 45 67 89
            H
              Grace Hopper
            L
              Ada Lovelace    mobile  555-0005
            1/12  Contacts  ↑↓ move  ⏎ select  / search  ? help  q quit
            """)
        #expect(browser.state.current.expanded.count == 2)
        // Selecting a line of the detail closes it again; the cursor goes to its entry.
        browser.press(.down, .down, .down, .enter)
        expectFrame(browser, """
            Contacts
            Links
              Settings        ›
            Favorites
              Ada Lovelace    mobile  555-0005
            > Ada Lovelace    home    +44 20 7946 0005
            A
              Björn Åkesson   mobile  +46 70 123 45 67
              Anna Andersson  mobile  070-555 12 12
                mobile  070-555 12 12
                uid     anna
            E
              Juliette Émile  work    01 23 45 67 89
            H
              Grace Hopper
            L
              Ada Lovelace    mobile  555-0005
              Ada Lovelace    home    +44 20 7946 0005
            N
              José Núñez      mobile  +34 600 111 222
            Q
              Zoë Quist       home    555-0177
            T
            2/12  Contacts  ↑↓ move  ⏎ select  / search  ? help  q quit
            """)
    }

    @Test func theLinksRowOpensSettingsAndBackReturnsToTheSameRowAndScroll() throws {
        try logInAndConnect()
        var browser = ScriptedBrowser(book, rows: 12, columns: 40)
        browser.press(.enter)
        expectFrame(browser, """
            Contacts › Settings
            Account
            > Log Out
              Logged in as          ada
              Vault                 unlocked until …
              Log Out of carddav
            Preferences
              Sort Order            family-first
              Display Order         given-first
              Page Size             50
              Region                none
            1/13  Settings  ↑↓ move  ⏎ select
            """)
        browser.press(.end, .up)  // Terms and Conditions, scrolled into view
        let settings = browser.state.current
        #expect(settings.top > 0)
        browser.press(.right)
        #expect(browser.state.stack.count == 3)
        browser.press(.left)
        #expect(browser.state.current.cursor == settings.cursor && browser.state.current.top == settings.top)
        expectFrame(browser, """
            Contacts › Settings
              Sort Order            family-first
              Display Order         given-first
              Page Size             50
              Region                none
              History Days          90
              History Entries       1000
              Session Timeout       30
            About
            > Terms and Conditions  ›
              Privacy Policy        ›
            12/13  Settings  ↑↓ move  ⏎ select
            """)
        browser.press(.character("q"))
        #expect(browser.state.stack.count == 1 && !browser.performed.contains(.quit))
        #expect(browser.state.current.cursor == RowID(section: .links, item: .link(.settings)))
    }

    private func logInAndConnect() throws {
        try book.createAccount(user: UserName("ada"), password: Secret("analytical-engine"),
                               parameters: ScryptParameters(cost: 1 << 10, blockSize: 8, parallelization: 1))
        try book.logIn(user: UserName("ada"), password: Secret("analytical-engine"), now: ScriptedBrowser.now)
        try book.connect(service: ServiceName("carddav"), user: UserName("ada"), serverURL: nil,
                         secret: Secret("token"), now: ScriptedBrowser.now)
    }

    @Test func logOutAsksFirstThenTheSettingsScreenIsRebuilt() throws {
        try book.createAccount(user: UserName("ada"), password: Secret("analytical-engine"),
                               parameters: ScryptParameters(cost: 1 << 10, blockSize: 8, parallelization: 1))
        try book.logIn(user: UserName("ada"), password: Secret("analytical-engine"), now: ScriptedBrowser.now)
        var browser = ScriptedBrowser(book)
        browser.press(.enter)
        expectFrame(browser, """
            Contacts › Settings
            Account
            > Log Out
              Logged in as          ada
              Vault                 unlocked until 12:30
            Preferences
              Sort Order            family-first
              Display Order         given-first
              Page Size             50
              Region                none
              History Days          90
              History Entries       1000
              Session Timeout       30
            About
              Terms and Conditions  ›
              Privacy Policy        ›







            1/12  Settings  ↑↓ move  ⏎ select  ? help  q quit
            """)
        browser.press(.enter)
        expectFrame(browser, """
            Contacts › Settings
            Account
            > Log Out
              Logged in as          ada
              Vault                 unlocked until 12:30
            Preferences
              Sort Order            family-first
              Display Order         given-first
              Page Size             50
              Region                none
              History Days          90
              History Entries       1000
              Session Timeout       30
            About
              Terms and Conditions  ›
              Privacy Policy        ›







            Log out? y/n
            """)
        browser.press(.character("n"))
        #expect(try book.authState(now: ScriptedBrowser.now).isLoggedIn && browser.state.mode == .normal)
        browser.press(.enter, .character("y"))
        #expect(try !book.authState(now: ScriptedBrowser.now).isLoggedIn)
        // "Log Out" became "Log In", the cursor is on it, and the status line says what happened.
        expectFrame(browser, """
            Contacts › Settings
            Account
            > Log In
            Preferences
              Sort Order            family-first
              Display Order         given-first
              Page Size             50
              Region                none
              History Days          90
              History Entries       1000
              Session Timeout       30
            About
              Terms and Conditions  ›
              Privacy Policy        ›









            logged out
            """)
        // "Log In" asks for the user, then the password without echoing it, inside the browser.
        browser.press(.enter)
        browser.type("ada")
        expectFrame(browser, """
            Contacts › Settings
            Account
            > Log In
            Preferences
              Sort Order            family-first
              Display Order         given-first
              Page Size             50
              Region                none
              History Days          90
              History Entries       1000
              Session Timeout       30
            About
              Terms and Conditions  ›
              Privacy Policy        ›









            Log in as: ada_
            """)
        browser.press(.enter)
        browser.type("analytical-engin")
        expectFrame(browser, """
            Contacts › Settings
            Account
            > Log In
            Preferences
              Sort Order            family-first
              Display Order         given-first
              Page Size             50
              Region                none
              History Days          90
              History Entries       1000
              Session Timeout       30
            About
              Terms and Conditions  ›
              Privacy Policy        ›









            Password for ada:
            """)
        #expect(!String(describing: browser.state).contains("analytical"))
        #expect(!String(reflecting: browser.state).contains("analytical"))
        browser.press(.enter)
        #expect(browser.state.message == "wrong user name or password")
        #expect(try !book.authState(now: ScriptedBrowser.now).isLoggedIn)
        browser.press(.enter)
        browser.type("ada")
        browser.press(.enter)
        browser.type("analytical-engine")
        browser.press(.enter)
        #expect(try book.authState(now: ScriptedBrowser.now).loggedInUser == "ada")
        expectFrame(browser, """
            Contacts › Settings
            Account
            > Log Out
              Logged in as          ada
              Vault                 unlocked until 12:30
            Preferences
              Sort Order            family-first
              Display Order         given-first
              Page Size             50
              Region                none
              History Days          90
              History Entries       1000
              Session Timeout       30
            About
              Terms and Conditions  ›
              Privacy Policy        ›







            logged in as ada
            """)
    }

    @Test func escapeLeavesTheLogInFormWithoutLoggingIn() {
        var browser = ScriptedBrowser(book)
        browser.press(.enter, .enter)
        browser.type("ada")
        browser.press(.escape)
        #expect(browser.state.mode == .normal && browser.state.stack.count == 2)
        #expect(!browser.performed.contains { if case .logIn = $0 { return true } else { return false } })
    }

    @Test func aSettingRowSaysHowToChangeIt() {
        var browser = ScriptedBrowser(book, rows: 12, columns: 40)
        browser.press(.enter, .down, .enter)
        expectFrame(browser, """
            Contacts › Settings
            Account
              Create Account
            Preferences
            > Sort Order            family-first
              Display Order         given-first
              Page Size             50
              Region                none
              History Days          90
              History Entries       1000
              Session Timeout       30
            phonebook settings set sort-order VALUE
            """)
        browser.press(.down)
        #expect(browser.state.message == nil)
        // The journal's bounds are settings like the others.
        browser.press(.down, .down, .down, .enter)
        expectFrame(browser, """
            Contacts › Settings
            Account
              Create Account
            Preferences
              Sort Order            family-first
              Display Order         given-first
              Page Size             50
              Region                none
            > History Days          90
              History Entries       1000
            phonebook settings set history-days
            VALUE
            """)
        #expect(browser.state.message == "phonebook settings set history-days VALUE")
    }

    @Test func aDocumentWrapsItsParagraphs() {
        var browser = ScriptedBrowser(book, rows: 12, columns: 40)
        browser.press(.enter, .end, .up, .enter, .down)
        expectFrame(browser, """
            … › Settings › Terms and Conditions
            Terms and Conditions
              phonebook is a local address book for
              the terminal. By using it you agree to
              these terms.
            > You may use, copy and run phonebook
              for any lawful purpose. You are
              responsible for the contacts you
              import and for having the right to
              keep them.
              phonebook keeps your data in one
            2/5  Terms and Conditions  ↑↓ move
            """)
    }
}
