import Testing
@testable import Credentials

@Suite("The vault key: AES-256-GCM, wrapped under a key derived from the password")
struct VaultKeyTests {
    let password = Secret("correct horse battery staple")
    let cheap = ScryptParameters(cost: 1 << 10, blockSize: 8, parallelization: 1)

    @Test func aWrappedKeyUnwrapsWithItsPasswordOnly() throws {
        let key = try VaultKey.generate()
        let wrapped = try key.wrapped(with: password, parameters: cheap)
        #expect(try wrapped.unwrap(with: password) == key)
        #expect(wrapped.box.nonce.count == 12 && wrapped.box.tag.count == 16 && wrapped.box.ciphertext.count == 32)
        #expect(wrapped.box.ciphertext != key.bytes)
        #expect(throws: CredentialsError.cannotDecrypt) { try wrapped.unwrap(with: Secret("correct horse battery stapl")) }
        #expect(throws: CredentialsError.cannotDecrypt) { try wrapped.unwrap(with: Secret("")) }
    }

    @Test func theWrappingKeyHasItsOwnSaltApartFromThePasswordHash() throws {
        let hash = try PasswordHash.make(for: password, parameters: cheap)
        let wrapped = try VaultKey.generate().wrapped(with: password, parameters: cheap)
        #expect(wrapped.salt.count == PasswordHash.saltLength && wrapped.salt != hash.salt)
        // The stored hash does not open the vault: it is not the wrapping key.
        #expect(throws: CredentialsError.cannotDecrypt) {
            try AESGCM.open(wrapped.box, key: hash.key, context: WrappedVaultKey.context)
        }
    }

    @Test func aSealedSecretOpensOnlyWithItsKeyItsContextAndItsBytes() throws {
        let key = try VaultKey.generate()
        let token = Secret("tok_7d1e0c")
        let box = try key.seal(token, context: "fastmail")
        #expect(try key.open(box, context: "fastmail").bytes == token.bytes)
        #expect(box.ciphertext.count == token.bytes.count && box.ciphertext != token.bytes)
        #expect(try key.seal(token, context: "fastmail").nonce != box.nonce)
        #expect(throws: CredentialsError.cannotDecrypt) { try VaultKey.generate().open(box, context: "fastmail") }
        #expect(throws: CredentialsError.cannotDecrypt) { try key.open(box, context: "icloud") }
        var flipped = box.ciphertext
        flipped[0] ^= 1
        #expect(throws: CredentialsError.cannotDecrypt) {
            try key.open(SealedBox(nonce: box.nonce, ciphertext: flipped, tag: box.tag), context: "fastmail")
        }
    }

    @Test func rewrappingUnderANewPasswordKeepsTheKey() throws {
        let key = try VaultKey.generate()
        let old = try key.wrapped(with: password, parameters: cheap)
        let new = try old.unwrap(with: password).wrapped(with: Secret("a new password"), parameters: cheap)
        #expect(try new.unwrap(with: Secret("a new password")) == key)
        #expect(throws: CredentialsError.cannotDecrypt) { try new.unwrap(with: password) }
    }

    @Test func aKeyNeverShowsItself() throws {
        let key = try VaultKey.generate()
        var dumped = ""
        dump(key, to: &dumped)
        let hex = key.bytes.map { String($0, radix: 16) }.joined()
        for shown in ["\(key)", String(reflecting: key), dumped] {
            #expect(!shown.contains(hex) && !shown.contains("\(key.bytes)"), "\(shown)")
        }
    }
}
