import Foundation
import Testing
@testable import Credentials

@Suite("Password hashing with scrypt")
struct PasswordHashTests {
    let password = Secret("correct horse battery staple")

    @Test func theRightPasswordMatchesAndAWrongOneDoesNot() throws {
        let hash = try PasswordHash.make(for: password)
        #expect(try hash.matches(password))
        #expect(try !hash.matches(Secret("correct horse battery stapl")))
        #expect(try !hash.matches(Secret("")))
    }

    @Test func theStoredBytesAreNotThePassword() throws {
        let hash = try PasswordHash.make(for: password)
        #expect(hash.key.count == PasswordHash.keyLength)
        #expect(hash.salt.count == PasswordHash.saltLength)
        for stored in [hash.key, hash.salt, Array(hash.parameters.description.utf8)] {
            #expect(!contains(stored, password.bytes))
            #expect(!contains(stored, Array(password.bytes.prefix(8))))
        }
    }

    @Test func everyHashGetsItsOwnSalt() throws {
        let first = try PasswordHash.make(for: password)
        let second = try PasswordHash.make(for: password)
        #expect(first.salt != second.salt)
        #expect(first.key != second.key)
    }

    @Test func theHashVerifiesWithTheParametersItWasMadeWith() throws {
        let cheap = ScryptParameters(cost: 1 << 10, blockSize: 8, parallelization: 1)
        let hash = try PasswordHash.make(for: password, parameters: cheap)
        #expect(hash.isOutdated)
        let reread = try #require(ScryptParameters(encoded: cheap.description))
        #expect(try PasswordHash(parameters: reread, salt: hash.salt, key: hash.key).matches(password))
        #expect(try !PasswordHash(parameters: .current, salt: hash.salt, key: hash.key).matches(password))
        #expect(try !PasswordHash.make(for: password).isOutdated)
    }

    /// A guard against someone lowering the cost: a hash must take real work.
    /// (Measured on the 2-core build machine: about 100 ms.)
    @Test func hashingIsDeliberatelySlow() throws {
        let clock = ContinuousClock()
        let elapsed = try clock.measure { _ = try PasswordHash.make(for: password) }
        #expect(elapsed > .milliseconds(20), "one hash took \(elapsed)")
    }

    @Test func parametersAreStoredAsText() {
        #expect(ScryptParameters.current.description == "scrypt$N=32768$r=8$p=1")
        #expect(ScryptParameters(encoded: "scrypt$N=32768$r=8$p=1") == .current)
    }

    @Test(arguments: ["", "scrypt", "bcrypt$N=32768$r=8$p=1", "scrypt$N=30000$r=8$p=1", "scrypt$N=1$r=8$p=1",
                      "scrypt$N=2097152$r=8$p=1", "scrypt$N=32768$r=0$p=1", "scrypt$N=32768$r=8$p=99",
                      "scrypt$r=8$N=32768$p=1", "scrypt$N=32768$r=8$p=1$x=1", "scrypt$N=-2$r=8$p=1"])
    func unknownOrUnsafeParametersAreRefused(encoded: String) {
        #expect(ScryptParameters(encoded: encoded) == nil)
    }

    private func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty, haystack.count >= needle.count else { return false }
        return (0...(haystack.count - needle.count)).contains { Array(haystack[$0..<($0 + needle.count)]) == needle }
    }
}

@Suite("Secrets and password rules")
struct SecretTests {
    @Test func aSecretNeverShowsItself() {
        let secret = Secret("hunter2-hunter2")
        var dumped = ""
        dump(secret, to: &dumped)
        for shown in ["\(secret)", String(describing: secret), String(reflecting: secret), dumped,
                      "\([secret])", "\(Optional(secret) as Any)"] {
            #expect(!shown.contains("hunter2"), "\(shown)")
        }
    }

    @Test func passwordsShorterThanEightCharactersAreRefused() {
        #expect(throws: PasswordRuleViolation.empty) { try PasswordRules.check(Secret("")) }
        #expect(throws: PasswordRuleViolation.tooShort(minimumLength: 8)) { try PasswordRules.check(Secret("1234567")) }
        #expect(throws: PasswordRuleViolation.tooShort(minimumLength: 8)) { try PasswordRules.check(Secret("ünïcödé")) }
        #expect(throws: PasswordRuleViolation.tooLong(maximumBytes: 1024)) {
            try PasswordRules.check(Secret(String(repeating: "x", count: 1025)))
        }
        #expect(throws: Never.self) { try PasswordRules.check(Secret("12345678")) }
        #expect(throws: Never.self) { try PasswordRules.check(Secret("äöüßéèêë")) }
    }
}
