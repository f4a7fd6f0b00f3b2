import CardDAVSync
import Foundation
import Store
import Exchange
import SyncState
import Testing
import TestSupport

/// One sync scenario's world: a real CardDAV server on loopback, an
/// address book connected to it (through the built binary), and the
/// checks every scenario ends with.
final class SyncWorld {
    let folder: URL
    let server: CardDAVServer
    let database: String
    /// The fault-injecting proxy every request goes through, when asked for.
    let proxy: ScriptedHTTPServer?

    init(_ kind: CardDAVServer.Kind, in folder: URL, proxied: Bool = false) throws {
        self.folder = folder
        server = try CardDAVServer.start(kind, in: folder)
        proxy = proxied ? try ScriptedHTTPServer.proxy(to: server) : nil
        database = folder.appendingPathComponent("book.sqlite3").path
        let connect = try phonebook("connect", "dav", "--user", server.user, "--server", proxy?.url ?? server.url,
                                    "--password-command", "echo \(server.password)", "--db", database)
        #expect(connect.status == 0, "\(connect.stderr)")
    }

    /// Runs `phonebook ARGS --db DATABASE`.
    @discardableResult
    func run(_ arguments: String...) throws -> CommandResult {
        try phonebook(arguments: arguments + ["--db", database])
    }

    /// `sync --format json` and what it printed.
    struct Outcome {
        var result: CommandResult
        var json: [String: Any]

        func count(_ key: String) -> Int { json[key] as? Int ?? -1 }
        func requests(_ key: String) -> Int { (json["requests"] as? [String: Any])?[key] as? Int ?? -1 }
    }

    @discardableResult
    func sync(_ extra: String...) throws -> Outcome {
        try Self.sync(extra, database: database)
    }

    /// `sync --format json` of `database` (a world's book, or another connected to the same server or
    /// folder), telling `started` its process id.
    static func sync(_ extra: [String] = [], database: String, started: (Int32) -> Void = { _ in }) throws -> Outcome {
        let result = try phonebook(arguments: ["sync", "--format", "json"] + extra + ["--db", database], started: started)
        let object = (try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8))) as? [String: Any] ?? [:]
        return Outcome(result: result, json: object)
    }

    /// A card as phones write them.
    static func card(_ uid: String?, _ name: String, note: String? = nil, phone: String = "+1 555 0100") -> String {
        "BEGIN:VCARD\r\nVERSION:3.0\r\n" + (uid.map { "UID:\($0)\r\n" } ?? "") + "FN:\(name)\r\nN:\(name);;;;\r\n"
            + "TEL;TYPE=cell:\(phone)\r\n" + (note.map { "NOTE:\($0)\r\n" } ?? "") + "END:VCARD\r\n"
    }

    /// Imports `cards` here as one file, into the default book or the one named `book`.
    func importHere(_ cards: [String], book: String? = nil) throws {
        let file = folder.appendingPathComponent("import-\(UUID().uuidString.prefix(6)).vcf")
        try cards.joined().write(to: file, atomically: true, encoding: .utf8)
        let result = try phonebook(arguments: ["import", file.path, "--db", database] + (book.map { ["--book", $0] } ?? []))
        #expect(result.status == 0, "\(result.stderr)")
    }

    /// The contacts here (or in `database`), of the default book or the one
    /// named `book`: UID to normalised hash; fails on a UID held twice.
    func localCards(in database: String? = nil, book: String? = nil) throws -> [String: String] {
        try Self.localCards(in: database ?? self.database, book: book)
    }

    /// The contacts in `database`, of the default book or the one named
    /// `book`: UID to normalised hash; fails on a UID held twice.
    static func localCards(in database: String, book name: String? = nil) throws -> [String: String] {
        let book = try AddressBook.open(at: database)
        let id = try name.map { try book.book(named: $0).id } ?? book.defaultBookID()
        var cards: [String: String] = [:]
        for contact in try book.syncLocalContacts(in: id) {
            let card = try #require(try book.storedCard(of: contact.id))
            #expect(cards[contact.uid] == nil, "UID \(contact.uid) is here twice")
            cards[contact.uid] = hashed(card)
        }
        return cards
    }

    /// The cards on the server (in its first address book, or the one at
    /// `book`): UID to normalised hash; fails on a UID held twice.
    func remoteCards(in book: String? = nil) throws -> [String: String] {
        var cards: [String: String] = [:]
        for (href, card) in try server.cards(in: book) {
            let uid = try CardWrites.record(of: card).uid
            #expect(cards[uid] == nil, "UID \(uid) is on the server twice (one at \(href))")
            cards[uid] = hashed(card)
        }
        return cards
    }

    /// The checks after every scenario: a second sync does nothing (no PUT,
    /// DELETE or multiget), and both sides hold the same UIDs with the same
    /// normalised content, each once: the default book and the server's
    /// first address book, and each of `books`' book here and address book there.
    func expectConverged(_ comment: Comment? = nil, database: String? = nil, books: [(here: String, there: String)] = [],
                         sourceLocation: SourceLocation = #_sourceLocation) throws {
        let again = try Self.sync(database: database ?? self.database)
        #expect(again.result.status == 0, "\(comment?.rawValue ?? "") second sync: \(again.result.stdout) \(again.result.stderr)",
                sourceLocation: sourceLocation)
        for request in ["put", "delete", "multiget"] {
            #expect(again.requests(request) == 0, "\(comment?.rawValue ?? "") second sync made \(request) requests: \(again.result.stdout)",
                    sourceLocation: sourceLocation)
        }
        let local = try localCards(in: database)
        let remote = try remoteCards()
        #expect(local == remote, "\(comment?.rawValue ?? "") here \(local.keys.sorted()) there \(remote.keys.sorted())",
                sourceLocation: sourceLocation)
        for (here, there) in books {
            #expect(try localCards(in: database, book: here) == remoteCards(in: there), "\(comment?.rawValue ?? "") \(here)",
                    sourceLocation: sourceLocation)
        }
    }

    /// The journal's summaries, newest first.
    func history() throws -> String {
        try run("history").stdout
    }
}

/// The normalised hash, for fixtures: libcrypto is there wherever the tests run.
func hashed(_ card: [UInt8]) -> String {
    try! NormalisedCard.hash(card)
}
