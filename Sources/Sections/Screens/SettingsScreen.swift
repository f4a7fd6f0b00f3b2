import FoundationEssentials
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Store

/// Whether this binary is a debug or a release build: debug builds offer
/// the "Debug Settings" page.
public enum BuildConfiguration: Sendable, Equatable, CaseIterable {
    case debug, release

    /// The configuration this binary was compiled in.
    public static var current: BuildConfiguration {
        #if DEBUG
        return .debug
        #else
        return .release
        #endif
    }
}

/// What the settings screen is built from.
public struct SettingsState: Sendable, Equatable {
    public var account: AccountState
    public var settings: AppSettings
    public var build: BuildConfiguration
    /// Where the screen is read: the vault's "unlocked until 14:30" is that zone's clock.
    public var timeZone: TimeZone?

    public init(account: AccountState, settings: AppSettings, build: BuildConfiguration = .current,
                timeZone: TimeZone? = nil) {
        self.account = account
        self.settings = settings
        self.build = build
        self.timeZone = timeZone
    }
}

/// The settings screen: account actions, the services to sync with their
/// last sync, preferences with their values,
/// the legal pages and, in debug builds, the debug page. Every conditional
/// row is a plain condition on the state it is built from.
public enum SettingsScreen {
    public static func build(_ state: SettingsState) -> Screen {
        var sections = [account(state.account, timeZone: state.timeZone)]
        if !state.account.syncs.isEmpty { sections.append(sync(state.account, timeZone: state.timeZone)) }
        sections += [preferences(state.settings), about]
        if state.build == .debug {
            sections.append(section("developer", "Developer", [
                Row(LinkRow(title: "Debug Settings", destination: .debugSettings), in: .named("developer")),
            ]))
        }
        return Screen(id: .settings, title: "Settings", sections: sections)
    }

    /// "Create Account" while there is none, else "Log In", or "Log Out" with
    /// who is logged in and the vault's state; then "Log Out of SERVICE" for
    /// each connected service. The service rows come last, so when one goes
    /// the cursor's rule (same place in the section, else its last row)
    /// lands on the next service, else the previous, else the row above them.
    static func account(_ account: AccountState, timeZone: TimeZone?) -> Section {
        var rows: [Row] = []
        if let user = account.loggedInUser {
            rows.append(action("Log Out", .logOut))
            rows.append(fact("account", "user", "Logged in as", user))
            rows.append(fact("account", "vault", "Vault", account.vaultText(timeZone: timeZone)))
        } else if account.hasAccount {
            rows.append(action("Log In", .logIn))
        } else {
            rows.append(action("Create Account", .createAccount))
        }
        rows += account.connectedServices.map { Row(ServiceRow(service: $0), in: .named("account")) }
        return section("account", "Account", rows)
    }

    /// A row per service connected to a server, with its last sync:
    /// "fastmail  synced 14:32". Its own section, after the account's: the
    /// Log Out rows above say who we are to the service, these what it holds.
    static func sync(_ account: AccountState, timeZone: TimeZone?) -> Section {
        section("sync", "Sync", account.syncs.map { sync in
            Row(SyncServiceRow(service: sync.service, lastSync: account.syncText(sync, timeZone: timeZone)),
                in: .named("sync"))
        })
    }

    /// A row per setting, in `SettingKey`'s order, each with the value in force:
    /// a setting added to `SettingKey` is listed once it has a title here.
    static func preferences(_ settings: AppSettings) -> Section {
        section("preferences", "Preferences", SettingKey.allCases.map { key in
            Row(SettingRow(title: title(of: key), key: key.rawValue, value: settings.value(of: key)),
                in: .named("preferences"))
        })
    }

    /// How the screen names a setting.
    static func title(of key: SettingKey) -> String {
        switch key {
        case .sortOrder: return "Sort Order"
        case .displayOrder: return "Display Order"
        case .pageSize: return "Page Size"
        case .region: return "Region"
        case .historyDays: return "History Days"
        case .historyEntries: return "History Entries"
        case .sessionTimeout: return "Session Timeout"
        }
    }

    static let about = section("about", "About", [Document.termsAndConditions, .privacyPolicy].map { document in
        Row(LinkRow(title: document.title, destination: document.destination), in: .named("about"))
    })

    private static func action(_ title: String, _ action: AccountAction) -> Row {
        Row(AccountActionRow(title: title, action: action), in: .named("account"))
    }

    private static func fact(_ section: String, _ key: String, _ title: String, _ value: String) -> Row {
        Row(FactRow(key: key, title: title, value: value), in: .named(section))
    }

    private static func section(_ id: String, _ title: String, _ rows: [Row]) -> Section {
        Section(id: .named(id), title: title, rows: rows)
    }
}
