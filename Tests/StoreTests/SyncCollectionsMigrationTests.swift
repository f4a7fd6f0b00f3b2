@testable import Accounts
import Credentials
import Testing
import TestSupport
@testable import Migrations
@testable import SQLite
@testable import Store
@testable import SyncState

/// Migration 0034: each address book a service syncs is a collection of its
/// own, with a book here; a book of the 0033 shape keeps every service's
/// sync state, its one address book syncing with the default book.
@Suite("Sync state per address book: the migration")
struct SyncCollectionsMigrationTests {
    /// A book at 0033 with a CardDAV service that synced (two cards, an open
    /// and a settled conflict, a refusal, a count of failures), a vdir
    /// service that synced, one connected with --no-discover and one with a
    /// token alone.
    private func oldBook() throws -> Database {
        let db = try Database.inMemory()
        try Migrator(migrations: SchemaMigrations.all.filter { $0.version < 34 }).migrate(db)
        let old = OldSchema.book(on: db)
        try SampleBook.seed(old)
        try db.executeScript("""
            INSERT INTO third_party_accounts (service, user_name, server_url, secret, connected_at, password_command,
                                              book_url, book_name, auth_scheme, vdir_path)
            VALUES ('dav', 'ada', 'https://dav.example.org/', X'', 1, 'echo secret',
                    'https://dav.example.org/ada/book/', 'Book', 'digest', NULL),
                   ('khard', '', NULL, X'', 2, NULL, NULL, NULL, NULL, '/home/ada/.contacts/family'),
                   ('later', 'ada', 'https://later.example.org/', X'', 3, 'echo secret', NULL, NULL, NULL, NULL),
                   ('google', 'ada', NULL, X'', 4, 'echo secret', NULL, NULL, NULL, NULL);
            INSERT INTO sync_services (service, sync_token, last_synced_at)
            VALUES ('dav', 'token-7', 100), ('khard', NULL, 200);
            INSERT INTO sync_items (service, uid, href, etag, base_hash, base_card, local_hash, contact_id, state, uploaded)
            VALUES ('dav', 'ada', '/ada/book/ada.vcf', '"e1"', 'h1', X'41', 11, 1, 'synced', 0),
                   ('dav', 'grace', '/ada/book/grace.vcf', NULL, 'h2', X'47', NULL, 2, 'pending_create', 1),
                   ('khard', 'alan', '/home/ada/.contacts/family/alan.vcf', '1-2-3', 'h3', X'4c', 13, 3, 'synced', 0);
            INSERT INTO sync_conflicts (service, uid, href, local_card, remote_card, remote_etag, found_at,
                                        resolved_at, resolution, id)
            VALUES ('dav', 'ada', '/ada/book/ada.vcf', X'01', X'02', '"e2"', 50, NULL, NULL, 7),
                   ('dav', 'ada', '/ada/book/ada.vcf', X'03', NULL, NULL, 40, 45, 'local', 3);
            INSERT INTO sync_refusals (service, uid, href, content_hash, status, reason, refused_at)
            VALUES ('dav', 'ada', '/ada/book/ada.vcf', 11, 415, 'vCard 2.1', 60);
            INSERT INTO sync_upload_failures (service, uid, content_hash, failures, failed_at)
            VALUES ('dav', 'grace', 22, 2, 70);
            """)
        return db
    }

    @Test func eachServicesAddressBookSyncsWithTheDefaultBookKeepingItsState() throws {
        let db = try oldBook()
        try SchemaMigrations.migrator.migrate(db)
        let book = OldSchema.book(on: db)
        #expect(try db.scalar("PRAGMA foreign_key_check") == .null)

        let dav = try #require(try book.syncCollections(service: "dav").first)
        #expect(try book.syncCollections(service: "dav").count == 1)
        #expect(dav.url == "https://dav.example.org/ada/book/" && dav.name == "Book" && dav.book == 1)
        #expect(dav.bookName == "default" && dav.token == "token-7" && dav.lastSyncedAt == 100 && dav.label == "dav")
        let khard = try #require(try book.syncCollections(service: "khard").first)
        #expect(khard.url == "/home/ada/.contacts/family" && khard.name == nil && khard.book == 1)
        #expect(khard.token == nil && khard.lastSyncedAt == 200)
        #expect(try book.syncCollections(service: "later").isEmpty, "the first sync discovers it")
        #expect(try book.syncCollections(service: "google").isEmpty)

        #expect(try book.syncItems(dav) == [
            SyncItem(uid: "ada", href: "/ada/book/ada.vcf", etag: "\"e1\"", baseHash: "h1", baseCard: [0x41],
                     localHash: 11, contactID: 1),
            SyncItem(uid: "grace", href: "/ada/book/grace.vcf", etag: nil, baseHash: "h2", baseCard: [0x47],
                     localHash: nil, contactID: 2, state: .pendingCreate, uploaded: true),
        ])
        #expect(try book.syncItems(khard).map(\.uid) == ["alan"])
        #expect(try book.syncConflicts(dav) == [
            SyncConflict(uid: "ada", href: "/ada/book/ada.vcf", localCard: [1], remoteCard: [2],
                         remoteETag: "\"e2\"", foundAt: 50),
        ])
        #expect(try book.syncConflicts(dav, includingResolved: true).map(\.resolution) == [.local, nil])
        #expect(try book.syncRefusals(dav).map { "\($0.uid) \($0.status) \($0.displayName ?? "-")" } == ["ada 415 Ada Lovelace"])
        #expect(try book.countUploadFailure(dav, uid: "grace", contentHash: 22, at: 80) == 3, "the count goes on")
        #expect(try book.serverAccess(service: ServiceName("dav")) == ServerAccess(authScheme: "digest"))
        #expect(try book.bookSyncs().map { "\($0.service) \($0.book) \($0.collectionName ?? "-")" }
                    == ["dav 1 Book", "google 1 -", "khard 1 -", "later 1 -"])
        let columns = try db.prepare("SELECT name FROM pragma_table_info('third_party_accounts')").map { $0.text(0) }
        #expect(!columns.contains("book_url") && !columns.contains("book_name"))

        // Disconnecting forgets every collection of the service and its state.
        try book.disconnect(service: ServiceName("dav"))
        #expect(try book.syncCollections(service: "dav").isEmpty)
        for table in ["sync_items", "sync_conflicts", "sync_refusals", "sync_upload_failures"] {
            #expect(try db.scalar("SELECT count(*) FROM \(table) WHERE collection_id = ?", dav.id) == .integer(0), "\(table)")
        }
        #expect(try book.syncItems(khard).count == 1, "the other service's stay")
    }

    /// A book a collection syncs with is not removed under it, by `books remove` or by SQL.
    @Test func aBookACollectionSyncsWithIsNotRemoved() throws {
        let book = try AddressBook.inMemory()
        try book.connect(service: ServiceName("dav"), user: UserName("ada"), serverURL: nil,
                         credential: .passwordCommand(try #require(PasswordCommand("echo secret"))))
        let work = try book.createBook(BookName("work"))
        try book.mapCollection(service: "dav", url: "https://dav.example.org/ada/work/", name: "Work", to: work.id)
        #expect(throws: BookError.synced("work", services: ["dav"], onlyThis: ["dav"])) { try book.removeBook("work", withContacts: true) }
        #expect(throws: (any Error).self) { try book.database.execute("DELETE FROM books WHERE name = 'work'") }
        let collection = try #require(try book.syncCollections(service: "dav").first)
        try book.unmapCollection(collection)
        try book.removeBook("work", withContacts: false)
        #expect(try book.books().map(\.name) == ["default"])
    }
}
