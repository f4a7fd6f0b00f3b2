/// Why a password could not be hashed or checked; never names the password.
public enum CredentialsError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The system's random source failed.
    case randomUnavailable
    /// OpenSSL refused to derive a key (out of memory, bad parameters).
    case derivationFailed
    /// A stored hash names an algorithm or parameters this phonebook does not accept.
    case unsupportedKDF(String)
    /// libcrypto refused to encrypt (out of memory, a key of the wrong size).
    case encryptionFailed
    /// Sealed bytes did not open: the wrong key (a wrong password), or bytes changed since.
    case cannotDecrypt
    /// libcrypto (OpenSSL 3), opened at first use, is missing or lacks a function; the loader's reason.
    case libcryptoUnavailable(String)

    public var description: String {
        switch self {
        case .randomUnavailable: return "no secure random bytes available"
        case .derivationFailed: return "the password could not be hashed (scrypt failed)"
        case let .unsupportedKDF(kdf): return "the stored password hash uses an unsupported function (\(kdf))"
        case .encryptionFailed: return "encryption failed (libcrypto refused)"
        case .cannotDecrypt: return "the stored secret could not be decrypted: the key is wrong or the bytes were changed"
        case let .libcryptoUnavailable(reason): return "libcrypto (OpenSSL 3) could not be loaded: \(reason)"
        }
    }
}
