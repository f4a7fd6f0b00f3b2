import Accounts
import Browser
import Credentials
import Foundation
import Sections
import Store
import Testing
import TestSupport

/// The settings screen's account rows in the browser: built from the
/// account state, so each action rebuilds them and the cursor lands on a
/// neighbour that is still there.
@Suite("Account rows: create, log in, log out of each service, log out")
struct AccountRowsTests {
    let book: AddressBook
    static let cheap = ScryptParameters(cost: 1 << 10, blockSize: 8, parallelization: 1)

    init() throws {
        book = try AddressBook.inMemory(loginThrottle: RecordedPauses().throttle)
        try SampleBook.seed(book)
    }

    /// The first account, made in the browser: the name and the password
    /// are checked as `account create` checks them, the password is asked
    /// twice and never shown, and the new account is logged in.
    @Test func theFirstAccountIsCreatedFromTheSettingsScreen() throws {
        var browser = ScriptedBrowser(book, rows: 8, columns: 50)
        browser.press(.enter)
        expectFrame(browser, """
            Contacts › Settings
            Account
            > Create Account
            Preferences
              Sort Order            family-first
              Display Order         given-first
              Page Size             50
            1/10  Settings  ↑↓ move  ⏎ select  ? help  q quit
            """)
        browser.press(.enter)
        browser.type(" ada")
        browser.press(.enter)
        // Too wide for the reason and the prompt: the reason above it, until the next key.
        expectFrame(browser, """
            Contacts › Settings
            Account
            > Create Account
            Preferences
              Sort Order            family-first
            invalid user name ' ada': use 1 to 254 characters,
            without control characters or spaces at either end
            New account's user name:  ada_
            """)
        #expect(browser.state.mode == .loggingIn(LogInForm(.createAccount, user: " ada")))
        browser.press(.backspace, .backspace, .backspace, .backspace)
        browser.type("ada")
        #expect(browser.frame.hasSuffix("New account's user name: ada_" + String(repeating: " ", count: 21)))
        browser.press(.enter)
        browser.type("short")
        expectFrame(browser, """
            Contacts › Settings
            Account
            > Create Account
            Preferences
              Sort Order            family-first
              Display Order         given-first
              Page Size             50
            New password for ada:
            """)
        browser.press(.enter)
        #expect(browser.state.message == "the password is too short: use at least 8 characters")
        browser.type("analytical-engine")
        browser.press(.enter)
        browser.type("analytical-engin")
        expectFrame(browser, """
            Contacts › Settings
            Account
            > Create Account
            Preferences
              Sort Order            family-first
              Display Order         given-first
              Page Size             50
            Repeat the password:
            """)
        browser.press(.enter)
        // Different passwords: both are asked again, beside the reason.
        expectFrame(browser, """
            Contacts › Settings
            Account
            > Create Account
            Preferences
              Sort Order            family-first
              Display Order         given-first
              Page Size             50
            the passwords do not match  New password for ada:
            """)
        #expect(try book.accountNames().isEmpty)
        for typed in ["analytical-engine", "analytical-engine"] {
            #expect(!String(describing: browser.state).contains("analytical"))
            #expect(!String(reflecting: browser.state).contains("analytical"))
            browser.type(typed)
            browser.press(.enter)
        }
        #expect(try book.accountNames() == ["ada"])
        #expect(try book.authState(now: ScriptedBrowser.now).loggedInUser == "ada")
        expectFrame(browser, """
            Contacts › Settings
            Account
            > Log Out
              Logged in as          ada
              Vault                 unlocked until 12:30
            Preferences
              Sort Order            family-first
            created account ada; logged in
            """)
        // Once an account exists, logging out offers "Log In", not "Create Account".
        browser.press(.enter, .character("y"))
        #expect(browser.state.current.cursorRow?.selection == .perform(.logIn))
        #expect(browser.state.message == "logged out")
    }

    /// A name already taken is refused by the store, and said on the status line.
    @Test func aTakenNameIsRefusedAndNothingChanges() throws {
        var browser = ScriptedBrowser(book, rows: 8, columns: 60)
        browser.press(.enter, .enter)
        try book.createAccount(user: UserName("ada"), password: Secret("difference-engine"), parameters: Self.cheap)
        browser.type("ada")
        browser.press(.enter)
        for _ in 0..<2 {
            browser.type("analytical-engine")
            browser.press(.enter)
        }
        #expect(browser.state.message == "an account named 'ada' already exists")
        #expect(try !book.authState(now: ScriptedBrowser.now).isLoggedIn)
        #expect(browser.state.mode == .normal)
    }

    /// Each service has its row; selecting one asks, then logs out of that
    /// service only. The cursor goes to the next service's row, else the
    /// previous one's, else the row above where the list was.
    @Test func eachServiceRowLogsOutOfItsServiceOnly() throws {
        try book.createAccount(user: UserName("ada"), password: Secret("analytical-engine"), parameters: Self.cheap)
        try book.logIn(user: UserName("ada"), password: Secret("analytical-engine"), now: ScriptedBrowser.now)
        for service in ["fastmail", "icloud", "posteo"] {
            try book.connect(service: ServiceName(service), user: UserName("ada"), serverURL: nil,
                             secret: Secret("token-\(service)"), now: ScriptedBrowser.now)
        }
        var browser = ScriptedBrowser(book, rows: 10, columns: 50)
        browser.press(.enter, .down, .down, .down)
        expectFrame(browser, """
            Contacts › Settings
            Account
              Log Out
              Logged in as          ada
              Vault                 unlocked until 12:30
            > Log Out of fastmail
              Log Out of icloud
              Log Out of posteo
            Preferences
            4/15  Settings  ↑↓ move  ⏎ select  ? help  q quit
            """)
        browser.press(.enter)
        #expect(browser.frame.hasSuffix("Log out of fastmail? y/n" + String(repeating: " ", count: 26)))
        browser.press(.character("n"))
        #expect(try book.authState(now: ScriptedBrowser.now).connectedServices == ["fastmail", "icloud", "posteo"])
        browser.press(.enter, .character("y"))
        expectFrame(browser, """
            Contacts › Settings
            Account
              Log Out
              Logged in as          ada
              Vault                 unlocked until 12:30
            > Log Out of icloud
              Log Out of posteo
            Preferences
              Sort Order            family-first
            logged out of fastmail
            """)
        #expect(try book.authState(now: ScriptedBrowser.now).connectedServices == ["icloud", "posteo"])
        #expect(try book.thirdPartyAccount(ServiceName("icloud")) != nil)
        // The last service's row: the cursor goes back to the one before it.
        browser.press(.down, .enter, .character("y"))
        #expect(try book.authState(now: ScriptedBrowser.now).connectedServices == ["icloud"])
        #expect(browser.state.current.cursorRow?.selection == .perform(.disconnect(service: "icloud")))
        #expect(browser.state.message == "logged out of posteo")
        // The only one left: the cursor stays in the section, on the row above where the list was.
        browser.press(.enter, .character("y"))
        expectFrame(browser, """
            Contacts › Settings
            Account
              Log Out
              Logged in as          ada
            > Vault                 unlocked until 12:30
            Preferences
              Sort Order            family-first
              Display Order         given-first
              Page Size             50
            logged out of icloud
            """)
        let after = try book.authState(now: ScriptedBrowser.now)
        #expect(after.connectedServices.isEmpty)
        #expect(after.loggedInUser == "ada")  // logging out of a service keeps ours
    }

    /// Logging out keeps the services connected: their rows stay, under "Log In".
    @Test func loggingOutSaysSoAndRebuildsTheRows() throws {
        try book.createAccount(user: UserName("ada"), password: Secret("analytical-engine"), parameters: Self.cheap)
        try book.logIn(user: UserName("ada"), password: Secret("analytical-engine"), now: ScriptedBrowser.now)
        try book.connect(service: ServiceName("fastmail"), user: UserName("ada"), serverURL: nil, secret: Secret("t"),
                         now: ScriptedBrowser.now)
        var browser = ScriptedBrowser(book, rows: 8, columns: 50)
        browser.press(.enter, .enter, .character("y"))
        expectFrame(browser, """
            Contacts › Settings
            Account
            > Log In
              Log Out of fastmail
            Preferences
              Sort Order            family-first
              Display Order         given-first
            logged out
            """)
        #expect(try book.authState(now: ScriptedBrowser.now)
                == AuthState(loggedInUser: nil, connectedServices: ["fastmail"]))
        browser.press(.enter)
        browser.type("ada")
        browser.press(.enter)
        browser.type("analytical-engine")
        browser.press(.enter)
        #expect(browser.state.message == "logged in as ada")
        #expect(browser.state.current.cursorRow?.selection == .perform(.logOut))
    }
}
