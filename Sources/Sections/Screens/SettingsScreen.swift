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
    public var auth: AuthState
    public var settings: AppSettings
    public var build: BuildConfiguration

    public init(auth: AuthState, settings: AppSettings, build: BuildConfiguration = .current) {
        self.auth = auth
        self.settings = settings
        self.build = build
    }
}

/// The settings screen: account actions, preferences with their values,
/// the legal pages and, in debug builds, the debug page. Every conditional
/// row is a plain condition on the state it is built from.
public enum SettingsScreen {
    public static func build(_ state: SettingsState) -> Screen {
        var sections = [account(state.auth), preferences(state.settings), about]
        if state.build == .debug {
            sections.append(section("developer", "Developer", [
                Row(LinkRow(title: "Debug Settings", destination: .debugSettings), in: .named("developer")),
            ]))
        }
        return Screen(id: .settings, title: "Settings", sections: sections)
    }

    static func account(_ auth: AuthState) -> Section {
        var rows: [Row] = []
        if let user = auth.loggedInUser {
            rows.append(action("Log Out", .logOut))
            rows.append(fact("account", "user", "Logged in as", user))
        } else {
            rows.append(action("Log In", .logIn))
        }
        if auth.isThirdPartyConnected {
            rows.append(fact("account", "connected", "Connected", auth.connectedServices.joined(separator: ", ")))
            rows.append(action("Third Party Log Out", .thirdPartyLogOut))
        }
        return section("account", "Account", rows)
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
