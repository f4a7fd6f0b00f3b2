import CCrypto

/// A password as it is stored: a scrypt key derived from it and a random
/// salt, with the parameters used. Never the password itself.
public struct PasswordHash: Sendable {
    /// The scrypt cost the key was derived with.
    public let parameters: ScryptParameters
    /// Random bytes, different for every hash, so equal passwords hash differently.
    public let salt: [UInt8]
    /// The derived key: what a login's password must derive again.
    public let key: [UInt8]

    /// Bytes of random salt per password (RFC 7914 suggests at least 16).
    public static let saltLength = 16
    /// Bytes of derived key.
    public static let keyLength = 32

    public init(parameters: ScryptParameters, salt: [UInt8], key: [UInt8]) {
        self.parameters = parameters
        self.salt = salt
        self.key = key
    }

    /// Hashes `password` with a fresh random salt.
    public static func make(for password: Secret, parameters: ScryptParameters = .current) throws(CredentialsError) -> PasswordHash {
        let salt = try SecureRandom.bytes(saltLength)
        let key = try derive(password, salt: salt, parameters: parameters, length: keyLength)
        return PasswordHash(parameters: parameters, salt: salt, key: key)
    }

    /// True when `password` derives the stored key; compared in constant time.
    public func matches(_ password: Secret) throws(CredentialsError) -> Bool {
        guard !key.isEmpty else { return false }
        let candidate = try Self.derive(password, salt: salt, parameters: parameters, length: key.count)
        let crypto = try LibCrypto.functions()
        return candidate.withUnsafeBytes { candidateBytes in
            key.withUnsafeBytes { keyBytes in
                crypto.CRYPTO_memcmp(candidateBytes.baseAddress, keyBytes.baseAddress, key.count) == 0
            }
        }
    }

    /// True when made with other parameters than `.current`: rehash it at the next successful login.
    public var isOutdated: Bool { parameters != .current }

    /// Spends the time one verification takes, for a user who does not
    /// exist, so the answer's timing does not tell which user names do.
    public static func spendVerificationTime(on password: Secret) {
        _ = try? derive(password, salt: [UInt8](repeating: 0, count: saltLength),
                        parameters: .current, length: keyLength)
    }

    private static func derive(_ password: Secret, salt: [UInt8], parameters: ScryptParameters,
                               length: Int) throws(CredentialsError) -> [UInt8] {
        try Scrypt.derive(password, salt: salt, parameters: parameters, length: length)
    }
}
