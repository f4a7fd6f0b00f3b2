import Credentials
import Store

/// Why the vault or a third-party secret could not be used, worded for a
/// person. No case carries a secret, a key or a password command's output.
public enum VaultError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The session folder is not this user's own, or is open to others.
    case unsafeSessionFolder(path: String, reason: String)
    /// A session key file could not be written or removed.
    case sessionFileFailed(path: String, reason: String)
    /// A token given while nobody is logged in: it could not be encrypted.
    case tokenNeedsLogin
    /// The service's token is sealed in `owner`'s vault, which is locked.
    case locked(service: ServiceName, owner: String)
    /// The service's token is sealed in `owner`'s vault, and the session
    /// that held it open has ended (logout, a new password, the timeout):
    /// its ticket opens nothing any more.
    case sessionEnded(service: ServiceName, owner: String)
    /// The service's password command failed.
    case passwordCommandFailed(service: ServiceName, PasswordCommandFailure)
    /// The service's stored token does not decrypt with its vault's key.
    case damagedToken(service: ServiceName)

    public var description: String {
        switch self {
        case let .unsafeSessionFolder(path, reason):
            return "the session folder \(path) is not safe to keep a key in: \(reason); "
                + "remove it, or set XDG_RUNTIME_DIR to a folder of your own"
        case let .sessionFileFailed(path, reason):
            return "cannot write the session key file in \(path): \(reason)"
        case .tokenNeedsLogin:
            return "log in first so the token can be stored encrypted, or use --password-command"
        case let .locked(service, owner):
            return "the token of \(service) is encrypted in \(owner)'s vault, which is locked; "
                + "log in as \(owner) to unlock it"
        case let .sessionEnded(service, owner):
            return "the session that unlocked \(owner)'s vault has ended (logout, a new password, "
                + "or the session timeout); log in as \(owner) to unlock the token of \(service)"
        case let .passwordCommandFailed(service, failure):
            return "the password command of \(service) \(failure)"
        case let .damagedToken(service):
            return "the stored token of \(service) cannot be decrypted; connect \(service) again"
        }
    }
}
