import Exchange
import Foundation
import SQLite
import Store
import Testing
import TestSupport

/// A book of the 0033 shape that synced with a server (its service's token
/// and every card's row, as a phonebook of that time left them) syncs on
/// after the upgrade to a sync state per address book: nothing is read
/// again, nothing is copied twice, and the server's next change comes down.
@Suite("sync after the upgrade to sync state per address book")
struct SyncUpgradeTests {
    @Test(arguments: [CardDAVServer.Kind.radicale, .xandikos])
    func anUpgradedBookSyncsOnWithoutReadingItsCardsAgain(_ kind: CardDAVServer.Kind) throws {
        try withTemporaryDirectory { folder in
            let server = try CardDAVServer.start(kind, in: folder)
            defer { server.stop() }
            let names = ["ada": "Ada Lovelace", "bob": "Bob Byron", "grace": "Grace Hopper"]
            for (uid, name) in names { try server.putCard(name: "\(uid).vcf", card: SyncWorld.card(uid, name)) }
            let path = folder.appendingPathComponent("book.sqlite3").path
            try seedSyncedBook(at: path, from: server)

            let upgraded = try SyncWorld.sync(database: path)
            #expect(upgraded.result.status == 0, "\(upgraded.result.stdout) \(upgraded.result.stderr)")
            #expect(upgraded.count("fetched") == 0 && upgraded.count("applied_here") == 0 && upgraded.count("uploaded") == 0,
                    "\(upgraded.result.stdout)")
            for request in ["multiget", "get", "put", "delete", "propfind"] {
                #expect(upgraded.requests(request) == 0, "\(request): \(upgraded.result.stdout)")
            }
            let collection = (upgraded.json["collections"] as? [[String: Any]])?.first
            #expect(collection?["book"] as? String == "default" && collection?["url"] as? String == server.bookURL)
            #expect(try SyncWorld.localCards(in: path).keys.sorted() == names.keys.sorted())

            try server.putCard(name: "bob.vcf", card: SyncWorld.card("bob", "Bob Byron", note: "changed there"))
            let next = try SyncWorld.sync(database: path)
            #expect(next.count("fetched") == 1 && next.count("applied_here") == 1, "\(next.result.stdout)")
            #expect(try phonebook("export", "bob", "--db", path).stdout.contains("NOTE:changed there"))
            #expect(try SyncWorld.localCards(in: path).count == 3)
        }
    }

    /// The book `server`'s cards synced into at 0033: each card a contact,
    /// its row the server's version and ETag, the service's token the one
    /// a listing of the address book ends at now.
    private func seedSyncedBook(at path: String, from server: CardDAVServer) throws {
        let db = try OldSchema.database(at: path, before: 34)
        let old = OldSchema.book(on: db)
        try db.execute("""
            INSERT INTO third_party_accounts (service, user_name, server_url, secret, connected_at, password_command,
                                              book_url, book_name)
            VALUES ('dav', ?, ?, X'', 1, ?, ?, 'Book')
            """, server.user, server.url, "echo \(server.password)", server.bookURL)
        let writes = CardWrites(book: old)
        for (href, _) in try server.members() {
            let name = String(href.dropFirst(server.bookPath.count))
            let stored = try #require(try server.card(name: name))
            let id = try writes.add(card: stored.card)
            let record = try CardWrites.record(of: stored.card)
            try db.execute("""
                INSERT INTO sync_items (service, uid, href, etag, base_hash, base_card, local_hash, contact_id)
                VALUES ('dav', ?, ?, ?, ?, ?, ?, ?)
                """, record.uid, href, stored.etag, hashed(stored.card), stored.card, record.contentHash, id)
        }
        try db.execute("INSERT INTO sync_services (service, sync_token, last_synced_at) VALUES ('dav', ?, 1)",
                       try syncToken(of: server))
    }

    /// The token a sync-collection from nothing ends at, as the phone side reads it.
    private func syncToken(of server: CardDAVServer) throws -> String {
        let body = """
            <?xml version="1.0" encoding="utf-8"?>
            <d:sync-collection xmlns:d="DAV:"><d:sync-token/><d:sync-level>1</d:sync-level>\
            <d:prop><d:getetag/></d:prop></d:sync-collection>
            """
        let response = try server.request("REPORT", server.bookURL, headers: ["Depth: 1", "Content-Type: application/xml"],
                                          body: Array(body.utf8))
        let pattern = try NSRegularExpression(pattern: "<([A-Za-z0-9]+:)?sync-token>([^<]+)</")
        let text = response.text as NSString
        let match = try #require(pattern.firstMatch(in: response.text, range: NSRange(location: 0, length: text.length)))
        return text.substring(with: match.range(at: 2))
    }
}
