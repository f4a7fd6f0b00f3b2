/// The random key an account's third-party tokens are encrypted under.
/// Stored only sealed: wrapped under the account's password
/// (`WrappedVaultKey`), and, during a session, sealed under the session's
/// key in the book's session row. A session's own key is a random key of
/// the same kind. Like `Secret`, it never shows itself; its bytes are
/// zeroed when the last copy is gone, and holding one makes the process
/// undumpable (`KeyBytes`).
public struct VaultKey: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    private let storage: KeyBytes

    /// The key's 32 bytes, for libcrypto; a copy made from them is the caller's to clear.
    public var bytes: [UInt8] { storage.bytes }

    /// A key read back from its sealed form; nil unless it has `AESGCM.keyLength` bytes.
    public init?(bytes: [UInt8]) {
        guard bytes.count == AESGCM.keyLength else { return nil }
        storage = KeyBytes(bytes)
    }

    /// A fresh random key.
    public static func generate() throws(CredentialsError) -> VaultKey {
        VaultKey(unchecked: try SecureRandom.bytes(AESGCM.keyLength))
    }

    private init(unchecked bytes: [UInt8]) {
        storage = KeyBytes(bytes)
    }

    public static func == (left: VaultKey, right: VaultKey) -> Bool { left.bytes == right.bytes }

    /// Encrypts `secret` under this key, bound to `context` (say, the service's name).
    public func seal(_ secret: Secret, context: String) throws(CredentialsError) -> SealedBox {
        try AESGCM.seal(secret.bytes, key: bytes, context: Array(context.utf8))
    }

    /// Decrypts what `seal` made with the same key and context; throws `.cannotDecrypt` otherwise.
    public func open(_ box: SealedBox, context: String) throws(CredentialsError) -> Secret {
        Secret(bytes: try AESGCM.open(box, key: bytes, context: Array(context.utf8)))
    }

    /// Seals `key` under this one, bound to `context`: a session's key sealing the vault key.
    public func seal(_ key: VaultKey, context: String) throws(CredentialsError) -> SealedBox {
        try AESGCM.seal(key.bytes, key: bytes, context: Array(context.utf8))
    }

    /// The key `seal(_:context:)` sealed; throws `.cannotDecrypt` for any other key, context or box.
    public func openKey(_ box: SealedBox, context: String) throws(CredentialsError) -> VaultKey {
        guard let key = VaultKey(bytes: try AESGCM.open(box, key: bytes, context: Array(context.utf8))) else {
            throw .cannotDecrypt
        }
        return key
    }

    /// Wraps this key under one derived from `password` (scrypt, with a fresh salt).
    public func wrapped(with password: Secret, parameters: ScryptParameters = .current) throws(CredentialsError) -> WrappedVaultKey {
        let salt = try SecureRandom.bytes(PasswordHash.saltLength)
        var wrappingKey = try Scrypt.derive(password, salt: salt, parameters: parameters, length: AESGCM.keyLength)
        defer { clearKeyMaterial(&wrappingKey) }
        let box = try AESGCM.seal(bytes, key: wrappingKey, context: WrappedVaultKey.context)
        return WrappedVaultKey(parameters: parameters, salt: salt, box: box)
    }

    public var description: String { "<vault key>" }
    public var debugDescription: String { "VaultKey(<redacted>)" }
    public var customMirror: Mirror { Mirror(self, children: [:]) }
}

/// A vault key as stored: sealed under a key derived from the account's
/// password with its own salt (never the password hash's: the hash is
/// stored beside it, so a key derived as the hash is would be no secret).
public struct WrappedVaultKey: Sendable, Equatable {
    /// The scrypt cost of the wrapping key.
    public let parameters: ScryptParameters
    /// The wrapping key's salt, apart from the password hash's.
    public let salt: [UInt8]
    /// The vault key, sealed.
    public let box: SealedBox

    /// What the vault key's box is bound to, so no other box opens as one.
    static let context = Array("phonebook vault key".utf8)

    public init(parameters: ScryptParameters, salt: [UInt8], box: SealedBox) {
        self.parameters = parameters
        self.salt = salt
        self.box = box
    }

    /// The vault key, when `password` is the one it was wrapped with; else
    /// throws `.cannotDecrypt` (GCM's tag does not verify).
    public func unwrap(with password: Secret) throws(CredentialsError) -> VaultKey {
        var wrappingKey = try Scrypt.derive(password, salt: salt, parameters: parameters, length: AESGCM.keyLength)
        defer { clearKeyMaterial(&wrappingKey) }
        guard let key = VaultKey(bytes: try AESGCM.open(box, key: wrappingKey, context: Self.context)) else {
            throw .cannotDecrypt
        }
        return key
    }
}
