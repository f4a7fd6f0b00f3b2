import Foundation
import Testing
import TestSupport

/// The real servers the sync tests run against: they start, hold what the
/// phone side puts, refuse a wrong password, and leave nothing behind.
@Suite struct CardDAVServerTests {
    static let card = "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:harness-1\r\nFN:Ada Lovelace\r\nN:Lovelace;Ada;;;\r\nEND:VCARD\r\n"

    @Test(arguments: CardDAVServer.Kind.allCases)
    func thePhoneSidePutsReadsAndDeletesACard(kind: CardDAVServer.Kind) throws {
        try withTemporaryDirectory { folder in
            let server = try CardDAVServer.start(kind, in: folder)
            #expect(try server.cards().isEmpty)

            let etag = try server.putCard(name: "ada.vcf", card: Self.card)
            #expect(etag?.hasPrefix("\"") == true)
            let href = server.bookPath + "ada.vcf"
            #expect(try server.members() == [href: etag!])
            let cards = try server.cards()
            #expect(Array(cards.keys) == [href])
            // Radicale reorders properties; both keep every line and the CRLF line ends.
            let stored = String(decoding: cards[href] ?? [], as: UTF8.self)
            #expect(Set(stored.components(separatedBy: "\r\n")) == Set(Self.card.components(separatedBy: "\r\n")))
            #expect(try server.card(name: "ada.vcf")?.etag == etag)

            try server.deleteCard(name: "ada.vcf")
            #expect(try server.cards().isEmpty)
            #expect(try server.card(name: "ada.vcf") == nil)
        }
    }

    @Test(arguments: CardDAVServer.Kind.allCases)
    func hrefsWithSpacesAtSignsAndPercentsAreListedAsSent(kind: CardDAVServer.Kind) throws {
        try withTemporaryDirectory { folder in
            let server = try CardDAVServer.start(kind, in: folder)
            try server.putCard(name: "ada%20lovelace%40example.org.vcf", card: Self.card)
            let hrefs = Array(try server.members().keys)
            #expect(hrefs.count == 1)
            #expect(hrefs.first?.hasPrefix(server.bookPath) == true)
            #expect(hrefs.first?.hasSuffix(".vcf") == true)
            #expect(try server.cards().count == 1)  // GET by the listed href finds it
        }
    }

    @Test func radicaleAnswersAWrongPasswordWith401() throws {
        try withTemporaryDirectory { folder in
            let server = try CardDAVServer.start(.radicale, in: folder)
            let wrong = try Curl.request("PROPFIND", server.bookURL, headers: ["Depth: 0"],
                                         user: server.user, password: "wrong", in: folder)
            #expect(wrong.status == 401)
            #expect(wrong.header("WWW-Authenticate")?.hasPrefix("Basic") == true)
            let right = try Curl.request("PROPFIND", server.bookURL, headers: ["Depth: 0"],
                                         user: server.user, password: server.password, in: folder)
            #expect(right.status == 207)
        }
    }

    @Test func xandikosTakesAnyCredentialsOverPlainHTTP() throws {
        try withTemporaryDirectory { folder in
            let server = try CardDAVServer.start(.xandikos, in: folder)
            for password in [server.password, "anything"] {
                let answer = try Curl.request("PROPFIND", server.bookURL, headers: ["Depth: 0"],
                                              user: server.user, password: password, in: folder)
                #expect(answer.status == 207)
            }
        }
    }

    @Test(arguments: CardDAVServer.Kind.allCases)
    func killLeavesThePortClosed(kind: CardDAVServer.Kind) throws {
        try withTemporaryDirectory { folder in
            let server = try CardDAVServer.start(kind, in: folder)
            #expect(server.isRunning)
            #expect(Loopback.isListening(port: server.port))
            server.kill()
            #expect(!server.isRunning)
            #expect(!Loopback.isListening(port: server.port))
            #expect(throws: (any Error).self) { try server.cards() }
        }
    }

    @Test func stopEndsTheServerAndReleasingStopsIt() throws {
        try withTemporaryDirectory { folder in
            let server = try CardDAVServer.start(.radicale, in: folder)
            server.stop()
            #expect(!server.isRunning)
            #expect(!Loopback.isListening(port: server.port))

            var released: CardDAVServer? = try CardDAVServer.start(.xandikos, in: folder)
            let port = released!.port
            #expect(Loopback.isListening(port: port))
            released = nil
            #expect(!Loopback.isListening(port: port))
        }
    }

    @Test(arguments: [CardDAVServer.Login.digest, .basic])
    func sabreDAVAsksForItsSchemeAndTakesOnlyTheRightPassword(login: CardDAVServer.Login) throws {
        try withTemporaryDirectory { folder in
            let server = try CardDAVServer.start(.sabredav, in: folder, login: login)
            #expect(server.login == login)
            let wrong = try Curl.request("PROPFIND", server.bookURL, headers: ["Depth: 0"], user: server.user,
                                         password: "wrong", digest: login == .digest, in: folder)
            #expect(wrong.status == 401)
            let scheme = login == .digest ? "Digest" : "Basic"
            #expect(wrong.header("WWW-Authenticate")?.hasPrefix(scheme) == true, "\(wrong.headers)")
            let right = try Curl.request("PROPFIND", server.bookURL, headers: ["Depth: 0"], user: server.user,
                                         password: server.password, digest: login == .digest, in: folder)
            #expect(right.status == 207)
        }
    }

    /// PHP runs as a child of the process the harness starts: stopping,
    /// killing and releasing must each wait until it is gone too.
    @Test func stopKillAndReleaseEndSabreDAVsPHPBeforeReturning() throws {
        try withTemporaryDirectory { folder in
            let stopped = try CardDAVServer.start(.sabredav, in: folder)
            stopped.stop()
            #expect(!stopped.isRunning)
            #expect(!Loopback.isListening(port: stopped.port))

            let killed = try CardDAVServer.start(.sabredav, in: folder)
            killed.kill()
            #expect(!Loopback.isListening(port: killed.port))

            var released: CardDAVServer? = try CardDAVServer.start(.sabredav, in: folder)
            let port = released!.port
            #expect(Loopback.isListening(port: port))
            released = nil
            #expect(!Loopback.isListening(port: port))
        }
    }

    @Test func twoServersOfAKindRunSideBySide() throws {
        try withTemporaryDirectory { folder in
            let first = try CardDAVServer.start(.radicale, in: folder)
            let second = try CardDAVServer.start(.radicale, in: folder)
            #expect(first.port != second.port)
            try first.putCard(name: "ada.vcf", card: Self.card)
            #expect(try second.cards().isEmpty)
        }
    }

    @Test func aMissingInstallationSaysRunBinDavServers() throws {
        try withTemporaryDirectory { folder in
            let error = #expect(throws: (any Error).self) {
                try CardDAVServer.start(.radicale, in: folder, tools: folder.appendingPathComponent("nowhere"))
            }
            #expect("\(error!)".contains("run bin/dav-servers"))
        }
    }

    @Test func createBookAddsASecondAddressBook() throws {
        try withTemporaryDirectory { folder in
            let server = try CardDAVServer.start(.xandikos, in: folder)
            let work = try server.createBook("work", displayName: "Work")
            #expect(work == server.url + "user/contacts/work/")
            let listing = try server.request("PROPFIND", work, headers: ["Depth: 0"])
            #expect(listing.status == 207)
            #expect(listing.text.contains("Work"))
        }
    }
}
