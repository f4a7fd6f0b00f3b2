/// What a new password must be: at least 8 characters (NIST SP 800-63B
/// §5.1.1.2's minimum), and at most 1024 bytes so hashing stays bounded.
public enum PasswordRules {
    /// The fewest characters a password may have.
    public static let minimumLength = 8
    /// The most bytes (UTF-8) a password may have.
    public static let maximumBytes = 1024

    /// Throws when `password` may not be set.
    public static func check(_ password: Secret) throws(PasswordRuleViolation) {
        if password.isEmpty { throw .empty }
        if password.bytes.count > maximumBytes { throw .tooLong(maximumBytes: maximumBytes) }
        if password.characterCount < minimumLength { throw .tooShort(minimumLength: minimumLength) }
    }
}

/// Why a new password was refused; never quotes it.
public enum PasswordRuleViolation: Error, Sendable, Equatable, CustomStringConvertible {
    /// No password at all.
    case empty
    /// Fewer characters than `minimumLength`.
    case tooShort(minimumLength: Int)
    /// More bytes than `maximumBytes`.
    case tooLong(maximumBytes: Int)

    public var description: String {
        switch self {
        case .empty: return "the password is empty"
        case let .tooShort(minimum): return "the password is too short: use at least \(minimum) characters"
        case let .tooLong(maximum): return "the password is too long: use at most \(maximum) bytes"
        }
    }
}
