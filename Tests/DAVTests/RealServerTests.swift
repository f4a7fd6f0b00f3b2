import DAV
import Foundation
import Testing
import TestSupport

/// The client against Radicale 3.9.0, Xandikos 0.4.10 and SabreDAV 1.8 on
/// loopback, the exchanges of design/carddav.md §3.2 made through our code.
@Suite("CardDAV client against real servers", .serialized)
struct RealServerTests {
    @Test(arguments: CardDAVServer.Kind.allCases)
    func discoveryFromTheRootFindsTheBook(kind: CardDAVServer.Kind) throws {
        try withServer(kind) { server in
            let books = try client(for: server).discover()
            let book = try #require(books.first { $0.href == server.bookPath }, "\(books)")
            #expect(book.url == server.bookURL)
            #expect(book.supportsSyncCollection == kind.hasSyncCollection)
            #expect(!book.readOnly)
        }
    }

    @Test(arguments: CardDAVServer.Kind.allCases.filter(\.answersWellKnown))
    func discoveryFollowsWellKnownRedirectsKeepingTheMethod(kind: CardDAVServer.Kind) throws {
        try withServer(kind) { server in
            let proxy = try ScriptedHTTPServer.proxy(to: server)
            defer { proxy.stop() }
            let books = try client(for: server, url: proxy.url("/not-dav-here/")).discover()
            #expect(books.contains { $0.href == server.bookPath }, "\(books)")
            let paths = proxy.requests.map { "\($0.method) \($0.path)" }
            let wellKnown = try #require(paths.firstIndex(of: "PROPFIND /.well-known/carddav"), "\(paths)")
            #expect(paths[wellKnown + 1] == "PROPFIND /", "the redirect is followed with PROPFIND: \(paths)")
        }
    }

    @Test func aWrongPasswordIsUnauthorizedNotAHang() throws {
        try withServer(.radicale) { server in
            #expect(throws: DAVError.unauthorized(url: server.url)) {
                try client(for: server, password: "wrong").discover()
            }
        }
    }

    @Test(arguments: CardDAVServer.Kind.allCases)
    func createAndUpdateAreConditional(kind: CardDAVServer.Kind) throws {
        try withServer(kind) { server in
            let dav = try client(for: server)
            let href = server.bookPath + "ada.vcf"
            let created = try dav.put(card(uid: "ada", name: "Ada"), at: href, .create)
            let etag = try #require(created.etag)
            #expect(throws: DAVError.preconditionFailed(href: href)) {
                try dav.put(card(uid: "ada", name: "Ada again"), at: href, .create)
            }
            let updated = try dav.put(card(uid: "ada", name: "Ada King"), at: href, .update(etag: etag))
            #expect(updated.etag != nil && updated.etag != etag)
            #expect(throws: DAVError.preconditionFailed(href: href)) {
                try dav.put(card(uid: "ada", name: "Ada Byron"), at: href, .update(etag: etag))
            }
            #expect(throws: DAVError.preconditionFailed(href: href)) { try dav.delete(href, etag: etag) }
            try dav.delete(href, etag: try #require(updated.etag))
            #expect(try dav.get(href) == nil)
            #expect(dav.counts.put == 4 && dav.counts.delete == 2 && dav.counts.get == 1)
        }
    }

    @Test func radicalesUIDConflictIsNamed() throws {
        try withServer(.radicale) { server in
            let dav = try client(for: server)
            try dav.put(card(uid: "same", name: "First"), at: server.bookPath + "first.vcf", .create)
            #expect(throws: DAVError.uidConflict(href: server.bookPath + "second.vcf")) {
                try dav.put(card(uid: "same", name: "Second"), at: server.bookPath + "second.vcf", .create)
            }
        }
    }

    @Test(arguments: CardDAVServer.Kind.allCases.filter(\.hasSyncCollection))
    func syncCollectionListsChangesAndRemovalsSinceAToken(kind: CardDAVServer.Kind) throws {
        try withServer(kind) { server in
            try server.putCard(name: "a.vcf", card: card(uid: "a", name: "A"))
            try server.putCard(name: "b.vcf", card: card(uid: "b", name: "B"))
            let dav = try client(for: server)
            let first = try dav.changes(in: server.bookURL, since: nil)
            #expect(Set(first.changed.map(\.href)) == [server.bookPath + "a.vcf", server.bookPath + "b.vcf"])
            #expect(first.changed.allSatisfy { $0.etag?.hasPrefix("\"") == true })
            #expect(first.removed.isEmpty)
            let token = try #require(first.token)

            try server.putCard(name: "a.vcf", card: card(uid: "a", name: "A", note: "changed on the phone"))
            try server.deleteCard(name: "b.vcf")
            let second = try dav.changes(in: server.bookURL, since: token)
            #expect(second.changed.map(\.href) == [server.bookPath + "a.vcf"])
            #expect(second.changed.first?.etag == (try server.members())[server.bookPath + "a.vcf"])
            #expect(second.removed == [server.bookPath + "b.vcf"])
            let newest: String = try #require(second.token)
            let quiet = try dav.changes(in: server.bookURL, since: newest)
            #expect(quiet.changed.isEmpty && quiet.removed.isEmpty && quiet.token != nil)
            #expect(dav.counts.report == 3 && dav.counts.multiget == 0)
            #expect(try dav.members(of: server.bookURL).map(\.href) == [server.bookPath + "a.vcf"])
        }
    }

    @Test(arguments: CardDAVServer.Kind.allCases.filter(\.hasSyncCollection))
    func anUnknownTokenMeansStartingOver(kind: CardDAVServer.Kind) throws {
        try withServer(kind) { server in
            let dav = try client(for: server)
            let token = try #require(try dav.changes(in: server.bookURL, since: nil).token)
            #expect(throws: DAVError.invalidSyncToken) {  // 403 from Radicale, 412 from Xandikos
                try dav.changes(in: server.bookURL, since: token + "0bogus")
            }
        }
    }

    @Test(arguments: CardDAVServer.Kind.allCases)
    func multigetReturnsTheServersBytesWithCRLFAndNamesTheMissing(kind: CardDAVServer.Kind) throws {
        try withServer(kind) { server in
            let folded = Array(("BEGIN:VCARD\r\nVERSION:3.0\r\nUID:g\r\nFN:Grace\r\nNOTE:A long note folded onto a continu\r\n"
                + " ation line.\r\nEND:VCARD\r\n").utf8)
            try server.putCard(name: "g.vcf", card: folded)
            let dav = try client(for: server)
            let hrefs = [server.bookPath + "g.vcf", server.bookPath + "missing.vcf"]
            let (cards, missing) = try dav.fetch(hrefs, from: server.bookURL)
            #expect(missing == [server.bookPath + "missing.vcf"])
            let fetched = try #require(cards.first)
            let stored = try #require(try server.card(name: "g.vcf"))
            #expect(fetched.href == hrefs[0])
            #expect(fetched.card == stored.card, "the multiget card is the GET's bytes, CRLF restored")
            #expect(fetched.etag == stored.etag)
            // SabreDAV 1.8 answers 404 for the whole multiget when one href is gone: each half is asked again.
            #expect(dav.counts.multiget == (kind == .sabredav ? 3 : 1))
        }
    }

    @Test(arguments: CardDAVServer.Kind.allCases)
    func oddHrefsRoundTripByteForByte(kind: CardDAVServer.Kind) throws {
        try withServer(kind) { server in
            try server.putCard(name: "with%20space%40at%2Bplus.vcf", card: card(uid: "odd", name: "Odd"))
            let dav = try client(for: server)
            try dav.put(card(uid: "mail", name: "Mail"), at: server.bookPath + "ada@example.org.vcf", .create)
            let listed = kind.hasSyncCollection
                ? try dav.changes(in: server.bookURL, since: nil).changed : try dav.members(of: server.bookURL)
            #expect(listed.count == 2, "\(listed)")
            for member in listed {
                let (cards, missing) = try dav.fetch([member.href], from: server.bookURL)
                #expect(missing.isEmpty && cards.first?.href == member.href, "\(member.href)")
                #expect(try dav.get(member.href)?.card == cards.first?.card)
                try dav.delete(member.href, etag: try #require(member.etag))
            }
            #expect(try server.members().isEmpty)
        }
    }
}
