import Foundation
import Testing
import TestSupport

/// `connect` against real servers on loopback: discovery, the choice of
/// book, and every refusal leaving nothing stored.
@Suite("phonebook connect discovers address books", .serialized)
struct ConnectDiscoveryTests {
    private func connect(_ server: String, _ db: String, password: String = "secret", _ extra: [String] = []) throws -> CommandResult {
        try phonebook(arguments: ["connect", "home", "--user", "alice", "--server", server, "--db", db,
                                  "--password-command", "echo \(password)"] + extra)
    }

    private func connected(_ db: String) throws -> String {
        try phonebook("info", "--db", db).stdout
    }

    @Test(arguments: CardDAVServer.Kind.allCases)
    func theOnlyBookIsFoundPrintedAndRemembered(kind: CardDAVServer.Kind) throws {
        try withTemporaryDirectory { folder in
            let server = try CardDAVServer.start(kind, in: folder)
            defer { server.stop() }
            let db = folder.appendingPathComponent("p.sqlite3").path
            let result = try connect(server.url, db)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.hasPrefix("* "))
            #expect(result.stdout.contains(server.bookPath))
            #expect(result.stdout.contains("syncs with") && result.stdout.contains(server.bookURL))
            #expect(try connected(db).contains("home book:      \(server.bookURL)\n"))
            let json = try phonebook("info", "--db", db, "--format", "json").stdout
            #expect(json.contains("\"carddavBooks\":{\"home\":\"\(server.bookURL)\"}"))
            #expect(try phonebook("disconnect", "home", "--db", db).status == 0)
            #expect(!(try connected(db).contains("home book")))
        }
    }

    @Test func severalBooksNeedACollectionAndNothingIsStoredWithoutIt() throws {
        try withTemporaryDirectory { folder in
            let server = try CardDAVServer.start(.radicale, in: folder)
            defer { server.stop() }
            let second = try server.createBook("work", displayName: "Work")
            let db = folder.appendingPathComponent("p.sqlite3").path
            let ambiguous = try connect(server.url, db)
            #expect(ambiguous.status == 64)
            #expect(ambiguous.stdout.contains(server.bookPath) && ambiguous.stdout.contains("Work"))
            #expect(ambiguous.stderr.contains("pick those to sync with --collection NAME|HREF --to BOOK"))
            #expect(try connected(db).contains("connected:      -\n"))
            let chosen = try connect(server.url, db, ["--collection", "Work"])
            #expect(chosen.status == 0 && chosen.stderr.isEmpty, "\(chosen.stderr)")
            #expect(try connected(db).contains("home book:      \(second)\n"))
            let unknown = try connect(server.url, db, ["--collection", "Nope"])
            #expect(unknown.status == 64 && unknown.stderr.contains("no address book matches --collection Nope"))
            // --book, its name before books here had names, is still taken, with one line of warning.
            let old = try connect(server.url, db, ["--book", "Work"])
            #expect(old.status == 0 && old.stderr == "phonebook: warning: connect --book is now --collection (--book "
                        + "names a book of this database everywhere else); it is still taken here for a while\n")
            #expect(try connected(db).contains("home book:      \(second)\n"))
        }
    }

    @Test func aWrongSecretIsReportedAndNothingIsStored() throws {
        try withTemporaryDirectory { folder in
            let server = try CardDAVServer.start(.radicale, in: folder)
            defer { server.stop() }
            let db = folder.appendingPathComponent("p.sqlite3").path
            let result = try connect(server.url, db, password: "wrong")
            #expect(result.status == 77)
            #expect(result.stderr.hasPrefix("phonebook: the server refused the user name or secret (401)"))
            #expect(!result.stderr.contains("wrong"))
            #expect(try connected(db).contains("connected:      -\n"))
        }
    }

    @Test func unreachableAndNonCardDAVServersAreOneLineEachAndStoreNothing() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("p.sqlite3").path
            let port = try Loopback.freePort()  // nothing listens there
            let refused = try connect("http://127.0.0.1:\(port)/", db)
            #expect(refused.status == 69)
            #expect(refused.stderr.hasPrefix("phonebook: cannot reach http://127.0.0.1:\(port)/"))
            let web = try ScriptedHTTPServer.scripted { _ in
                .response(TestSupport.HTTPResponse(status: 200, contentType: "text/html", body: "<html><body>Welcome</body></html>"))
            }
            defer { web.stop() }
            let notDAV = try connect(web.url, db)
            #expect(notDAV.status == 76)
            #expect(notDAV.stderr.hasPrefix("phonebook: no CardDAV address books found at \(web.url)"))
            for result in [refused, notDAV] {
                #expect(result.stderr.filter { $0 == "\n" }.count == 1, "\(result.stderr)")
            }
            #expect(try connected(db).contains("connected:      -\n"))
        }
    }

    @Test func noDiscoverStoresTheAccountWithoutContactingTheServer() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("p.sqlite3").path
            let port = try Loopback.freePort()
            let result = try connect("http://127.0.0.1:\(port)/", db, ["--no-discover"])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout == "Connected home as alice; the first sync finds the address book.\n")
            #expect(try connected(db).contains("connected:      home\n"))
        }
    }

    /// The first sync after --no-discover discovers; an account whose
    /// address-book home holds no address book is told so in one line, and what to do.
    @Test func aFirstSyncThatFindsNoAddressBookSaysWhatToDo() throws {
        try withTemporaryDirectory { folder in
            let server = try ScriptedHTTPServer.scripted { request in
                // The URL names the home at once; its listing holds only itself, no address book.
                let here = request.header("Depth") == "0" ? "/" : "/home/"
                return .response(.multistatus("""
                    <d:multistatus xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:carddav"><d:response>\
                    <d:href>\(here)</d:href><d:propstat><d:prop><d:resourcetype><d:collection/></d:resourcetype>\
                    <c:addressbook-home-set><d:href>/home/</d:href></c:addressbook-home-set></d:prop>\
                    <d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response></d:multistatus>
                    """))
            }
            defer { server.stop() }
            let db = folder.appendingPathComponent("p.sqlite3").path
            try #require(try connect(server.url, db, ["--no-discover"]).status == 0)
            let sync = try phonebook("sync", "--db", db)
            #expect(sync.status == 1 && sync.stdout.isEmpty, "\(sync.stdout)")
            #expect(sync.stderr == "phonebook: home: the server has no address book for this account; make one there "
                        + "with another client, then sync again\n", "\(sync.stderr)")
            #expect(try connected(db).contains("connected:      home\n"), "the account stays")
        }
    }

    @Test(arguments: ["http://carddav.example.org/", "http://192.168.1.2:5232/"])
    func plainHttpIsRefusedOffLoopback(url: String) throws {
        try withTemporaryDirectory { folder in
            let result = try connect(url, folder.appendingPathComponent("p.sqlite3").path)
            #expect(result.status == 64)
            #expect(result.stderr.contains("http:// only for 127.0.0.1, ::1 or localhost"))
        }
    }
}
