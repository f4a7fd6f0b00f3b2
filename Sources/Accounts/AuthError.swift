import Credentials

/// Why an account, login or connection was refused, worded for a person.
/// No case carries a password, token or hash.
public enum AuthError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A user name that is empty, too long, or has control characters or edge spaces.
    case invalidUserName(String)
    /// A service name outside lowercase letters, digits and "-", 1–32 characters.
    case invalidServiceName(String)
    /// A server URL that is not an absolute http(s) URL with a host.
    case invalidServerURL(String)
    /// `createAccount` for a user name already taken.
    case accountExists(String)
    /// A new password that breaks `PasswordRules`.
    case weakPassword(PasswordRuleViolation)
    /// An empty token for `connect`.
    case emptySecret
    /// The user does not exist or the password is wrong: one answer for both,
    /// so it does not tell which user names exist.
    case wrongCredentials
    /// Too many failures in a row: refused without checking the password.
    case throttled(retryAfterSeconds: Int)
    /// `disconnect` of a service that is not connected.
    case notConnected(ServiceName)
    /// The stored hash could not be checked (an unknown KDF, a failing libcrypto).
    case credentials(CredentialsError)

    public var description: String {
        switch self {
        case let .invalidUserName(name):
            return "invalid user name '\(name)': use 1 to \(UserName.maximumLength) characters, "
                + "without control characters or spaces at either end"
        case let .invalidServiceName(name):
            return "invalid service name '\(name)': use 1 to \(ServiceName.maximumLength) lowercase letters, digits or '-'"
        case let .invalidServerURL(url):
            return "invalid server URL '\(url)': use an absolute https:// URL (http:// only for 127.0.0.1, ::1 or localhost)"
        case let .accountExists(name):
            return "an account named '\(name)' already exists"
        case let .weakPassword(violation):
            return "\(violation)"
        case .emptySecret:
            return "the token is empty"
        case .wrongCredentials:
            return "wrong user name or password"
        case let .throttled(seconds):
            return "too many failed attempts; try again in \(seconds) s"
        case let .notConnected(service):
            return "\(service) is not connected"
        case let .credentials(error):
            return "\(error)"
        }
    }
}
