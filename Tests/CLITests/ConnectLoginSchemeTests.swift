import Foundation
import SQLite
import Testing
import TestSupport

/// `connect` and `sync` with a Digest server (SabreDAV's stock login):
/// they connect, the scheme is remembered per service, and a server asking
/// for a scheme phonebook does not speak is told apart from a wrong password.
@Suite("connect and sync log in the way the server asks", .serialized)
struct ConnectLoginSchemeTests {
    private func connect(_ server: String, _ db: String, password: String = "secret") throws -> CommandResult {
        try phonebook(arguments: ["connect", "home", "--user", "alice", "--server", server, "--db", db,
                                  "--password-command", "echo \(password)"])
    }

    private func storedScheme(_ db: String) throws -> String? {
        let database = try SQLite.Database(path: db, mode: .readOnly)
        return try database.prepare("SELECT auth_scheme FROM third_party_accounts WHERE service = 'home'")
            .first { $0.optionalText(0) } ?? nil
    }

    @Test func aDigestServerConnectsSyncsAndIsAskedInDigestFromThenOn() throws {
        try withTemporaryDirectory { folder in
            let server = try CardDAVServer.start(.sabredav, in: folder, login: .digest)
            let proxy = try ScriptedHTTPServer.proxy(to: server)
            defer { proxy.stop() }
            try server.putCard(name: "ada.vcf", card: SyncWorld.card("ada", "Ada Lovelace"))
            let db = folder.appendingPathComponent("p.sqlite3").path
            let connected = try connect(proxy.url, db)
            #expect(connected.status == 0, "\(connected.stderr)")
            #expect(try storedScheme(db) == "digest")

            proxy.clearRequests()
            let sync = try phonebook("sync", "--db", db)
            #expect(sync.status == 0, "\(sync.stderr)")
            #expect(try phonebook("list", "--db", db).stdout.contains("Ada Lovelace"))
            let logins = proxy.requests.compactMap { $0.header("Authorization") }
            #expect(!logins.isEmpty && logins.allSatisfy { $0.hasPrefix("Digest ") },
                    "the remembered scheme: the secret never goes as Basic: \(logins)")
        }
    }

    @Test func aDigestServerChallengesOnceASyncRunNotOnceARequest() throws {
        try withTemporaryDirectory { folder in
            let server = try CardDAVServer.start(.sabredav, in: folder, login: .digest)
            let proxy = try ScriptedHTTPServer.proxy(to: server)
            defer { proxy.stop() }
            for index in 0..<3 { try server.putCard(name: "there\(index).vcf", card: SyncWorld.card("there\(index)", "There \(index)")) }
            let db = folder.appendingPathComponent("p.sqlite3").path
            #expect(try connect(proxy.url, db).status == 0)
            let cards = folder.appendingPathComponent("here.vcf")
            try (0..<3).map { SyncWorld.card("here\($0)", "Here \($0)") }.joined().write(to: cards, atomically: true, encoding: .utf8)
            #expect(try phonebook("import", cards.path, "--db", db).status == 0)

            proxy.clearRequests()
            let sync = try phonebook("sync", "--db", db)
            #expect(sync.status == 0, "\(sync.stdout) \(sync.stderr)")
            // A listing, a multiget, three PUTs and their read-back: one challenge for all of them.
            #expect(proxy.requests.count >= 6, "\(proxy.requests.map(\.method))")
            #expect(proxy.statuses.filter { $0 == 401 }.count == 1, "\(proxy.statuses)")
            #expect(try phonebook("list", "--db", db).stdout.contains("There 2"))
        }
    }

    @Test func aWrongPasswordOnADigestServerBlamesThePassword() throws {
        try withTemporaryDirectory { folder in
            let server = try CardDAVServer.start(.sabredav, in: folder, login: .digest)
            let db = folder.appendingPathComponent("p.sqlite3").path
            let refused = try connect(server.url, db, password: "wrong")
            #expect(refused.status == 77)
            #expect(refused.stderr.contains("refused the user name or secret"), "\(refused.stderr)")
        }
    }

    @Test func aBasicServerIsRememberedAsBasic() throws {
        try withTemporaryDirectory { folder in
            let server = try CardDAVServer.start(.sabredav, in: folder, login: .basic)
            let db = folder.appendingPathComponent("p.sqlite3").path
            #expect(try connect(server.url, db).status == 0)
            #expect(try storedScheme(db) == "basic")
        }
    }

    @Test func aLoginAskedForAfterARedirectToAnotherOriginIsToldSo() throws {
        try withTemporaryDirectory { folder in
            let elsewhere = try ScriptedHTTPServer.scripted { _ in
                .response(TestSupport.HTTPResponse(status: 401, body: "", headers: [("WWW-Authenticate", #"Basic realm="x""#)]))
            }
            defer { elsewhere.stop() }
            let server = try ScriptedHTTPServer.scripted { request in
                request.path == "/.well-known/carddav"
                    ? .response(TestSupport.HTTPResponse(status: 301, headers: [("Location", elsewhere.url("/dav/"))], body: []))
                    : .response(TestSupport.HTTPResponse(status: 404))
            }
            defer { server.stop() }
            let db = folder.appendingPathComponent("p.sqlite3").path
            let refused = try connect(server.url, db)
            #expect(refused.status == 77)
            #expect(refused.stderr.contains("redirected to \(elsewhere.url("/dav/")), another origin")
                    && refused.stderr.contains("none were sent there"), "\(refused.stderr)")
            #expect(!refused.stderr.contains("refused the user name"), "\(refused.stderr)")
            #expect(elsewhere.requests.allSatisfy { $0.header("Authorization") == nil })
        }
    }

    @Test func aSchemePhonebookDoesNotSpeakIsNamedNotBlamedOnThePassword() throws {
        try withTemporaryDirectory { folder in
            let server = try ScriptedHTTPServer.scripted { _ in
                .response(TestSupport.HTTPResponse(status: 401, body: "",
                                                   headers: [("WWW-Authenticate", #"Bearer realm="dav""#)]))
            }
            defer { server.stop() }
            let db = folder.appendingPathComponent("p.sqlite3").path
            let refused = try connect(server.url, db)
            #expect(refused.status == 77)
            #expect(refused.stderr.contains("asks for a login by Bearer"), "\(refused.stderr)")
            #expect(!refused.stderr.contains("refused the user name"))
        }
    }
}
