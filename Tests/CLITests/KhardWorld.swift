import Exchange
import Foundation
import Testing
import TestSupport

/// One vdir sync scenario's world, in a test's folder: a vdir that khard
/// 0.22 (installed by bin/dav-servers) reads and edits through a config
/// file of its own, and a book connected to that folder by the built binary.
final class KhardWorld {
    let folder: URL
    /// The vdir: khard's address book "family", phonebook's service "khard".
    let vdir: URL
    let database: String
    private let config: URL

    static let khard = CardDAVServer.tools.appendingPathComponent("bin/khard")

    init(in folder: URL) throws {
        self.folder = folder
        vdir = folder.appendingPathComponent("contacts/family")
        try FileManager.default.createDirectory(at: vdir, withIntermediateDirectories: true)
        config = folder.appendingPathComponent("khard.conf")
        try """
            [addressbooks]
            [[family]]
            path = \(vdir.path)

            [general]
            default_action = list

            [contact table]
            display = formatted_name
            show_uids = yes

            [vcard]
            preferred_version = 3.0
            """.write(to: config, atomically: true, encoding: .utf8)
        database = folder.appendingPathComponent("book.sqlite3").path
        let connect = try run("connect", "khard", "--vdir", vdir.path)
        #expect(connect.status == 0, "\(connect.stderr)")
    }

    /// Runs `phonebook ARGS --db DATABASE`.
    @discardableResult
    func run(_ arguments: String...) throws -> CommandResult {
        try phonebook(arguments: arguments + ["--db", database])
    }

    /// `sync --format json` and what it printed.
    func sync(_ extra: String...) throws -> SyncWorld.Outcome {
        try SyncWorld.sync(extra, database: database)
    }

    /// The cards in the folder: UID to normalised hash; fails on a UID held twice.
    func folderCards() throws -> [String: String] {
        var cards: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: vdir.path) where name.hasSuffix(".vcf") {
            let card = try Array(Data(contentsOf: vdir.appendingPathComponent(name)))
            let uid = try CardWrites.record(of: card).uid
            #expect(cards[uid] == nil, "UID \(uid) is in the folder twice (one in \(name))")
            cards[uid] = hashed(card)
        }
        return cards
    }

    /// A second sync of `database` (this book unless given) reads, writes and
    /// removes nothing, and it and the folder hold the same UIDs with the same
    /// normalised content, each once.
    func expectConverged(_ comment: String, database: String? = nil, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let again = try SyncWorld.sync(database: database ?? self.database)
        #expect(again.result.status == 0, "\(comment): \(again.result.stdout) \(again.result.stderr)",
                sourceLocation: sourceLocation)
        for kind in ["read", "write", "delete"] {
            #expect(again.requests(kind) == 0, "\(comment): a second sync made \(kind)s: \(again.result.stdout)",
                    sourceLocation: sourceLocation)
        }
        let here = try SyncWorld.localCards(in: database ?? self.database), there = try folderCards()
        #expect(here == there, "\(comment): here \(here.keys.sorted()) there \(there.keys.sorted())",
                sourceLocation: sourceLocation)
    }

    /// Runs khard with this world's config; `edit` is the body of the shell
    /// script khard runs as its editor on the YAML file `$1` (khard opens it
    /// for `new` with no input, and for `edit`).
    @discardableResult
    func khard(_ arguments: String..., edit: String = "exit 1") throws -> CommandResult {
        guard FileManager.default.isExecutableFile(atPath: Self.khard.path) else {
            throw KhardMissing(description: "khard is not installed in \(CardDAVServer.tools.path): run bin/dav-servers")
        }
        let script = folder.appendingPathComponent("editor-\(UUID().uuidString.prefix(8)).sh")
        try ("#!/bin/sh\n" + edit + "\n").write(to: script, atomically: true, encoding: .utf8)
        return try runProgram(Self.khard, ["-c", config.path] + arguments,
                              environment: ["EDITOR": "/bin/sh " + script.path, "HOME": folder.path, "TMPDIR": folder.path])
    }

    /// The `.vcf` files in the vdir, by name.
    func files() throws -> [String: String] {
        var files: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: vdir.path) where name.hasSuffix(".vcf") {
            files[name] = try String(contentsOf: vdir.appendingPathComponent(name), encoding: .utf8)
        }
        return files
    }

    /// The one file holding `text`; fails when none or several do.
    func file(holding text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> URL {
        let names = try files().filter { $0.value.contains(text) }.map(\.key)
        #expect(names.count == 1, "files holding \(text): \(names)", sourceLocation: sourceLocation)
        return vdir.appendingPathComponent(try #require(names.first, sourceLocation: sourceLocation))
    }
}

struct KhardMissing: Error, CustomStringConvertible {
    var description: String
}
