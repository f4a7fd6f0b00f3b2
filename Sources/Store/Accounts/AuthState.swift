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
