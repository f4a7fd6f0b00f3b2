import Accounts
import Browser
import Credentials
import Foundation
import Sections
import Store
import SyncState
import Testing
import TestSupport

/// Sync now on the settings screen (issue 14): a row per service connected
/// to a server with its last sync, built from the store like the other
/// settings rows; Enter asks, `y` starts the sync off the loop (the driver
/// runs phonebook-dav; here the test plays it, sending what it would
/// report), its progress stays on the status line while keys work, and its
/// end puts the summary there and rebuilds every screen from the store.
@Suite("Sync rows: last sync, Sync now, progress, the end")
struct SyncRowsTests {
    let book: AddressBook
    static let now = ScriptedBrowser.now  // 2025-06-15 12:00 UTC

    /// A sample book with fastmail (never synced), icloud (a token and no
    /// server: nothing to sync) and posteo (synced an hour ago) connected.
    init() throws {
        book = try AddressBook.inMemory()
        try SampleBook.seed(book)
        for (service, server) in [("fastmail", "https://carddav.fastmail.com/"), ("icloud", nil),
                                  ("posteo", "https://posteo.de:8843/")] {
            try book.connect(service: ServiceName(service), user: UserName("ada"),
                             serverURL: try server.map { try ThirdPartyAccount.serverURL($0) },
                             credential: .passwordCommand(try #require(PasswordCommand("echo secret"))), now: Self.now)
        }
        try recordSync("posteo", at: Self.now - 3600)
    }

    /// Records a sync of `service`'s address book (synced with the default book) finished at `at`.
    private func recordSync(_ service: String, at: Int64) throws {
        if try book.syncCollections(service: service).isEmpty {
            try book.mapCollection(service: service, url: "https://dav.example.org/\(service)/", name: nil,
                                   to: book.defaultBookID())
        }
        let collection = try #require(try book.syncCollections(service: service).first)
        try book.recordSync(collection, at: at, token: nil, storingToken: false)
    }

    /// The settings screen, the cursor on fastmail's sync row.
    private func onFastmailsRow(rows: Int = 14) -> ScriptedBrowser {
        var browser = ScriptedBrowser(book, rows: rows, columns: 60)
        browser.press(.enter, .down, .down, .down, .down)
        return browser
    }

    @Test func eachServiceWithAServerHasARowWithItsLastSync() throws {
        // A sync another day shows its date.
        try recordSync("fastmail", at: Self.now - 24 * 3600 - 2 * 3600 - 55 * 60)
        let browser = onFastmailsRow()
        expectFrame(browser, """
            Contacts › Settings
            Account
              Create Account
              Log Out of fastmail
              Log Out of icloud
              Log Out of posteo
            Sync
            > fastmail              synced 2025-06-14 09:05
              posteo                synced 11:00
            Preferences
              Sort Order            family-first
              Display Order         given-first
              Page Size             50
            5/15  Settings  ↑↓ move  ⏎ select  ? help  q quit
            """)
        #expect(browser.state.current.cursorRow?.id == RowID(section: .named("sync"), item: .sync("fastmail")))
        #expect(browser.state.current.cursorRow?.selection == .sync(service: "fastmail"))
    }

    @Test func syncNowAsksThenRunsOffTheLoopWithItsProgressOnTheStatusLine() throws {
        var browser = onFastmailsRow()
        expectFrame(browser, """
            Contacts › Settings
            Account
              Create Account
              Log Out of fastmail
              Log Out of icloud
              Log Out of posteo
            Sync
            > fastmail              never synced
              posteo                synced 11:00
            Preferences
              Sort Order            family-first
              Display Order         given-first
              Page Size             50
            5/15  Settings  ↑↓ move  ⏎ select  ? help  q quit
            """)
        browser.press(.enter)
        #expect(browser.frame.hasSuffix("\nSync fastmail now? y/n" + String(repeating: " ", count: 38)))
        browser.press(.character("n"))
        #expect(!browser.performed.contains(.sync(service: "fastmail")))
        browser.press(.enter, .character("y"))
        #expect(browser.performed.last == .sync(service: "fastmail"))
        #expect(browser.state.sync == SyncRun(service: "fastmail"))
        browser.send(.syncing(service: "fastmail", .progress(SyncStep(phase: "fetching", done: 300, total: 10_000))))
        expectFrame(browser, """
            Contacts › Settings
            Account
              Create Account
              Log Out of fastmail
              Log Out of icloud
              Log Out of posteo
            Sync
            > fastmail              never synced
              posteo                synced 11:00
            Preferences
              Sort Order            family-first
              Display Order         given-first
              Page Size             50
            syncing fastmail: fetching 300/10,000  5/15  Settings
            """)
        // Keys keep working; the progress stays.
        browser.press(.down)
        expectFrame(browser, """
            Contacts › Settings
            Account
              Create Account
              Log Out of fastmail
              Log Out of icloud
              Log Out of posteo
            Sync
              fastmail              never synced
            > posteo                synced 11:00
            Preferences
              Sort Order            family-first
              Display Order         given-first
              Page Size             50
            syncing fastmail: fetching 300/10,000  6/15  Settings
            """)
        // A second Sync now while one runs is refused, without asking.
        browser.press(.enter)
        #expect(browser.state.mode == .normal)
        #expect(browser.state.message == "fastmail is syncing already; wait for it to end")
        #expect(browser.performed.filter { $0 == .sync(service: "fastmail") || $0 == .sync(service: "posteo") }.count == 1)
        // News of a sync not running is stale.
        browser.send(.syncing(service: "posteo", .finished(summary: "0 fetched")))
        #expect(browser.state.sync?.step == SyncStep(phase: "fetching", done: 300, total: 10_000))
    }

    /// What the sync wrote is on every screen once it ends: the contact it
    /// brought on the contacts screen, its time on the row.
    @Test func aFinishedSyncRebuildsTheContactsAndTheRowsTime() throws {
        var browser = onFastmailsRow()
        browser.press(.enter, .character("y"))
        // The child writes the book meanwhile.
        _ = try book.add(SampleBook.record("zelda-1", "Zelda Fitzgerald", "Zelda", "Fitzgerald",
                                           phones: [("cell", "555-0142")]))
        try recordSync("fastmail", at: Self.now - 60)
        let summary = "1 fetched, 1 applied here, 0 uploaded, 0 deleted here, 0 deleted there, 0 unchanged, "
            + "0 changed by the server after upload, 0 conflicts, 0 errors"
        browser.send(.syncing(service: "fastmail", .finished(summary: summary)))
        #expect(browser.state.sync == nil)
        #expect(browser.state.message == "fastmail: " + summary)
        expectFrame(browser, """
            Contacts › Settings
            Account
              Create Account
              Log Out of fastmail
              Log Out of icloud
              Log Out of posteo
            Sync
            > fastmail              synced 11:59
              posteo                synced 11:00
            Preferences
              Sort Order            family-first
            fastmail: 1 fetched, 1 applied here, 0 uploaded, 0 deleted
            here, 0 deleted there, 0 unchanged, 0 changed by the server
            after upload, 0 conflicts, 0 errors
            """)
        browser.press(.left)
        expectFrame(browser, """
            Contacts
            Links
            > Settings          ›
            Favorites
              Ada Lovelace      mobile  555-0005
              Ada Lovelace      home    +44 20 7946 0005
            A
              Björn Åkesson     mobile  +46 70 123 45 67
              Anna Andersson    mobile  070-555 12 12
            E
              Juliette Émile    work    01 23 45 67 89
            F
              Zelda Fitzgerald  cell    555-0142
            1/13  Contacts  ↑↓ move  ⏎ select  / search  ? help  q quit
            """)
    }

    @Test func aFailedSyncSaysWhyAndTheNextMayStart() throws {
        var browser = onFastmailsRow()
        browser.press(.enter, .character("y"))
        browser.send(.syncing(service: "fastmail", .failed("fastmail refused the password (401)")))
        #expect(browser.state.message == "sync of fastmail failed: fastmail refused the password (401)")
        #expect(browser.state.sync == nil)
        browser.press(.enter, .character("y"))
        #expect(browser.performed.filter { $0 == .sync(service: "fastmail") }.count == 2)
    }
}
