import Contacts
import Credentials
import Foundation
import Store
import Testing
@testable import Sections

@Suite("The settings screen and its pages")
struct SettingsScreenTests {
    /// Logged in (with an account), logged out with an account, no account at all.
    enum Who: CaseIterable { case loggedIn, loggedOut, noAccount }

    static let states: [(who: Who, services: [String], build: BuildConfiguration)] =
        Who.allCases.flatMap { who in
            [[], ["icloud"], ["fastmail", "icloud"]].flatMap { services in
                BuildConfiguration.allCases.map { (who, services, $0) }
            }
        }

    @Test(arguments: states)
    func eachConditionalRowIsThereExactlyInItsStates(state: (who: Who, services: [String], build: BuildConfiguration)) {
        let account = AccountState(loggedInUser: state.who == .loggedIn ? "ada" : nil,
                                   hasAccount: state.who != .noAccount, connectedServices: state.services)
        let screen = SettingsScreen.build(SettingsState(account: account, settings: AppSettings(), build: state.build))
        let actions = screen.rows.compactMap { row -> AccountAction? in
            if case let .perform(action) = row.selection { return action }
            return nil
        }
        let first: AccountAction = switch state.who {
        case .loggedIn: .logOut
        case .loggedOut: .logIn
        case .noAccount: .createAccount
        }
        #expect(actions == [first] + state.services.map { .disconnect(service: $0) })
        let facts = screen.rows.compactMap { $0.as(FactRow.self).map { "\($0.title)=\($0.value)" } }
        #expect(facts == (state.who == .loggedIn ? ["Logged in as=ada", "Vault=locked"] : []))
        let destinations = screen.rows.compactMap { row -> Destination? in
            if case let .open(destination) = row.selection { return destination }
            return nil
        }
        #expect(destinations.contains(.debugSettings) == (state.build == .debug))
        #expect(destinations.contains(.termsAndConditions) && destinations.contains(.privacyPolicy))
        let ids = Array(screen.rows.map(\.id))
        #expect(Set(ids).count == ids.count)
    }

    /// A service row is named, and identified, by its service: rows around
    /// it keep their ids when another service is connected or disconnected.
    @Test func serviceRowsAreIdentifiedByTheirService() throws {
        func screen(_ services: [String]) -> Screen {
            SettingsScreen.build(SettingsState(account: AccountState(loggedInUser: "ada", connectedServices: services),
                                               settings: AppSettings(), build: .release))
        }
        let both = screen(["fastmail", "icloud"]), one = screen(["icloud"])
        let icloud = RowID(section: .named("account"), item: .service("icloud"))
        #expect(both.row(icloud)?.cells.first?.text == "Log Out of icloud")
        #expect(one.row(icloud)?.cells.first?.text == "Log Out of icloud")
        #expect(both.selection(of: icloud) == .perform(.disconnect(service: "icloud")))
        #expect(both.row(RowID(section: .named("account"), item: .service("fastmail"))) != nil)
        #expect(one.row(RowID(section: .named("account"), item: .service("fastmail"))) == nil)
        #expect(Array(both.rows).last { $0.id.section == .named("account") }?.id == icloud)
    }

    /// The vault's row says until when it stays unlocked: the time alone
    /// today, the day too when that is another day.
    @Test func theVaultSaysWhetherItIsUnlockedAndUntilWhen() throws {
        let utc = try #require(TimeZone(identifier: "UTC"))
        let noon = Int64(1_750_000_000 / 86_400 * 86_400 + 12 * 3_600)  // 12:00 UTC on some day
        #expect(AccountState(loggedInUser: "ada", readAt: noon).vaultText(timeZone: utc) == "locked")
        #expect(AccountState(loggedInUser: "ada", vaultUnlockedUntil: noon + 1_800 + 59, readAt: noon)
                    .vaultText(timeZone: utc) == "unlocked until 12:30")
        #expect(AccountState(loggedInUser: "ada", vaultUnlockedUntil: noon + 13 * 3_600, readAt: noon)
                    .vaultText(timeZone: utc) == "unlocked until 2025-06-16 01:00")
        // A session already over is locked, whatever its file says.
        #expect(AccountState(loggedInUser: "ada", vaultUnlockedUntil: noon, readAt: noon)
                    .vaultText(timeZone: utc) == "locked")
        let vault = SettingsScreen.build(SettingsState(
            account: AccountState(loggedInUser: "ada", vaultUnlockedUntil: noon + 60, readAt: noon),
            settings: AppSettings(), build: .release)).row(RowID(section: .named("account"), item: .fact("vault")))
        #expect(vault?.as(FactRow.self)?.value.hasPrefix("unlocked until ") == true)
    }

    @Test func settingRowsShowTheCurrentValues() {
        var settings = AppSettings()
        settings.sortOrder = .givenFirst
        settings.pageSize = 25
        settings.region = Region(code: "SE")
        settings.historyDays = 30
        settings.historyEntries = 250
        let screen = SettingsScreen.build(SettingsState(account: AccountState(), settings: settings, build: .release))
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
        let settings = SettingsScreen.build(SettingsState(account: AccountState(), settings: AppSettings(), build: .release))
        #expect(settings.rows.contains { $0.selection == .open(document.destination) && $0.cells.first?.text == document.title })
    }
}
