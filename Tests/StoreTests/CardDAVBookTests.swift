@testable import Accounts
import Credentials
import Foundation
import Migrations
import SQLite
import Testing
@testable import Store

@Suite("How a service's server is reached (migration 0011)")
struct CardDAVBookTests {
    @Test func migration11KeepsEveryAccountAndLeavesItsBookToChoose() throws {
        let db = try Database.inMemory()
        try Migrator(migrations: Array(SchemaMigrations.all.prefix(10))).migrate(db)
        try db.execute("""
            INSERT INTO third_party_accounts (service, user_name, server_url, secret, connected_at, password_command)
            VALUES ('fastmail', 'ada@example.org', 'https://carddav.fastmail.com/', X'', 1000, 'pass show fm'),
                   ('google', 'ada', NULL, X'746f6b', 1001, NULL)
            """)
        #expect(try SchemaMigrations.migrator.migrate(db).contains(11))
        let rows = try db.prepare("""
            SELECT service, user_name, server_url, password_command, hex(secret),
                   ca_file IS NULL AND pinned_key IS NULL
                   AND NOT EXISTS (SELECT 1 FROM sync_collections c WHERE c.service = t.service)
            FROM third_party_accounts t ORDER BY service
            """).map { "\($0.text(0)) \($0.text(1)) \($0.optionalText(2) ?? "-") \($0.optionalText(3) ?? "-") \($0.text(4)) \($0.int64(5))" }
        #expect(rows == ["fastmail ada@example.org https://carddav.fastmail.com/ pass show fm  1",
                         "google ada - - 746F6B 1"])
    }

    @Test func connectStoresTheTrustAndASyncTheLoginSchemeItFound() throws {
        let book = try AddressBook.inMemory()
        let service = try ServiceName("home")
        let command = try #require(PasswordCommand("echo secret"))
        #expect(try book.serverAccess(service: service) == nil)
        let trust = ServerAccess(caFile: "/etc/phonebook/ca.pem", pinnedKeySHA256: "sha256//" + String(repeating: "A", count: 43) + "=")
        try book.connect(service: service, user: UserName("alice"), serverURL: URL(string: "https://dav.example.org/"),
                         credential: .passwordCommand(command), access: trust, now: 1)
        #expect(try book.serverAccess(service: service) == trust)
        try book.connect(service: service, user: UserName("alice"), serverURL: URL(string: "https://dav.example.org/"),
                         credential: .passwordCommand(command), now: 2)
        #expect(try book.serverAccess(service: service) == ServerAccess(), "reconnecting replaces the trust")
        try book.setServerAccess(ServerAccess(authScheme: "digest"), service: service)
        #expect(try book.serverAccess(service: service)?.authScheme == "digest")
        #expect(throws: AuthError.notConnected(try ServiceName("none"))) {
            try book.setServerAccess(ServerAccess(), service: ServiceName("none"))
        }
        try book.disconnect(service: service)
        #expect(try book.serverAccess(service: service) == nil)
    }

    @Test(arguments: ["http://127.0.0.1:5232/", "http://localhost/", "http://[::1]:8080/", "https://dav.example.org/"])
    func httpsEverywhereAndHttpOnlyOnLoopback(url: String) throws {
        #expect(try ThirdPartyAccount.serverURL(url).absoluteString == url)
    }

    @Test(arguments: ["http://dav.example.org/", "http://127.0.0.1.example.org/", "http://10.0.0.1/", "ftp://x/",
                      "https://alice:pw@dav.example.org/"])
    func plainHttpOffLoopbackIsRefused(url: String) {
        #expect(throws: AuthError.invalidServerURL(url)) { try ThirdPartyAccount.serverURL(url) }
    }
}
