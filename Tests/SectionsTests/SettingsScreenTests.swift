import Contacts
import Store
import Testing
@testable import Sections

@Suite("The settings screen and its pages")
struct SettingsScreenTests {
    static let states: [(loggedIn: Bool, connected: Bool, build: BuildConfiguration)] =
        [true, false].flatMap { loggedIn in
            [true, false].flatMap { connected in BuildConfiguration.allCases.map { (loggedIn, connected, $0) } }
        }

    @Test(arguments: states)
    func eachConditionalRowIsThereExactlyInItsStates(state: (loggedIn: Bool, connected: Bool, build: BuildConfiguration)) {
        let auth = AuthState(loggedInUser: state.loggedIn ? "ada" : nil,
                             connectedServices: state.connected ? ["carddav"] : [])
        let screen = SettingsScreen.build(SettingsState(auth: auth, settings: AppSettings(), build: state.build))
        let actions = screen.rows.compactMap { row -> AccountAction? in
            if case let .perform(action) = row.selection { return action }
            return nil
        }
        #expect(actions.contains(.logIn) == !state.loggedIn)
        #expect(actions.contains(.logOut) == state.loggedIn)
        #expect(actions.contains(.thirdPartyLogOut) == state.connected)
        let destinations = screen.rows.compactMap { row -> Destination? in
            if case let .open(destination) = row.selection { return destination }
            return nil
        }
        #expect(destinations.contains(.debugSettings) == (state.build == .debug))
        #expect(destinations.contains(.termsAndConditions) && destinations.contains(.privacyPolicy))
        let ids = Array(screen.rows.map(\.id))
        #expect(Set(ids).count == ids.count)
    }

    @Test func settingRowsShowTheCurrentValues() {
        var settings = AppSettings()
        settings.sortOrder = .givenFirst
        settings.pageSize = 25
        settings.region = Region(code: "SE")
        settings.historyDays = 30
        settings.historyEntries = 250
        let screen = SettingsScreen.build(SettingsState(auth: AuthState(), settings: settings, build: .release))
        let values = screen.rows.compactMap { row in row.as(SettingRow.self).map { "\($0.key)=\($0.value)" } }
        #expect(values == ["sort-order=given-first", "display-order=given-first", "page-size=25", "region=SE",
                           "history-days=30", "history-entries=250", "session-timeout=30"])
        #expect(screen.selection(of: RowID(section: .named("preferences"), item: .setting("page-size")))
                == .editSetting("page-size"))
        #expect(screen.selection(of: RowID(section: .named("preferences"), item: .setting("history-days")))
                == .editSetting("history-days"))
    }

    @Test(arguments: Document.allCases)
    func documentsAreEmbeddedAndReachable(document: Document) {
        let screen = DocumentScreen.build(document)
        #expect(screen.rows.map(\.kind).allSatisfy { $0 == .text })
        #expect(Array(screen.rows).count == document.paragraphs.count && document.paragraphs.count >= 3)
        let settings = SettingsScreen.build(SettingsState(auth: AuthState(), settings: AppSettings(), build: .release))
        #expect(settings.rows.contains { $0.selection == .open(document.destination) && $0.cells.first?.text == document.title })
    }

    /// A fact's id is its key, so rewording a title ("Logged in as") keeps the id scripts use.
    @Test func factIdsComeFromKeysNotTitles() throws {
        let auth = AuthState(loggedInUser: "ada", connectedServices: ["carddav"])
        let settings = SettingsScreen.build(SettingsState(auth: auth, settings: AppSettings(), build: .release))
        let debug = DebugScreen.build(try DebugFacts.read(from: try AddressBook.inMemory()))
        let contact = ContactScreen.build(ContactDetail(id: 7, uid: "u", name: PersonName(given: "Ada", family: "L", display: "Ada L"),
                                                        organization: "O", note: "N"), displayOrder: .givenFirst)
        func factIDs(_ screen: Screen) -> [String] {
            screen.rows.filter { $0.kind == .fact }.map(\.id.description)
        }
        #expect(factIDs(settings) == ["account/fact:user", "account/fact:connected"])
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
