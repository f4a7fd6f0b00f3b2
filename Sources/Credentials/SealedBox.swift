/// Bytes encrypted and authenticated with AES-256-GCM: what is stored, never the plaintext.
public struct SealedBox: Sendable, Equatable {
    /// 12 random bytes, new for every sealing (a nonce must never repeat under one key).
    public let nonce: [UInt8]
    /// The encrypted bytes, as long as the plaintext.
    public let ciphertext: [UInt8]
    /// GCM's 16-byte authentication tag: opening fails unless key, nonce, bytes and context all match.
    public let tag: [UInt8]

    /// Bytes of nonce (GCM's recommended 96 bits, NIST SP 800-38D §5.2.1.1).
    public static let nonceLength = 12
    /// Bytes of tag (the full 128 bits).
    public static let tagLength = 16

    public init(nonce: [UInt8], ciphertext: [UInt8], tag: [UInt8]) {
        self.nonce = nonce
        self.ciphertext = ciphertext
        self.tag = tag
    }
}
