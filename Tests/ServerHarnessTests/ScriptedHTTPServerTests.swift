import Foundation
import Testing
import TestSupport

/// The fault server, driven by curl: scripted answers, and a proxy in front
/// of a real Radicale that forwards faithfully until told to misbehave.
@Suite struct ScriptedHTTPServerTests {
    static let card = "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:fault-1\r\nFN:Grace Hopper\r\nN:Hopper;Grace;;;\r\nEND:VCARD\r\n"
    static let syncCollection = """
        <?xml version="1.0" encoding="utf-8"?>
        <d:sync-collection xmlns:d="DAV:"><d:sync-token/><d:sync-level>1</d:sync-level><d:prop><d:getetag/></d:prop></d:sync-collection>
        """

    @Test func aScriptAnswersAndEveryRequestIsRecorded() throws {
        try withTemporaryDirectory { folder in
            let server = try ScriptedHTTPServer.scripted { request in
                .response(HTTPResponse(status: 207, contentType: "application/xml", body: "<seen>\(request.method) \(request.path)</seen>"))
            }
            let answer = try Curl.request("PROPFIND", server.url("/dav/a%20b@c.vcf"), headers: ["Depth: 1"],
                                          body: Array("<propfind/>".utf8), in: folder)
            #expect(answer.status == 207)
            #expect(answer.text == "<seen>PROPFIND /dav/a%20b@c.vcf</seen>")
            #expect(answer.header("Content-Type") == "application/xml")
            let recorded = try #require(server.requests.first)
            #expect(server.requests.count == 1)
            #expect(recorded.method == "PROPFIND")
            #expect(recorded.path == "/dav/a%20b@c.vcf")
            #expect(recorded.header("depth") == "1")
            #expect(recorded.text == "<propfind/>")
        }
    }

    @Test func listedRepliesComeInOrderThen500() throws {
        try withTemporaryDirectory { folder in
            let server = try ScriptedHTTPServer.scripted(replies: [
                .response(HTTPResponse(status: 401, contentType: "text/plain", body: "who?",
                                       headers: [("WWW-Authenticate", "Basic realm=\"test\"")])),
                .response(HTTPResponse(status: 204)),
            ])
            let first = try Curl.request("GET", server.url, in: folder)
            #expect(first.status == 401)
            #expect(first.header("WWW-Authenticate") == "Basic realm=\"test\"")
            #expect(try Curl.request("GET", server.url, in: folder).status == 204)
            #expect(try Curl.request("GET", server.url, in: folder).status == 500)
        }
    }

    @Test func aScriptCanCloseTheConnectionOrStaySilent() throws {
        try withTemporaryDirectory { folder in
            let server = try ScriptedHTTPServer.scripted(replies: [.closeConnection, .silent])
            #expect(throws: (any Error).self) { try Curl.request("GET", server.url, in: folder) }
            #expect(throws: (any Error).self) { try Curl.request("GET", server.url, timeout: 1, in: folder) }
            #expect(server.requests.count == 2)
            server.stop()  // returns although the silent connection may still be open
            #expect(!Loopback.isListening(port: server.port))
        }
    }

    @Test func theProxyForwardsEverythingOverKeptAliveConnections() throws {
        try withTemporaryDirectory { folder in
            let radicale = try CardDAVServer.start(.radicale, in: folder)
            let proxy = try ScriptedHTTPServer.proxy(to: radicale)
            let cardFile = folder.appendingPathComponent("card.vcf")
            try Self.card.write(to: cardFile, atomically: true, encoding: .utf8)
            // One curl run, three requests: a chunked PUT, then two GETs on the same connection.
            let curl = try #require(["/usr/bin/curl", "/bin/curl"].first { FileManager.default.isExecutableFile(atPath: $0) })
            let run = try runProgram(URL(fileURLWithPath: curl), [
                "-sS", "--noproxy", "*", "-u", "alice:secret", "-o", "/dev/null", "-w", "%{http_code} %{num_connects}\n",
                "-T", cardFile.path, "-H", "Transfer-Encoding: chunked", proxy.url(radicale.bookPath + "grace.vcf"),
                "--next", "-sS", "--noproxy", "*", "-u", "alice:secret", "-o", "/dev/null", "-w", "%{http_code} %{num_connects}\n",
                proxy.url(radicale.bookPath + "grace.vcf"),
                "--next", "-sS", "--noproxy", "*", "-u", "alice:secret", "-o", "/dev/null", "-w", "%{http_code} %{num_connects}\n",
                proxy.url(radicale.bookPath + "grace.vcf"),
            ])
            #expect(run.stdout == "201 1\n200 0\n200 0\n", "\(run.stderr)")  // 0: the connection was reused
            #expect(proxy.requests.map(\.method) == ["PUT", "GET", "GET"])
            #expect(proxy.requests.first?.text == Self.card)  // de-chunked
            #expect(try radicale.cards().count == 1)
        }
    }

    @Test(arguments: [401, 412, 415, 503])
    func aStatusFaultAnswersTheNthMatchingRequestOnly(status: Int) throws {
        try withTemporaryDirectory { folder in
            let radicale = try CardDAVServer.start(.radicale, in: folder)
            let proxy = try ScriptedHTTPServer.proxy(to: radicale, faults: [
                .init(.status(status, body: "injected"), at: .method("PUT"), nth: 2),
            ])
            var statuses: [Int] = []
            for name in ["a.vcf", "b.vcf", "c.vcf"] {
                let card = Self.card.replacingOccurrences(of: "fault-1", with: name)
                statuses.append(try put(card, at: proxy.url(radicale.bookPath + name), folder).status)
            }
            #expect(statuses == [201, status, 201])
            #expect(Set(try radicale.members().keys) == [radicale.bookPath + "a.vcf", radicale.bookPath + "c.vcf"])
            #expect(proxy.count(.method("PUT")) == 3)
        }
    }

    @Test func closingAfterForwardingLosesTheAnswerButNotTheWrite() throws {
        try withTemporaryDirectory { folder in
            let radicale = try CardDAVServer.start(.radicale, in: folder)
            let proxy = try ScriptedHTTPServer.proxy(to: radicale, faults: [.init(.closeAfterForwarding, at: .method("PUT"))])
            #expect(throws: (any Error).self) { try put(Self.card, at: proxy.url(radicale.bookPath + "a.vcf"), folder) }
            #expect(try radicale.cards().count == 1)

            proxy.inject(.init(.closeConnection, at: .method("PUT")))
            #expect(throws: (any Error).self) { try put(Self.card, at: proxy.url(radicale.bookPath + "b.vcf"), folder) }
            #expect(try radicale.cards().count == 1)  // never forwarded
        }
    }

    @Test func aSilentFaultHoldsTheRequestUntilTheClientGivesUp() throws {
        try withTemporaryDirectory { folder in
            let radicale = try CardDAVServer.start(.radicale, in: folder)
            let proxy = try ScriptedHTTPServer.proxy(to: radicale, faults: [.init(.silent, at: .method("PROPFIND"))])
            #expect(throws: (any Error).self) {
                try Curl.request("PROPFIND", proxy.url(radicale.bookPath), headers: ["Depth: 0"],
                                 user: "alice", password: "secret", timeout: 1, in: folder)
            }
            let next = try Curl.request("PROPFIND", proxy.url(radicale.bookPath), headers: ["Depth: 0"],
                                        user: "alice", password: "secret", in: folder)
            #expect(next.status == 207)
        }
    }

    @Test func bodyFaultsGarbleReplaceOrDropTheSyncToken() throws {
        try withTemporaryDirectory { folder in
            let radicale = try CardDAVServer.start(.radicale, in: folder)
            try radicale.putCard(name: "a.vcf", card: Self.card)
            let proxy = try ScriptedHTTPServer.proxy(to: radicale, faults: [
                .init(.dropSyncToken, at: .report("sync-collection"), nth: 2),
                .init(.garbageXML, at: .report("sync-collection"), nth: 3),
                .init(.htmlLoginPage, at: .report("sync-collection"), nth: 4),
            ])
            let answers = try (1...5).map { _ in
                try Curl.request("REPORT", proxy.url(radicale.bookPath), headers: ["Depth: 1", "Content-Type: application/xml"],
                                 body: Array(Self.syncCollection.utf8), user: "alice", password: "secret", in: folder)
            }
            #expect(answers.map(\.status) == [207, 207, 207, 200, 207])
            #expect(answers[0].text.contains("sync-token>"))
            #expect(answers[0].text.contains("a.vcf"))
            #expect(!answers[1].text.contains("sync-token"))
            #expect(answers[1].text.contains("a.vcf"))
            #expect(answers[2].text.contains("</d:hre>"))
            #expect(answers[3].header("Content-Type")?.hasPrefix("text/html") == true)
            #expect(answers[4].text == answers[0].text)
            #expect(proxy.count(.report("sync-collection")) == 5)
            #expect(proxy.count(.report("addressbook-multiget")) == 0)
        }
    }

    @Test func aFaultCanLastFromTheNthRequestOn() throws {
        try withTemporaryDirectory { folder in
            let radicale = try CardDAVServer.start(.radicale, in: folder)
            let proxy = try ScriptedHTTPServer.proxy(to: radicale, faults: [.init(.status(503), at: .any, nth: 2, times: .max)])
            let statuses = try (1...3).map { _ in
                try Curl.request("GET", proxy.url(radicale.bookPath), user: "alice", password: "secret", in: folder).status
            }
            #expect(statuses[1...] == [503, 503])
            proxy.clearFaults()
            #expect(try Curl.request("GET", proxy.url(radicale.bookPath), user: "alice", password: "secret", in: folder).status != 503)
        }
    }

    @Test func aServerKilledBehindTheProxyEndsTheClientsConnection() throws {
        try withTemporaryDirectory { folder in
            let radicale = try CardDAVServer.start(.radicale, in: folder)
            let proxy = try ScriptedHTTPServer.proxy(to: radicale)
            #expect(try put(Self.card, at: proxy.url(radicale.bookPath + "a.vcf"), folder).status == 201)
            radicale.kill()
            #expect(throws: (any Error).self) { try put(Self.card, at: proxy.url(radicale.bookPath + "b.vcf"), folder) }
            #expect(proxy.count(.method("PUT")) == 2)
        }
    }

    @Test func aTransformRewritesTheRealAnswer() throws {
        try withTemporaryDirectory { folder in
            let radicale = try CardDAVServer.start(.radicale, in: folder)
            let proxy = try ScriptedHTTPServer.proxy(to: radicale, faults: [
                .init(.transform { answer in
                    var weak = answer
                    weak.headers = answer.headers.map { $0.name.lowercased() == "etag" ? ($0.name, "W/" + $0.value) : $0 }
                    return weak
                }, at: .method("PUT")),
            ])
            let answer = try put(Self.card, at: proxy.url(radicale.bookPath + "a.vcf"), folder)
            #expect(answer.status == 201)
            #expect(answer.header("ETag")?.hasPrefix("W/\"") == true)
        }
    }

    private func put(_ card: String, at url: String, _ folder: URL) throws -> CurlResponse {
        try Curl.request("PUT", url, headers: ["Content-Type: text/vcard"], body: Array(card.utf8),
                         user: "alice", password: "secret", in: folder)
    }
}
