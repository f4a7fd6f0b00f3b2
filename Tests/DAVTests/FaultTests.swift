import DAV
import Foundation
import Testing
import TestSupport

/// What the client reports when a server misbehaves: each fault one error,
/// promptly, never a hang and never a crash.
@Suite("CardDAV client against faulty servers", .serialized)
struct FaultTests {
    private func scriptedClient(_ server: ScriptedHTTPServer, timeout: Int = 10) throws -> CardDAVClient {
        try CardDAVClient(DAVEndpoint(url: server.url, user: "alice", password: "secret", timeoutSeconds: timeout))
    }

    @Test func aClosedConnectionIsAConnectionError() throws {
        let server = try ScriptedHTTPServer.scripted { _ in .closeConnection }
        defer { server.stop() }
        #expect {
            try scriptedClient(server).changes(in: "/book/", since: nil)
        } throws: { error in
            if case .connection = error as? DAVError { true } else { false }
        }
    }

    @Test func aSilentServerTimesOut() throws {
        let server = try ScriptedHTTPServer.scripted { _ in .silent }
        defer { server.stop() }
        #expect(throws: DAVError.timeout(url: server.url("/book/"))) {
            try scriptedClient(server, timeout: 1).changes(in: "/book/", since: nil)
        }
    }

    @Test(arguments: [
        (207, "text/xml", "<?xml version=\"1.0\"?><multistatus xmlns=\"DAV:\"><response><href>/b/a.vcf</href></multi"),
        (207, "text/xml", "<multistatus xmlns=\"DAV:\"><response><href>/b/\u{1}a.vcf</href><status>HTTP/1.1 200 OK</status></response><"),
        (200, "text/html", "<!DOCTYPE html><html><body><form>Sign in</form></body></html>"),
        (200, "text/html", "<html><body><form>Sign in</form></body></html>"),
    ])
    func aReplyThatIsNotAMultistatusIsMalformed(status: Int, type: String, body: String) throws {
        let server = try ScriptedHTTPServer.scripted { _ in
            .response(TestSupport.HTTPResponse(status: status, contentType: type, body: body))
        }
        defer { server.stop() }
        #expect {
            try scriptedClient(server).changes(in: "/book/", since: nil)
        } throws: { error in
            if case .malformed = error as? DAVError { true } else { false }
        }
    }

    @Test func theProxysHTMLLoginPageInFrontOfARealServerIsMalformed() throws {
        try withServer(.radicale) { server in
            let proxy = try ScriptedHTTPServer.proxy(to: server, faults: [.init(.htmlLoginPage, at: .method("REPORT"))])
            defer { proxy.stop() }
            let dav = try client(for: server, url: proxy.url(server.bookPath))
            #expect {
                try dav.changes(in: server.bookPath, since: nil)
            } throws: { error in
                if case .malformed = error as? DAVError { true } else { false }
            }
            #expect(try dav.changes(in: server.bookPath, since: nil).token != nil, "the next request is answered again")
        }
    }

    @Test func aMultistatusWithoutATokenKeepsTheOldOne() throws {
        try withServer(.xandikos) { server in
            let proxy = try ScriptedHTTPServer.proxy(to: server, faults: [.init(.dropSyncToken, at: .method("REPORT"))])
            defer { proxy.stop() }
            let delta = try client(for: server, url: proxy.url(server.bookPath)).changes(in: server.bookPath, since: nil)
            #expect(delta.token == nil)
        }
    }

    @Test func plainHttpToAnotherHostIsRefusedBeforeAnyRequest() {
        #expect(throws: DAVError.self) {
            try CardDAVClient(DAVEndpoint(url: "http://carddav.example.org/", user: "a", password: "b"))
        }
    }
}
