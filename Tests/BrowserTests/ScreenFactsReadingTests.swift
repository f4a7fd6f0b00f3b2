import Accounts
import Browser
import Contacts
import Credentials
import Foundation
import Store
import Testing
@testable import Sections

/// The settings' and the debug page's facts, read from the store by the browser's session.
@Suite("The settings and debug facts read from the store")
struct ScreenFactsReadingTests {
    /// What the screen reads from the store: no account, an account, a session, services.
    @Test func theAccountStateIsReadFromTheStore() throws {
        let book = try AddressBook.inMemory()
        #expect(try AccountState.read(from: book, now: 5) == AccountState(readAt: 5))
        try book.createAccount(user: UserName("ada"), password: Secret("analytical-engine"),
                               parameters: ScryptParameters(cost: 1 << 10, blockSize: 8, parallelization: 1))
        #expect(try AccountState.read(from: book, now: 5) == AccountState(hasAccount: true, readAt: 5))
        try book.logIn(user: UserName("ada"), password: Secret("analytical-engine"), now: 5)
        for service in ["icloud", "fastmail"] {
            try book.connect(service: ServiceName(service), user: UserName("ada"), serverURL: nil,
                             secret: Secret("t"), now: 5)
        }
        #expect(try AccountState.read(from: book, now: 5)
                == AccountState(loggedInUser: "ada", connectedServices: ["fastmail", "icloud"],
                                vaultUnlockedUntil: 5 + 30 * 60, readAt: 5))
        // The session's last use is when it locks: 30 minutes on, it is over.
        #expect(try AccountState.read(from: book, now: 5 + 30 * 60)
                == AccountState(hasAccount: true, connectedServices: ["fastmail", "icloud"], readAt: 5 + 30 * 60))
    }

    /// A fact's id is its key, so rewording a title ("Logged in as") keeps the id scripts use.
    @Test func factIdsComeFromKeysNotTitles() throws {
        let account = AccountState(loggedInUser: "ada", connectedServices: ["carddav"])
        let settings = SettingsScreen.build(SettingsState(account: account, settings: AppSettings(), build: .release))
        let debug = DebugScreen.build(try DebugFacts.read(from: try AddressBook.inMemory()))
        let contact = ContactScreen.build(ContactDetail(id: 7, uid: "u", name: PersonName(given: "Ada", family: "L", display: "Ada L"),
                                                        organization: "O", note: "N"), displayOrder: .givenFirst)
        func factIDs(_ screen: Screen) -> [String] {
            screen.rows.filter { $0.kind == .fact }.map(\.id.description)
        }
        #expect(factIDs(settings) == ["account/fact:user", "account/fact:vault"])
        #expect(factIDs(debug) == ["database/fact:path", "database/fact:schema-version", "database/fact:sqlite-version",
                                   "counts/fact:contacts", "counts/fact:phone-numbers", "counts/fact:emails",
                                   "counts/fact:starred"])
        #expect(factIDs(contact) == ["contact/fact:name", "contact/fact:organization", "contact/fact:note",
                                     "contact/fact:starred", "contact/fact:uid"])
        // Every setting is listed, by its key, in `SettingKey`'s order.
        #expect(settings.rows.filter { $0.kind == .setting }.map(\.id.item.description)
                == SettingKey.allCases.map { "setting:\($0.rawValue)" })
    }

    @Test func debugPageShowsTheDatabase() throws {
        let book = try AddressBook.inMemory()
        let screen = DebugScreen.build(try DebugFacts.read(from: book))
        let facts = Dictionary(uniqueKeysWithValues: screen.rows.compactMap { row in
            row.as(FactRow.self).map { ($0.title, $0.value) }
        })
        #expect(facts["Path"] == ":memory:")
        #expect(facts["Schema Version"] == String(try book.schemaVersion()))
        #expect(facts["SQLite Version"] == AddressBook.sqliteVersion)
        #expect(facts["Contacts"] == "0")
    }
}
