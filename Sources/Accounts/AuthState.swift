/// Who is logged in and what is connected: what the settings screen shows.
public struct AuthState: Sendable, Equatable {
    /// Our own account's user name while logged in; nil when logged out.
    public var loggedInUser: String?
    /// The third-party services connected, by name, sorted.
    public var connectedServices: [String]
    /// Whether the vault is unlocked, and until when.
    public var vault: VaultState

    public init(loggedInUser: String? = nil, connectedServices: [String] = [], vault: VaultState = .locked) {
        self.loggedInUser = loggedInUser
        self.connectedServices = connectedServices
        self.vault = vault
    }

    public var isLoggedIn: Bool { loggedInUser != nil }
    public var isThirdPartyConnected: Bool { !connectedServices.isEmpty }
}
