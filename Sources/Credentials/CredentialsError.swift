/// Why a password could not be hashed or checked; never names the password.
public enum CredentialsError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The system's random source failed.
    case randomUnavailable
    /// OpenSSL refused to derive a key (out of memory, bad parameters).
    case derivationFailed
    /// A stored hash names an algorithm or parameters this phonebook does not accept.
    case unsupportedKDF(String)

    public var description: String {
        switch self {
        case .randomUnavailable: return "no secure random bytes available"
        case .derivationFailed: return "the password could not be hashed (scrypt failed)"
        case let .unsupportedKDF(kdf): return "the stored password hash uses an unsupported function (\(kdf))"
        }
    }
}
