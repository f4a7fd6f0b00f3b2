import Foundation
import Testing
import TestSupport

/// `connect` chooses which address books a service syncs and with which
/// books here; `disconnect --book` stops one; `books` shows them.
@Suite("connect: address books and the books they sync with", .serialized)
struct ConnectCollectionsTests {
    /// Radicale with three address books: Book (the harness's), Work and Family.
    private func server(in folder: URL) throws -> CardDAVServer {
        let server = try CardDAVServer.start(.radicale, in: folder)
        try server.createBook("work", displayName: "Work")
        try server.createBook("family", displayName: "Family")
        return server
    }

    private func connect(_ server: CardDAVServer, _ db: String, _ extra: [String] = []) throws -> CommandResult {
        try phonebook(arguments: ["connect", "dav", "--user", server.user, "--server", server.url, "--db", db,
                                  "--password-command", "echo \(server.password)"] + extra)
    }

    @Test func severalAddressBooksSyncWithTheBooksNamedAndMissingBooksAreMade() throws {
        try withTemporaryDirectory { folder in
            let server = try server(in: folder)
            defer { server.stop() }
            let db = folder.appendingPathComponent("p.sqlite3").path
            let connected = try connect(server, db, ["--collection", "Work", "--to", "work", "--collection", "/alice/family/",
                                                     "--to", "family"])
            #expect(connected.status == 0, "\(connected.stderr)")
            let host = server.url.dropLast()
            #expect(connected.stdout == """
                  Book  /alice/book/
                * Work  /alice/work/  → work
                * Family  /alice/family/  → family
                Made the book "work".
                Made the book "family".
                Connected dav as alice: syncs the book family with "Family" at \(host)/alice/family/ \
                and the book work with "Work" at \(host)/alice/work/.

                """, "\(connected.stdout)")
            #expect(try phonebook("books", "--db", db).stdout == "default\t0\tdefault\t-\nfamily\t0\t-\tdav: Family\nwork\t0\t-\tdav: Work\n")

            // Without --user: the address books listed, one more synced, with the default book.
            let listed = try phonebook("connect", "dav", "--db", db)
            #expect(listed.status == 0 && listed.stdout.hasPrefix("  Book  /alice/book/\n* Work"), "\(listed.stdout)")
            let added = try phonebook("connect", "dav", "--collection", "Book", "--db", db)
            #expect(added.status == 0, "\(added.stderr)")
            #expect(added.stdout.hasPrefix("* Book  /alice/book/  → default\n"), "\(added.stdout)")
            #expect(try phonebook("books", "--db", db).stdout.hasPrefix("default\t0\tdefault\tdav: Book\n"))
            // The address book named by its URL, as the help says: the same one, kept.
            let byURL = try phonebook("connect", "dav", "--collection", "\(host)/alice/book/", "--db", db)
            #expect(byURL.status == 0 && byURL.stdout.hasPrefix("* Book  /alice/book/  → default\n"), "\(byURL.stderr)")
            let help = try phonebook("connect", "--help").stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(help.contains("by its display name (in any case), href or URL"), "\(help)")

            // A book syncs with one address book of a service; nothing changes.
            let taken = try phonebook("connect", "dav", "--collection", "Work", "--to", "family", "--db", db)
            #expect(taken.status == 1 && taken.stderr.contains("the book \"family\" syncs with dav's \"Family\" already"),
                    "\(taken.stderr)")
            let books = try phonebook("books", "--format", "json", "--db", db).stdout
            #expect(books.contains("{\"name\":\"work\",\"contacts\":0,\"default\":false,\"syncs\":[{\"service\":\"dav\","
                                   + "\"collection\":\"Work\",\"url\":\"\(host)/alice/work/\"}]}"), "\(books)")

            // Connecting again keeps each book's sync, with no --collection even among several address books.
            let again = try connect(server, db)
            #expect(again.status == 0 && again.stdout.contains("* Work  /alice/work/  → work\n"), "\(again.stderr)")

            // One book's sync stops; its book stays, a book syncing is not removed, the last is the service's.
            let removed = try phonebook("books", "remove", "work", "--yes", "--db", db)
            #expect(removed.status == 1 && removed.stderr == "phonebook: the book \"work\" cannot be removed while dav "
                        + "syncs with it: run `phonebook disconnect dav --book work` first\n", "\(removed.stderr)")
            let stopped = try phonebook("disconnect", "dav", "--book", "work", "--db", db)
            #expect(stopped.status == 0 && stopped.stdout == "dav no longer syncs the book work with \"Work\"; "
                        + "its contacts stay here.\n", "\(stopped.stdout) \(stopped.stderr)")
            #expect(try phonebook("disconnect", "dav", "--collection", "/alice/family/", "--db", db).status == 0)
            let last = try phonebook("disconnect", "dav", "--book", "default", "--db", db)
            #expect(last.status == 1 && last.stderr.contains("the only address book dav syncs"), "\(last.stderr)")
            #expect(try phonebook("books", "remove", "work", "--db", db).status == 0)
            #expect(try phonebook("books", "--db", db).stdout == "default\t0\tdefault\tdav: Book\nfamily\t0\t-\t-\n")
        }
    }

    @Test(arguments: [
        (["--collection", "Work", "--collection", "Family"], "with several --collection, give each its --to BOOK"),
        (["--to", "work"], "--to names the book an address book syncs with: give --collection first"),
        (["--collection", "Work", "--to", "work", "--collection", "Family", "--to", "work"], "--to work is given twice"),
        (["--collection", "Work", "--to", "work", "--no-discover"], "--collection names an address book discovery finds"),
    ])
    func eachToFollowsItsCollection(extra: [String], message: String) throws {
        try withTemporaryDirectory { folder in
            let result = try phonebook(arguments: ["connect", "dav", "--user", "alice", "--server", "http://127.0.0.1:1/",
                                                   "--db", folder.appendingPathComponent("p.sqlite3").path] + extra)
            #expect(result.status == 64 && result.stderr.hasPrefix("phonebook: \(message)"), "\(result.stderr)")
        }
    }

    /// On a terminal, several address books and no --collection: connect asks.
    @Test func aTerminalChoosesTheAddressBooksAndTheirBooks() throws {
        try withTemporaryDirectory { folder in
            let server = try server(in: folder)
            defer { server.stop() }
            let db = folder.appendingPathComponent("p.sqlite3").path
            let run = try phonebookInTerminal(
                ["connect", "dav", "--user", server.user, "--server", server.url, "--db", db,
                 "--password-command", "echo \(server.password)"],
                script: [("Sync which? Their numbers, e.g. 1 3 (Enter: none): ", .type("1 7")),
                         ("give numbers from 1 to 3", .type("3 1")),
                         ("Book here for \"Family\" [default]: ", .type("")),
                         ("Book here for \"Book\" [book]: ", .type("home"))])
            #expect(run.status == 0, "\(run.transcript)")
            #expect(run.transcript.contains("dav has 3 address books:"), "\(run.transcript)")
            #expect(run.transcript.contains("  2  Work  /alice/work/"), "\(run.transcript)")
            #expect(try phonebook("books", "--db", db).stdout == "default\t0\tdefault\tdav: Family\nhome\t0\t-\tdav: Book\n")
        }
    }

    /// A vdir syncs with the book --to names, made when there is none; the default book is no part of it.
    @Test func aVdirSyncsWithTheBookToNames() throws {
        try withTemporaryDirectory { folder in
            let vdir = folder.appendingPathComponent("family")
            try FileManager.default.createDirectory(at: vdir, withIntermediateDirectories: false)
            try SyncWorld.card("bob", "Bob Byron").write(to: vdir.appendingPathComponent("bob.vcf"), atomically: true,
                                                        encoding: .utf8)
            let db = folder.appendingPathComponent("p.sqlite3").path
            let cards = folder.appendingPathComponent("grace.vcf")
            try SyncWorld.card("grace", "Grace Hopper").write(to: cards, atomically: true, encoding: .utf8)
            #expect(try phonebook("import", cards.path, "--db", db).status == 0)
            let connected = try phonebook("connect", "khard", "--vdir", vdir.path, "--to", "family", "--db", db)
            #expect(connected.status == 0, "\(connected.stderr)")
            #expect(connected.stdout == "Made the book \"family\".\nConnected khard: syncs the book family with the vdir \(vdir.path).\n")
            let synced = try phonebook("sync", "--db", db)
            #expect(synced.status == 0 && synced.stdout.hasPrefix("khard → family: 1 fetched, 1 applied here, 0 uploaded"),
                    "\(synced.stdout) \(synced.stderr)")
            #expect(try SyncWorld.localCards(in: db, book: "family").keys.sorted() == ["bob"])
            #expect(try SyncWorld.localCards(in: db).keys.sorted() == ["grace"])
            #expect(try FileManager.default.contentsOfDirectory(atPath: vdir.path) == ["bob.vcf"])
        }
    }

    /// A vdir service has no user: disconnecting one of its books, or
    /// choosing a collection of it, is answered as for any connected
    /// service (its one folder is the last collection; a vdir is connected
    /// again with --vdir), where reading its account failed on the empty user.
    @Test func aVdirServicesBookIsNamedAsAnyConnectedServicesIs() throws {
        try withTemporaryDirectory { folder in
            let vdir = folder.appendingPathComponent("family")
            try FileManager.default.createDirectory(at: vdir, withIntermediateDirectories: false)
            let db = folder.appendingPathComponent("p.sqlite3").path
            #expect(try phonebook("connect", "khard", "--vdir", vdir.path, "--to", "family", "--db", db).status == 0)
            let stopped = try phonebook("disconnect", "khard", "--book", "family", "--db", db)
            #expect(stopped.status == 1, "\(stopped.stderr)")
            #expect(stopped.stderr == "phonebook: that is the only address book khard syncs; "
                    + "`phonebook disconnect khard` forgets the service\n")
            let chosen = try phonebook("connect", "khard", "--collection", "Work", "--to", "work", "--db", db)
            #expect(chosen.status == 64, "\(chosen.stderr)")
            #expect(chosen.stderr.hasPrefix("phonebook: khard syncs with a vdir; connect it again with --vdir FOLDER"),
                    "\(chosen.stderr)")
            #expect(try phonebook("books", "--db", db).stdout.contains("family\t0\t-\tkhard: \(vdir.path)"))
            #expect(try phonebook("disconnect", "khard", "--db", db).status == 0)
        }
    }
}
