import Credentials
import Foundation
import Testing
@testable import Store

@Suite("Third-party accounts")
struct ThirdPartyAccountTests {
    let token = Secret("tok_3f9a8b7c6d5e")

    @Test func connectKeepsWhatASyncNeedsAndReplacesOnReconnect() throws {
        let book = try AddressBook.inMemory()
        let service = try ServiceName("fastmail")
        let url = try ThirdPartyAccount.serverURL("https://carddav.fastmail.com/dav/")
        try book.connect(service: service, user: UserName("ada@example.org"), serverURL: url, secret: token, now: 7)
        let stored = try #require(try book.thirdPartyAccount(service))
        #expect(stored.user.rawValue == "ada@example.org")
        #expect(stored.serverURL == url)
        #expect(stored.secret.bytes == token.bytes)
        #expect(stored.connectedAt == 7)
        try book.connect(service: service, user: UserName("ada2"), serverURL: nil, secret: Secret("other-token"))
        #expect(try book.thirdPartyAccount(service)?.user.rawValue == "ada2")
        #expect(try book.thirdPartyAccount(service)?.serverURL == nil)
        #expect(try book.authState().connectedServices == ["fastmail"])
    }

    @Test func printingARecordNeverShowsTheSecret() throws {
        let book = try AddressBook.inMemory()
        let service = try ServiceName("google")
        try book.connect(service: service, user: UserName("ada"), serverURL: nil, secret: token)
        let stored = try #require(try book.thirdPartyAccount(service))
        var dumped = ""
        dump(stored, to: &dumped)
        for shown in ["\(stored)", String(reflecting: stored), dumped] {
            #expect(!shown.contains("tok_"), "\(shown)")
        }
    }

    @Test func disconnectForgetsAndSaysWhenNothingWasConnected() throws {
        let book = try AddressBook.inMemory()
        let google = try ServiceName("google"), icloud = try ServiceName("icloud")
        try book.connect(service: google, user: UserName("ada"), serverURL: nil, secret: token)
        try book.connect(service: icloud, user: UserName("ada"), serverURL: nil, secret: token)
        try book.disconnect(service: google)
        #expect(throws: AuthError.notConnected(google)) { try book.disconnect(service: google) }
        #expect(try book.thirdPartyAccount(google) == nil)
        #expect(try book.disconnectAll() == 1)
        #expect(try book.authState().connectedServices.isEmpty)
    }

    @Test func anEmptyTokenIsRefused() throws {
        let book = try AddressBook.inMemory()
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
