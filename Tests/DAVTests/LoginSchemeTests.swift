import DAV
import Foundation
import Testing
import TestSupport

/// Logging in the way the server asks: Basic sent at once where it works,
/// Digest in answer to a Digest challenge (SabreDAV's stock backend), a
/// scheme phonebook does not speak named, and credentials for no other origin.
@Suite("Login schemes", .serialized)
struct LoginSchemeTests {
    @Test func aDigestServerIsAnsweredInDigestAndTheSchemeKept() throws {
        try withTemporaryDirectory { folder in
            let server = try CardDAVServer.start(.sabredav, in: folder, login: .digest)
            let dav = try client(for: server)
            #expect(dav.authScheme == .basic, "nothing known yet: Basic first")
            let books = try dav.discover()
            #expect(books.contains { $0.href == server.bookPath }, "\(books)")
            #expect(dav.authScheme == .digest)
            try dav.put(card(uid: "ada", name: "Ada"), at: server.bookPath + "ada.vcf", .create)
            #expect(try dav.members(of: server.bookURL).map(\.href) == [server.bookPath + "ada.vcf"])
        }
    }

    @Test func aClientToldDigestSendsNoBasicAtAll() throws {
        try withTemporaryDirectory { folder in
            let server = try CardDAVServer.start(.sabredav, in: folder, login: .digest)
            let proxy = try ScriptedHTTPServer.proxy(to: server)
            defer { proxy.stop() }
            let dav = try CardDAVClient(DAVEndpoint(url: proxy.url(server.bookPath), user: server.user,
                                                    password: server.password, timeoutSeconds: 10, authScheme: .digest))
            _ = try dav.members(of: proxy.url(server.bookPath))
            let logins = proxy.requests.compactMap { $0.header("Authorization") }
            #expect(!logins.isEmpty && logins.allSatisfy { $0.hasPrefix("Digest ") }, "\(logins)")
        }
    }

    @Test func aBasicServerGetsBasicWithTheFirstRequest() throws {
        try withTemporaryDirectory { folder in
            let server = try CardDAVServer.start(.sabredav, in: folder, login: .basic)
            let proxy = try ScriptedHTTPServer.proxy(to: server)
            defer { proxy.stop() }
            let dav = try client(for: server, url: proxy.url("/"))
            #expect(try dav.discover().contains { $0.href == server.bookPath })
            #expect(dav.authScheme == .basic)
            #expect(proxy.requests.allSatisfy { $0.header("Authorization")?.hasPrefix("Basic ") == true },
                    "no request waits for a challenge")
        }
    }

    @Test(arguments: [CardDAVServer.Login.digest, .basic])
    func aWrongPasswordIsRefusedAsSuch(login: CardDAVServer.Login) throws {
        try withTemporaryDirectory { folder in
            let server = try CardDAVServer.start(.sabredav, in: folder, login: login)
            #expect(throws: DAVError.unauthorized(url: server.bookURL)) {
                try client(for: server, url: server.bookURL, password: "wrong").members(of: server.bookURL)
            }
        }
    }

    @Test func aSchemePhonebookDoesNotSpeakIsNamed() throws {
        let server = try ScriptedHTTPServer.scripted { _ in
            .response(TestSupport.HTTPResponse(status: 401, body: "", headers: [
                ("WWW-Authenticate", #"Bearer realm="dav", error="invalid_token""#),
                ("WWW-Authenticate", "Negotiate"),
            ]))
        }
        defer { server.stop() }
        let dav = try CardDAVClient(DAVEndpoint(url: server.url, user: "alice", password: "secret", timeoutSeconds: 10))
        let error = #expect(throws: DAVError.self) { try dav.members(of: "/book/") }
        #expect(error == .unsupportedLogin(url: server.url("/book/"), schemes: ["Bearer", "Negotiate"]))
        #expect("\(error!)".contains("Bearer or Negotiate"))
        #expect(!"\(error!)".contains("refused the user name"))
        #expect(server.count(.method("PROPFIND")) == 1, "nothing is retried in a scheme the server did not ask for")
    }

    @Test func credentialsGoOnlyToTheServersOwnOrigin() throws {
        let elsewhere = try ScriptedHTTPServer.scripted { _ in
            .response(TestSupport.HTTPResponse(status: 401, body: "", headers: [("WWW-Authenticate", #"Basic realm="x""#)]))
        }
        defer { elsewhere.stop() }
        let server = try ScriptedHTTPServer.scripted { request in
            request.path == "/.well-known/carddav"
                ? .response(TestSupport.HTTPResponse(status: 301, headers: [("Location", elsewhere.url)], body: []))
                : .response(TestSupport.HTTPResponse(status: 404))
        }
        defer { server.stop() }
        let dav = try CardDAVClient(DAVEndpoint(url: server.url, user: "alice", password: "secret", timeoutSeconds: 10))
        let error = #expect(throws: DAVError.self) { try dav.discover() }
        #expect(error == .loginAtAnotherOrigin(url: elsewhere.url, origin: String(server.url.dropLast())),
                "the 401 is told as another origin's, not as a refused secret: \(String(describing: error))")
        #expect(server.requests.allSatisfy { $0.header("Authorization") != nil }, "its own origin gets them")
        #expect(elsewhere.requests.count >= 1, "the redirect was followed")
        #expect(elsewhere.requests.allSatisfy { $0.header("Authorization") == nil }, "another origin never does")
    }

    @Test func challengesAreReadForEverySchemeTheyOffer() throws {
        let server = try ScriptedHTTPServer.scripted { request in
            // Basic (sent at once) and no login at all are challenged; a Digest answer is refused.
            request.header("Authorization")?.hasPrefix("Digest ") != true
                ? .response(TestSupport.HTTPResponse(status: 401, body: "", headers: [
                    ("WWW-Authenticate", #"Bearer realm="a, b", Digest realm="SabreDAV", qop="auth", nonce="1", opaque="2""#),
                ]))
                : .response(TestSupport.HTTPResponse(status: 401))
        }
        defer { server.stop() }
        let dav = try CardDAVClient(DAVEndpoint(url: server.url, user: "alice", password: "secret", timeoutSeconds: 10))
        #expect(throws: DAVError.unauthorized(url: server.url("/book/"))) { try dav.members(of: "/book/") }
        #expect(dav.authScheme == .digest, "Digest, offered second in one field, was tried")
    }
}
