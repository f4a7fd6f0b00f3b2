/// Whether this database's vault is unlocked: what `info` and the settings screen show.
public enum VaultState: Sendable, Equatable {
    /// Nobody is logged in, or the session ended (logout, or `session-timeout` minutes without use).
    case locked
    /// `user` is logged in; unless used again, the session ends at `until` (Unix seconds).
    case unlocked(user: String, until: Int64)

    /// The user whose vault is open; nil while locked.
    public var user: String? {
        guard case let .unlocked(user, _) = self else { return nil }
        return user
    }
}
