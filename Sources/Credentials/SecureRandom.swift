import CCrypto

/// Random bytes from OpenSSL's CSPRNG, seeded by the operating system.
enum SecureRandom {
    static func bytes(_ count: Int) throws(CredentialsError) -> [UInt8] {
        let crypto = try LibCrypto.functions()
        var bytes = [UInt8](repeating: 0, count: count)
        let status = bytes.withUnsafeMutableBufferPointer { crypto.RAND_bytes($0.baseAddress, Int32(count)) }
        guard status == 1 else { throw .randomUnavailable }
        return bytes
    }
}
