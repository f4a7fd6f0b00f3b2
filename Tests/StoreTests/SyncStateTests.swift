@testable import Accounts
import Credentials
import Foundation
@testable import SyncState
import Testing
import TestSupport
@testable import Migrations
@testable import SQLite
@testable import Store

@Suite("CardDAV sync state (migration 0012)")
struct SyncStateTests {
    @Test func migrationKeepsAPopulatedBookAndStartsEmpty() throws {
        let db = try Database.inMemory()
        try Migrator(migrations: SchemaMigrations.all.filter { $0.version <= 10 }).migrate(db)
        try db.execute("""
            INSERT INTO contacts (id, uid, display_name, sort_key_family, sort_key_given, card, content_hash,
                                  created_at, updated_at)
            VALUES (1, 'a', 'Ada Lovelace', 'Llovelace ada', 'Aada lovelace', 'BEGIN:VCARD', 7, 0, 0)
            """)
        try db.execute("""
            INSERT INTO third_party_accounts (service, user_name, secret, connected_at) VALUES ('dav', 'ada', X'', 1);
            """)
        let applied = try Migrator(migrations: SchemaMigrations.all.filter { $0.version <= 12 }).migrate(db)
        #expect(applied.contains(12))
        #expect(try db.scalar("SELECT count(*) FROM contacts") == .integer(1))
        for table in ["sync_services", "sync_items", "sync_conflicts"] {
            #expect(try db.scalar("SELECT count(*) FROM \(table)") == .integer(0), "\(table)")
        }
        try db.execute("""
            INSERT INTO sync_items (service, uid, href, base_hash, base_card) VALUES ('dav', 'a', '/b/a.vcf', 'h', X'00')
            """)
        try db.execute("""
            INSERT INTO sync_services (service, sync_token) VALUES ('dav', 't');
            """)
        #expect(try db.scalar("PRAGMA foreign_key_check") == .null)
        // Disconnecting forgets the service's sync state.
        try db.execute("PRAGMA foreign_keys = ON")
        try db.execute("DELETE FROM third_party_accounts WHERE service = 'dav'")
        #expect(try db.scalar("SELECT count(*) FROM sync_items") == .integer(0))
        #expect(try db.scalar("SELECT count(*) FROM sync_services") == .integer(0))
    }

    /// A book with a service connected, syncing a collection with `book` (the default book when nil).
    private func connectedBook(into book: String? = nil) throws -> (AddressBook, SyncCollection) {
        let store = try AddressBook.inMemory()
        try store.connect(service: ServiceName("dav"), user: UserName("ada"), serverURL: nil,
                          credential: .passwordCommand(try #require(PasswordCommand("echo secret"))))
        let target = try book.map { try store.createBook(BookName($0)).id } ?? store.defaultBookID()
        try store.mapCollection(service: "dav", url: "https://dav.example.org/b/", name: "B", to: target)
        return (store, try #require(try store.syncCollections(service: "dav").first))
    }

    private func record(_ uid: String, _ name: String) -> ContactRecord {
        let card = Array("BEGIN:VCARD\r\nVERSION:3.0\r\nUID:\(uid)\r\nFN:\(name)\r\nEND:VCARD\r\n".utf8)
        return ContactRecord(uid: uid, source: nil, displayName: name, card: card, contentHash: Int64(card.count))
    }

    @Test func aStepWritesTheContactItsRowAndOneJournalEntryTogether() throws {
        let (book, collection) = try connectedBook()
        let item = SyncItem(uid: "u1", href: "/b/u1.vcf", etag: "\"1\"", baseHash: "h1", baseCard: [1, 2],
                            localHash: 9, contactID: nil)
        let id = try #require(try book.commitSync(collection, SyncCommit(change: .add(record("u1", "Ada")), item: item)))
        var stored = try book.syncItems(collection)
        #expect(stored.count == 1 && stored[0].contactID == id && stored[0].etag == "\"1\"")
        #expect(try book.history().first?.summary == "sync dav: add Ada")

        try book.commitSync(collection, SyncCommit(change: .replace(id, record("u1", "Ada L")),
                                                        item: SyncItem(uid: "u1", href: "/b/u1.vcf", etag: nil,
                                                                       baseHash: "h2", baseCard: [3], localHash: 10,
                                                                       contactID: id, uploaded: true)))
        stored = try book.syncItems(collection)
        #expect(stored.first?.etag == nil && stored.first?.uploaded == true && stored.first?.baseCard == [3])
        // Undo takes the step back locally.
        try book.undo()
        #expect(try book.syncLocalContacts(in: 1).first?.displayName == "Ada")

        try book.commitSync(collection, SyncCommit(change: .remove(id), forget: "u1"))
        #expect(try book.syncItems(collection).isEmpty)
        #expect(try book.syncLocalContacts(in: 1).isEmpty)
        #expect(try book.history().first?.summary == "sync dav: remove Ada")
    }

    @Test func aFailingStepWritesNothing() throws {
        let (book, collection) = try connectedBook()
        _ = try book.add(record("u1", "Ada"))
        let item = SyncItem(uid: "u1", href: "/b/u1.vcf", etag: nil, baseHash: "h", baseCard: [], localHash: nil, contactID: nil)
        #expect(throws: (any Error).self) {
            try book.commitSync(collection, SyncCommit(change: .add(record("u1", "Ada again")), item: item))
        }
        #expect(try book.syncItems(collection).isEmpty)
        #expect(try book.syncLocalContacts(in: 1).count == 1)
    }

    @Test func conflictsStayUntilSettledAndKeepBothTexts() throws {
        let (book, collection) = try connectedBook()
        let conflict = SyncConflict(uid: "u1", href: "/b/u1.vcf", localCard: [1], remoteCard: [2],
                                    remoteETag: "\"e\"", foundAt: 5)
        try book.commitSync(collection, SyncCommit(conflict: conflict))
        try book.commitSync(collection, SyncCommit(conflict: conflict))
        #expect(try book.syncConflicts(collection) == [conflict])
        try book.commitSync(collection, SyncCommit(resolved: ("u1", .remote)))
        #expect(try book.syncConflicts(collection).isEmpty)
        let all = try book.syncConflicts(collection, includingResolved: true)
        #expect(all.count == 1 && all[0].resolution == .remote && all[0].remoteCard == [2] && all[0].localCard == [1])
    }

    @Test func theTokenIsReplacedOnlyWhenAsked() throws {
        let (book, collection) = try connectedBook()
        #expect(collection.token == nil && collection.lastSyncedAt == nil)
        try book.recordSync(collection, at: 10, token: "t1", storingToken: true)
        try book.recordSync(collection, at: 20, token: "t2", storingToken: false)
        let stored = try #require(try book.reread(collection))
        #expect(stored.token == "t1" && stored.lastSyncedAt == 20)
        #expect(try book.lastSync(service: "dav") == 20)
    }
}
