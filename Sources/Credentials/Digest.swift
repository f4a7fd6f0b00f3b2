import CCrypto

/// SHA-256, for names derived from data (a session file's name from its database's path).
public enum Digest {
    /// The SHA-256 of `bytes`, in lowercase hex.
    public static func sha256Hex(_ bytes: [UInt8]) throws(CredentialsError) -> String {
        let crypto = try LibCrypto.functions()
        var digest = [UInt8](repeating: 0, count: 32)
        var length: UInt32 = 0
        _ = crypto.EVP_Digest(bytes, bytes.count, &digest, &length, crypto.EVP_sha256(), nil)
        let hex = Array("0123456789abcdef".utf8)
        return String(decoding: digest.flatMap { [hex[Int($0 >> 4)], hex[Int($0 & 15)]] }, as: UTF8.self)
    }
}
