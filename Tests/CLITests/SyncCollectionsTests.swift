import Foundation
import Testing
import TestSupport

/// Each address book of a service syncs with a book here of its own
/// (issue 40): against real servers, the server's first address book with
/// the default book and a second one, "Family", with the book family.
@Suite("sync: each address book with a book of its own", .serialized)
struct SyncCollectionsTests {
    /// A world whose service syncs its first address book with the default
    /// book and "Family" with the book family (made by `connect`), and the
    /// Family address book's URL on the server (the phone side's, not the proxy's).
    static func twoBooks(_ kind: CardDAVServer.Kind, in folder: URL, proxied: Bool = false) throws -> (SyncWorld, String) {
        let world = try SyncWorld(kind, in: folder, proxied: proxied)
        let family = try world.server.createBook("family", displayName: "Family")
        let mapped = try world.run("connect", "dav", "--collection", "Family", "--to", "family")
        #expect(mapped.status == 0, "\(mapped.stderr)")
        #expect(mapped.stdout.contains("Made the book \"family\".\n"), "\(mapped.stdout)")
        let path = try #require(URLComponents(string: family)?.path)
        #expect(mapped.stdout.contains("* Family  \(path)  → family\n"), "\(mapped.stdout)")
        return (world, family)
    }

    /// Each collection's object in `sync --format json`, by the book here.
    static func collections(_ outcome: SyncWorld.Outcome) -> [String: [String: Any]] {
        let objects = outcome.json["collections"] as? [[String: Any]] ?? []
        return Dictionary(objects.map { ($0["book"] as? String ?? "?", $0) }, uniquingKeysWith: { first, _ in first })
    }

    @Test(arguments: [CardDAVServer.Kind.radicale, .xandikos])
    func twoAddressBooksSyncWithTwoBooksBothWays(_ kind: CardDAVServer.Kind) throws {
        try withTemporaryDirectory { folder in
            let (world, family) = try Self.twoBooks(kind, in: folder)
            // The same UID in both address books: a card in each book here, neither clashing.
            try world.server.putCard(name: "ada.vcf", card: SyncWorld.card("ada", "Ada Lovelace"))
            try world.server.putCard(name: "ada.vcf", card: SyncWorld.card("ada", "Ada Family", phone: "+1 555 0177"), in: family)
            try world.server.putCard(name: "bob.vcf", card: SyncWorld.card("bob", "Bob Byron"), in: family)
            try world.importHere([SyncWorld.card("grace", "Grace Hopper")])
            try world.importHere([SyncWorld.card("kate", "Katherine Johnson")], book: "family")

            let first = try world.sync()
            #expect(first.result.status == 0, "\(first.result.stdout) \(first.result.stderr)")
            #expect(first.count("applied_here") == 3 && first.count("uploaded") == 2, "\(first.result.stdout)")
            let byBook = Self.collections(first)
            #expect(byBook["default"]?["applied_here"] as? Int == 1 && byBook["default"]?["uploaded"] as? Int == 1)
            #expect(byBook["family"]?["applied_here"] as? Int == 2 && byBook["family"]?["uploaded"] as? Int == 1)
            #expect(byBook["family"]?["collection"] as? String == "Family" && byBook["family"]?["url"] as? String == family)
            #expect(try world.localCards().keys.sorted() == ["ada", "grace"])
            #expect(try world.localCards(book: "family").keys.sorted() == ["ada", "bob", "kate"])
            #expect(try world.localCards()["ada"] != world.localCards(book: "family")["ada"])
            #expect(try world.history().contains("sync dav → family: 2 added, 0 changed, 0 removed"))
            let text = try world.run("sync", "--dry-run").stdout
            #expect(text.contains("dav → default: dry run") && text.contains("dav → family: dry run"), "\(text)")

            // An edit in each address book, and one in each book here.
            try world.server.putCard(name: "bob.vcf", card: SyncWorld.card("bob", "Bob Byron", note: "there"), in: family)
            try world.server.putCard(name: "ada.vcf", card: SyncWorld.card("ada", "Ada Lovelace", note: "there"))
            #expect(try world.run("edit", "Grace Hopper", "--set-note", "here").status == 0)
            #expect(try world.run("edit", "Katherine Johnson", "--book", "family", "--set-note", "here").status == 0)
            let second = try world.sync()
            #expect(second.result.status == 0, "\(second.result.stdout) \(second.result.stderr)")
            let edited = Self.collections(second)
            for book in ["default", "family"] {
                #expect(edited[book]?["applied_here"] as? Int == 1 && edited[book]?["uploaded"] as? Int == 1, "\(book)")
            }
            #expect(String(decoding: try #require(try world.server.card(name: "kate.vcf", in: family)).card, as: UTF8.self)
                .contains("NOTE:here"))
            #expect(try world.run("export", "--book", "family", "bob").stdout.contains("NOTE:there"))
            #expect(!(try world.run("export", "--book", "default", "ada").stdout.contains("+1 555 0177")))
            try world.expectConverged(books: [("family", family)])
        }
    }

    /// A contact moved to another book here leaves its address book (a delete
    /// there) for the other's (a create); a card moved between address books
    /// on the server moves between the books here.
    @Test func aContactMovedBetweenBooksMovesBetweenAddressBooks() throws {
        try withTemporaryDirectory { folder in
            let (world, family) = try Self.twoBooks(.radicale, in: folder)
            try world.importHere([SyncWorld.card("kate", "Katherine Johnson")])
            try world.server.putCard(name: "bob.vcf", card: SyncWorld.card("bob", "Bob Byron"), in: family)
            #expect(try world.sync().result.status == 0)
            #expect(try world.run("move", "Katherine Johnson", "--to", "family").status == 0)
            try world.server.deleteCard(name: "bob.vcf", in: family)
            try world.server.putCard(name: "bob.vcf", card: SyncWorld.card("bob", "Bob Byron"))

            let moved = try world.sync()
            #expect(moved.result.status == 0, "\(moved.result.stdout) \(moved.result.stderr)")
            let byBook = Self.collections(moved)
            #expect(byBook["default"]?["deleted_there"] as? Int == 1 && byBook["default"]?["applied_here"] as? Int == 1)
            #expect(byBook["family"]?["uploaded"] as? Int == 1 && byBook["family"]?["deleted_here"] as? Int == 1)
            #expect(try world.remoteCards().keys.sorted() == ["bob"])
            #expect(try world.remoteCards(in: family).keys.sorted() == ["kate"])
            #expect(try world.localCards().keys.sorted() == ["bob"])
            #expect(try world.localCards(book: "family").keys.sorted() == ["kate"])
            try world.expectConverged(books: [("family", family)])
        }
    }

    /// A conflict in one address book leaves the other's changes applied and
    /// its token stored; every report names the book.
    @Test func aConflictInOneAddressBookHoldsNoOtherBack() throws {
        try withTemporaryDirectory { folder in
            let (world, family) = try Self.twoBooks(.radicale, in: folder)
            try world.importHere([SyncWorld.card("grace", "Grace Hopper")])
            try world.server.putCard(name: "bob.vcf", card: SyncWorld.card("bob", "Bob Byron"), in: family)
            #expect(try world.sync().result.status == 0)
            #expect(try world.run("edit", "Grace Hopper", "--set-note", "here").status == 0)
            try world.server.putCard(name: "grace.vcf", card: SyncWorld.card("grace", "Grace Hopper", note: "there"))
            try world.server.putCard(name: "bob.vcf", card: SyncWorld.card("bob", "Bob Byron", note: "there"), in: family)

            let synced = try world.sync()
            #expect(synced.result.status == 3, "\(synced.result.stdout) \(synced.result.stderr)")
            let byBook = Self.collections(synced)
            #expect(byBook["default"]?["conflicts"] as? Int == 1)
            #expect(byBook["family"]?["applied_here"] as? Int == 1 && byBook["family"]?["token_stored"] as? Bool == true)
            let text = try world.run("sync")
            #expect(text.stderr.contains("phonebook: conflict: dav → default: grace: changed on both sides"), "\(text.stderr)")
            let conflicts = try world.run("sync", "conflicts").stdout
            #expect(conflicts.hasPrefix("dav → default: Grace Hopper (UID grace, "), "\(conflicts)")
            let json = try world.run("sync", "conflicts", "--format", "json").stdout
            #expect(json.contains("\"book\":\"default\"") && !json.contains("\"book\":\"family\""), "\(json)")
            let status = try world.run("sync", "status").stdout
            #expect(status.contains("dav → default: ") && status.contains("1 conflict")
                        && status.contains("dav → family: \(family); last synced"), "\(status)")
            #expect(try world.run("sync", "resolve", "grace", "--keep", "local", "--book", "family").status == 1,
                    "no conflict in family's address book")
            #expect(try world.run("sync", "resolve", "grace", "--keep", "local").status == 0)
            try world.expectConverged(books: [("family", family)])
        }
    }

    /// A 412 in one address book is its conflict; the other's upload goes through.
    @Test func a412InOneAddressBookIsItsConflictAlone() throws {
        try withTemporaryDirectory { folder in
            let (world, family) = try Self.twoBooks(.radicale, in: folder, proxied: true)
            let proxy = try #require(world.proxy)
            try world.importHere([SyncWorld.card("grace", "Grace Hopper")])
            try world.importHere([SyncWorld.card("kate", "Katherine Johnson")], book: "family")
            #expect(try world.sync().result.status == 0)
            #expect(try world.run("edit", "Grace Hopper", "--set-note", "here").status == 0)
            #expect(try world.run("edit", "Katherine Johnson", "--set-note", "here").status == 0)
            let familyPath = try #require(URLComponents(string: family)?.path)
            proxy.inject(ScriptedHTTPServer.Fault(.status(412), at: .init { $0.method == "PUT" && $0.path.hasPrefix(familyPath) }))

            let raced = try world.sync()
            #expect(raced.result.status == 3, "\(raced.result.stdout) \(raced.result.stderr)")
            let byBook = Self.collections(raced)
            #expect(byBook["family"]?["conflicts"] as? Int == 1 && byBook["default"]?["uploaded"] as? Int == 1)
            #expect(!String(decoding: try #require(try world.server.card(name: "kate.vcf", in: family)).card, as: UTF8.self)
                .contains("here"))
            #expect(String(decoding: try #require(try world.server.card(name: "grace.vcf")).card, as: UTF8.self)
                .contains("NOTE:here"))
            let conflicts = try world.run("sync", "conflicts").stdout
            #expect(conflicts.hasPrefix("dav → family: Katherine Johnson (UID kate, "), "\(conflicts)")
            #expect(try world.run("sync", "resolve", "Katherine", "--keep", "local").status == 0)
            try world.expectConverged(books: [("family", family)])
        }
    }
}
