@testable import Accounts
import Credentials
import Foundation
import Testing
import TestSupport
@testable import Store

@Suite("Third-party accounts")
struct ThirdPartyAccountTests {
    let token = Secret("tok_3f9a8b7c6d5e")
    let cheap = ScryptParameters(cost: 1 << 10, blockSize: 8, parallelization: 1)

    /// An in-memory book with ada logged in, so a token can be sealed in her vault.
    private func bookWithAdaLoggedIn(now: Int64 = 1_000) throws -> AddressBook {
        let book = try AddressBook.inMemory()
        try book.createAccount(user: UserName("ada"), password: Secret("analytical-engine"), parameters: cheap)
        try book.logIn(user: UserName("ada"), password: Secret("analytical-engine"), now: now)
        return book
    }

    @Test func connectKeepsWhatASyncNeedsAndReplacesOnReconnect() throws {
        let book = try bookWithAdaLoggedIn()
        let service = try ServiceName("fastmail")
        let url = try ThirdPartyAccount.serverURL("https://carddav.fastmail.com/dav/")
        try book.connect(service: service, user: UserName("ada@example.org"), serverURL: url, secret: token, now: 1_007)
        let stored = try #require(try book.thirdPartyAccount(service))
        #expect(stored.user.rawValue == "ada@example.org")
        #expect(stored.serverURL == url)
        #expect(stored.credential == .vault(owner: "ada"))
        #expect(stored.connectedAt == 1_007)
        #expect(try book.thirdPartySecret(service: service, now: 1_008).bytes == token.bytes)
        try book.connect(service: service, user: UserName("ada2"), serverURL: nil, secret: Secret("other-token"), now: 1_009)
        #expect(try book.thirdPartyAccount(service)?.user.rawValue == "ada2")
        #expect(try book.thirdPartyAccount(service)?.serverURL == nil)
        #expect(try book.thirdPartySecret(service: service, now: 1_010).bytes == Array("other-token".utf8))
        #expect(try book.authState(now: 1_010).connectedServices == ["fastmail"])
    }

    @Test func aTokenIsStoredOnlySealedAndOnlyWhileSomeoneIsLoggedIn() throws {
        let book = try AddressBook.inMemory()
        let service = try ServiceName("fastmail")
        #expect(throws: VaultError.tokenNeedsLogin) {
            try book.connect(service: service, user: UserName("ada"), serverURL: nil, secret: token)
        }
        #expect(try book.thirdPartyAccount(service) == nil)

        let loggedIn = try bookWithAdaLoggedIn()
        try loggedIn.connect(service: service, user: UserName("ada"), serverURL: nil, secret: token, now: 1_001)
        let row = try #require(try loggedIn.database.prepare("""
            SELECT secret, token_ciphertext, token_nonce, token_tag, password_command FROM third_party_accounts
            """).first { ($0.blob(0), $0.blob(1), $0.blob(2), $0.blob(3), $0.isNull(4)) })
        #expect(row.0.isEmpty && row.4)
        #expect(row.1.count == token.bytes.count && row.1 != token.bytes)
        #expect(row.2.count == 12 && row.3.count == 16)
    }

    @Test func aSealedTokenNeedsItsOwnersLiveSession() throws {
        let book = try bookWithAdaLoggedIn()
        let service = try ServiceName("fastmail")
        try book.connect(service: service, user: UserName("ada"), serverURL: nil, secret: token, now: 1_000)
        try book.createAccount(user: UserName("bob"), password: Secret("difference-engine"), parameters: cheap)
        try book.logIn(user: UserName("bob"), password: Secret("difference-engine"), now: 1_001)
        #expect(throws: VaultError.locked(service: service, owner: "ada")) {
            try book.thirdPartySecret(service: service, now: 1_002)
        }
        try book.logOut()
        #expect(throws: VaultError.locked(service: service, owner: "ada")) {
            try book.thirdPartySecret(service: service, now: 1_003)
        }
    }

    @Test func aPasswordCommandIsStoredAndRunWhenTheSecretIsNeeded() throws {
        try withTemporaryDirectory { folder in
            let script = folder.appendingPathComponent("token.sh")
            try "#!/bin/sh\ncat \"$(dirname \"$0\")/current\"\n".write(to: script, atomically: true, encoding: .utf8)
            try "tok_first\nsecond line\n".write(to: folder.appendingPathComponent("current"), atomically: true, encoding: .utf8)
            let command = try #require(PasswordCommand("sh '\(script.path)'"))
            let book = try AddressBook.inMemory()
            let service = try ServiceName("icloud")
            try book.connect(service: service, user: UserName("ada"), serverURL: nil, credential: .passwordCommand(command))
            #expect(try book.thirdPartyAccount(service)?.credential == .passwordCommand(command))
            #expect(try book.thirdPartySecret(service: service).bytes == Array("tok_first".utf8))
            // Run each time: a changed secret is picked up, nothing of it was stored.
            try "tok_rotated\r\n".write(to: folder.appendingPathComponent("current"), atomically: true, encoding: .utf8)
            #expect(try book.thirdPartySecret(service: service).bytes == Array("tok_rotated".utf8))
            let stored = try book.database.prepare("SELECT quote(secret) || ifnull(quote(token_ciphertext), '') FROM third_party_accounts")
                .first { $0.text(0) } ?? ""
            #expect(!stored.contains("746F6B5F") && !stored.contains("tok_"))  // "tok_" in hex or text
        }
    }

    @Test(arguments: [("exit 3", PasswordCommandFailure.exited(3)), ("true", .printedNothing),
                      ("echo; echo tok_second", .printedNothing), ("kill -9 $$", .signaled(9))])
    func aFailingPasswordCommandIsRefusedNamingTheService(command: String, failure: PasswordCommandFailure) throws {
        let book = try AddressBook.inMemory()
        let service = try ServiceName("google")
        #expect(throws: VaultError.passwordCommandFailed(service: service, failure)) {
            try book.connect(service: service, user: UserName("ada"), serverURL: nil,
                             credential: .passwordCommand(try #require(PasswordCommand("echo tok_leak >&2; " + command))))
        }
        #expect(try book.thirdPartyAccount(service) == nil)
        #expect(!"\(VaultError.passwordCommandFailed(service: service, failure))".contains("tok_"))
    }

    @Test func printingARecordNeverShowsTheSecret() throws {
        let book = try bookWithAdaLoggedIn()
        let service = try ServiceName("google")
        try book.connect(service: service, user: UserName("ada"), serverURL: nil, secret: token, now: 1_000)
        let stored = try #require(try book.thirdPartyAccount(service))
        let secret = try book.thirdPartySecret(service: service, now: 1_001)
        var dumped = ""
        dump(stored, to: &dumped)
        dump(secret, to: &dumped)
        for shown in ["\(stored)", String(reflecting: stored), "\(secret)", String(reflecting: secret), dumped] {
            #expect(!shown.contains("tok_"), "\(shown)")
        }
    }

    @Test func disconnectForgetsAndSaysWhenNothingWasConnected() throws {
        let book = try bookWithAdaLoggedIn()
        let google = try ServiceName("google"), icloud = try ServiceName("icloud")
        try book.connect(service: google, user: UserName("ada"), serverURL: nil, secret: token, now: 1_000)
        try book.connect(service: icloud, user: UserName("ada"), serverURL: nil, secret: token, now: 1_000)
        try book.disconnect(service: google)
        #expect(throws: AuthError.notConnected(google)) { try book.disconnect(service: google) }
        #expect(try book.thirdPartyAccount(google) == nil)
        #expect(try book.disconnectAll() == 1)
        #expect(try book.authState().connectedServices.isEmpty)
    }

    @Test func anEmptyTokenIsRefused() throws {
        let book = try bookWithAdaLoggedIn()
        #expect(throws: AuthError.emptySecret) {
            try book.connect(service: ServiceName("google"), user: UserName("ada"), serverURL: nil, secret: Secret(""))
        }
    }

    @Test(arguments: ["", "Google", "goo gle", "g_oogle", "gööglé", String(repeating: "a", count: 33), "../x"])
    func badServiceNamesAreRefused(name: String) {
        #expect(throws: AuthError.invalidServiceName(name)) { try ServiceName(name) }
    }

    @Test(arguments: ["carddav.example.com", "ftp://example.com", "https://", "/dav", "https ://x"])
    func badServerURLsAreRefused(text: String) {
        #expect(throws: AuthError.invalidServerURL(text)) { try ThirdPartyAccount.serverURL(text) }
    }

    @Test func goodNamesPass() throws {
        #expect(try ServiceName("my-carddav-2").rawValue == "my-carddav-2")
        #expect(try ServiceName(String(repeating: "a", count: 32)).rawValue.count == 32)
    }
}
