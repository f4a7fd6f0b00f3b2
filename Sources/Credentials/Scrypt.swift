import CCrypto

/// scrypt (RFC 7914) through libcrypto: the one derivation behind both a
/// password's hash and the key that wraps its vault key.
enum Scrypt {
    /// `length` bytes derived from `password` and `salt` at `parameters`' cost.
    static func derive(_ password: Secret, salt: [UInt8], parameters: ScryptParameters,
                       length: Int) throws(CredentialsError) -> [UInt8] {
        let crypto = try LibCrypto.functions()
        var key = [UInt8](repeating: 0, count: length)
        let status = password.bytes.withUnsafeBufferPointer { pass in
            salt.withUnsafeBufferPointer { salt in
                key.withUnsafeMutableBufferPointer { out in
                    pass.withMemoryRebound(to: CChar.self) { pass in
                        crypto.EVP_PBE_scrypt(pass.baseAddress, pass.count, salt.baseAddress, salt.count,
                                       parameters.cost, parameters.blockSize, parameters.parallelization,
                                       parameters.memoryLimit, out.baseAddress, out.count)
                    }
                }
            }
        }
        guard status == 1 else { throw .derivationFailed }
        return key
    }
}
