import CCrypto

/// AES-256-GCM through libcrypto's EVP interface. `context` is authenticated
/// but not encrypted: a box sealed for one purpose (one service's token, a
/// vault key) does not open as another.
public enum AESGCM {
    /// Bytes of key.
    public static let keyLength = 32

    /// Encrypts `plaintext` under `key` with a fresh random nonce.
    public static func seal(_ plaintext: [UInt8], key: [UInt8], context: [UInt8]) throws(CredentialsError) -> SealedBox {
        guard key.count == keyLength else { throw .encryptionFailed }
        let nonce = try SecureRandom.bytes(SealedBox.nonceLength)
        let crypto = try LibCrypto.functions()
        guard let cipher = crypto.EVP_CIPHER_CTX_new() else { throw .encryptionFailed }
        defer { crypto.EVP_CIPHER_CTX_free(cipher) }
        var ciphertext = [UInt8](repeating: 0, count: plaintext.count)
        var tag = [UInt8](repeating: 0, count: SealedBox.tagLength)
        var length: Int32 = 0
        var rest = [UInt8](repeating: 0, count: 16)  // GCM's final step writes nothing, but wants somewhere to
        guard crypto.EVP_EncryptInit_ex(cipher, crypto.EVP_aes_256_gcm(), nil, key, nonce) == 1,
              context.isEmpty || crypto.EVP_EncryptUpdate(cipher, nil, &length, context, Int32(context.count)) == 1,
              plaintext.isEmpty || crypto.EVP_EncryptUpdate(cipher, &ciphertext, &length, plaintext, Int32(plaintext.count)) == 1,
              crypto.EVP_EncryptFinal_ex(cipher, &rest, &length) == 1,
              crypto.EVP_CIPHER_CTX_ctrl(cipher, EVP_CTRL_AEAD_GET_TAG, Int32(SealedBox.tagLength), &tag) == 1
        else { throw .encryptionFailed }
        return SealedBox(nonce: nonce, ciphertext: ciphertext, tag: tag)
    }

    /// Decrypts `box`; throws `.cannotDecrypt` when the tag does not verify
    /// (a wrong key, another context, tampered bytes), releasing nothing.
    public static func open(_ box: SealedBox, key: [UInt8], context: [UInt8]) throws(CredentialsError) -> [UInt8] {
        guard key.count == keyLength, box.nonce.count == SealedBox.nonceLength, box.tag.count == SealedBox.tagLength
        else { throw .cannotDecrypt }
        let crypto = try LibCrypto.functions()
        guard let cipher = crypto.EVP_CIPHER_CTX_new() else { throw .encryptionFailed }
        defer { crypto.EVP_CIPHER_CTX_free(cipher) }
        var plaintext = [UInt8](repeating: 0, count: box.ciphertext.count)
        var tag = box.tag
        var length: Int32 = 0
        guard crypto.EVP_DecryptInit_ex(cipher, crypto.EVP_aes_256_gcm(), nil, key, box.nonce) == 1,
              context.isEmpty || crypto.EVP_DecryptUpdate(cipher, nil, &length, context, Int32(context.count)) == 1,
              box.ciphertext.isEmpty
                || crypto.EVP_DecryptUpdate(cipher, &plaintext, &length, box.ciphertext, Int32(box.ciphertext.count)) == 1,
              crypto.EVP_CIPHER_CTX_ctrl(cipher, EVP_CTRL_AEAD_SET_TAG, Int32(SealedBox.tagLength), &tag) == 1
        else { throw .encryptionFailed }
        var finalLength: Int32 = 0
        var rest = [UInt8](repeating: 0, count: 16)
        guard crypto.EVP_DecryptFinal_ex(cipher, &rest, &finalLength) == 1 else {
            plaintext.withUnsafeMutableBufferPointer { crypto.OPENSSL_cleanse($0.baseAddress, $0.count) }
            throw .cannotDecrypt
        }
        return plaintext
    }
}
