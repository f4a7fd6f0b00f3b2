import Foundation
import Glibc
import Store
import Testing
import TestSupport

/// `phonebook sync` with a vdir killed with SIGKILL at random points, as
/// SyncKillTests does with a server: while it writes 240 new cards into the
/// folder (at a temporary file made, or at a card's file linked into
/// place), and while a second book's first download reads them (at a file
/// opened). Between kills, cards are edited here and in the folder. Then
/// plain reruns must converge: every card once on each side, no edit lost.
/// The points come from a seeded generator; a failure names its seed, and
/// PHONEBOOK_KILL_SEED runs that seed again.
@Suite("vdir sync killed at random points", .serialized)
struct VdirSyncKillTests {
    static let cards = 240
    static let kills = 3

    @Test func killedVdirSyncsConvergeWithNoDuplicateAndNoLostEdit() throws {
        let seed = ProcessInfo.processInfo.environment["PHONEBOOK_KILL_SEED"].flatMap { UInt64($0) } ?? UInt64.random(in: 1...UInt64.max)
        var random = SplitMix64(seed: seed)
        try withTemporaryDirectory { folder in
            let world = try KhardWorld(in: folder)
            var notes: [String: String] = [:]  // UID to the note its last edit gave it
            let file = folder.appendingPathComponent("people.vcf")
            try (0..<Self.cards).map { SyncWorld.card("u\($0)", "Person \($0)") }.joined().write(to: file, atomically: true, encoding: .utf8)
            try #require(try world.run("import", file.path).status == 0)

            // The upload, killed three times within its first 160 files made (two a card), an edit here after each.
            for round in 1...Self.kills {
                let killed = try killedRun(of: world.database, world: world, at: random.next(in: 1...160), mask: IN_CREATE) { _ in true }
                #expect(killed, "seed \(seed): upload round \(round) was not killed")
                let uid = "u\(random.next(in: 0..<Self.cards))"
                notes[uid] = "edited here after kill \(round)"
                #expect(try world.run("edit", uid, "--set-note", notes[uid]!).status == 0, "seed \(seed)")
            }
            try settle(world.database, world: world, seed: seed)
            try world.expectConverged("seed \(seed), after the upload")

            // A second book's first download of the folder, killed three times within its 240 reads; after each,
            // an edit in the folder (as khard writes one: a new file renamed over the old) and one in that book.
            let other = folder.appendingPathComponent("other.sqlite3").path
            #expect(try phonebook("connect", "khard", "--vdir", world.vdir.path, "--db", other).status == 0)
            var kills = 0
            for round in 1...Self.kills {
                if try killedRun(of: other, world: world, at: random.next(in: 1...Self.cards), mask: IN_OPEN,
                                 matching: { $0.hasSuffix(".vcf") }) { kills += 1 }
                let there = "u\(random.next(in: 0..<Self.cards / 2))"
                notes[there] = "edited there after kill \(round)"
                try editInFolder(world, uid: there, note: notes[there]!)
                // The second book edits only the upper half, the folder only the lower: no card changes on both sides.
                if let uid = try AddressBook.open(at: other).syncLocalContacts().map(\.uid)
                    .filter({ (Int($0.dropFirst()) ?? 0) >= Self.cards / 2 }).randomElement(using: &random) {
                    notes[uid] = "edited in the second book after kill \(round)"
                    #expect(try phonebook("edit", uid, "--set-note", notes[uid]!, "--db", other).status == 0)
                }
            }
            #expect(kills >= 2, "seed \(seed): the first download was killed \(kills) times")
            try settle(other, world: world, seed: seed)
            try settle(world.database, world: world, seed: seed)
            try world.expectConverged("seed \(seed), the second book", database: other)
            try world.expectConverged("seed \(seed), the first book")

            let files = try world.files().values
            #expect(files.count == Self.cards, "seed \(seed): \(files.count) files in the folder")
            #expect(!(try FileManager.default.contentsOfDirectory(atPath: world.vdir.path).contains { $0.hasPrefix(".phonebook-") }),
                    "seed \(seed): a temporary file was left")
            for (uid, note) in notes {
                #expect(files.contains { $0.contains("UID:\(uid)\r\n") && $0.contains(note) }, "seed \(seed): \(uid) lost \"\(note)\"")
                for book in [world.database, other] {
                    #expect(try phonebook("show", uid, "--db", book).stdout.contains(note), "seed \(seed): \(uid) in \(book)")
                }
            }
        }
    }

    /// One sync of `database`, killed at the `nth` event of `mask` in the folder on a name `matching`
    /// accepts; true when it was killed (a run with fewer such events ends by itself).
    private func killedRun(of database: String, world: KhardWorld, at nth: Int, mask: Int32,
                           matching: @escaping @Sendable (String) -> Bool) throws -> Bool {
        let victim = Victim()
        let watch = try FolderEvents(in: world.vdir.path, mask: mask, nth: nth, matching: matching) { victim.kill() }
        let run = try world.sync(database: database, started: victim.started)
        watch.stop()
        if !run.result.wasSignaled { #expect([0, 75].contains(run.result.status), "\(run.result.stdout) \(run.result.stderr)") }
        return run.result.wasSignaled
    }

    /// The card of `uid` given `note` in its file, written as khard writes: a new file renamed over the old.
    private func editInFolder(_ world: KhardWorld, uid: String, note: String) throws {
        let path = try world.file(holding: "UID:\(uid)\r\n")
        let lines = try String(contentsOf: path, encoding: .utf8).components(separatedBy: "\r\n")
            .filter { !$0.hasPrefix("NOTE:") && $0 != "END:VCARD" && !$0.isEmpty }
        try Data((lines + ["NOTE:\(note)", "END:VCARD", ""]).joined(separator: "\r\n").utf8).write(to: path, options: .atomic)
    }

    /// Plain syncs of `database` until one ends clean (a rerun converges: two at most).
    private func settle(_ database: String, world: KhardWorld, seed: UInt64) throws {
        var last = try world.sync(database: database)
        if last.result.status != 0 { last = try world.sync(database: database) }
        #expect(last.result.status == 0, "seed \(seed): \(last.result.stdout) \(last.result.stderr)")
    }
}
