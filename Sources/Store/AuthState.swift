/// Who is logged in and what is connected: what the settings screen shows.
public struct AuthState: Sendable, Equatable {
    /// Our own account's user name while logged in; nil when logged out.
    public var loggedInUser: String?
    /// The third-party services connected, by name, sorted.
    public var connectedServices: [String]

    public init(loggedInUser: String? = nil, connectedServices: [String] = []) {
        self.loggedInUser = loggedInUser
        self.connectedServices = connectedServices
    }

    public var isLoggedIn: Bool { loggedInUser != nil }
    public var isThirdPartyConnected: Bool { !connectedServices.isEmpty }
}

extension AddressBook {
    /// The persisted auth state.
    public func authState() throws -> AuthState {
        let user = try database.cachedStatement("""
            SELECT a.user_name FROM sessions s JOIN accounts a ON a.id = s.account_id
            ORDER BY s.created_at DESC, s.id DESC LIMIT 1
            """).first { $0.text(0) }
        let services = try database.cachedStatement("SELECT service FROM third_party_accounts ORDER BY service")
            .map { $0.text(0) }
        return AuthState(loggedInUser: user, connectedServices: services)
    }
}
