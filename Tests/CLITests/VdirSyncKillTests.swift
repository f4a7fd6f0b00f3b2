import Foundation
import Glibc
import Testing
import TestSupport

/// `phonebook sync` with a vdir killed with SIGKILL at random points, as
/// SyncKillTests does with a server: while it writes 240 new cards into the
/// folder (at a temporary file made, or at a card's file linked into
/// place), and while a second book's first download reads them (at a file
/// opened). Between kills, cards are edited here and in the folder. Then
/// plain reruns must converge: every card once on each side, no edit lost
/// (the rounds: `KillRounds`).
@Suite("vdir sync killed at random points", .serialized)
struct VdirSyncKillTests {
    static let cards = 240
    static let kills = 3

    @Test func killedVdirSyncsConvergeWithNoDuplicateAndNoLostEdit() throws {
        try withTemporaryDirectory { folder in
            let world = try KhardWorld(in: folder)
            var rounds = KillRounds(cards: Self.cards)
            let seed = rounds.seed
            let file = folder.appendingPathComponent("people.vcf")
            try (0..<Self.cards).map { SyncWorld.card("u\($0)", "Person \($0)") }.joined().write(to: file, atomically: true, encoding: .utf8)
            try #require(try world.run("import", file.path).status == 0)

            // The upload, killed three times within its first 160 files made (two a card), an edit here after each.
            try rounds.killUpload(of: world.database, rounds: Self.kills, points: 1...160) { nth, _ in
                try killedRun(of: world.database, world: world, at: nth, mask: IN_CREATE) { _ in true }
            }
            try world.expectConverged("seed \(seed), after the upload")

            // A second book's first download of the folder, killed three times within its 240 reads; after each,
            // an edit in the folder (as khard writes one: a new file renamed over the old) and one in that book.
            let other = folder.appendingPathComponent("other.sqlite3").path
            #expect(try phonebook("connect", "khard", "--vdir", world.vdir.path, "--db", other).status == 0)
            try rounds.killFirstDownload(into: other, rounds: Self.kills, points: 1...Self.cards, killedRun: { nth, _ in
                try killedRun(of: other, world: world, at: nth, mask: IN_OPEN) { $0.hasSuffix(".vcf") }
            }, editThere: { uid, note in
                try editInFolder(world, uid: uid, note: note)
            })
            try rounds.settle(other)
            try rounds.settle(world.database)
            try world.expectConverged("seed \(seed), the second book", database: other)
            try world.expectConverged("seed \(seed), the first book")
            #expect(!(try FileManager.default.contentsOfDirectory(atPath: world.vdir.path).contains { $0.hasPrefix(".phonebook-") }),
                    "seed \(seed): a temporary file was left")
            try rounds.expectNothingLost(there: Array(try world.files().values), books: [world.database, other])
        }
    }

    /// One sync of `database`, killed at the `nth` event of `mask` in the folder on a name `matching`
    /// accepts; true when it was killed (a run with fewer such events ends by itself).
    private func killedRun(of database: String, world: KhardWorld, at nth: Int, mask: Int32,
                           matching: @escaping @Sendable (String) -> Bool) throws -> Bool {
        let victim = Victim()
        let watch = try FolderEvents(in: world.vdir.path, mask: mask, nth: nth, matching: matching) { victim.kill() }
        let run = try SyncWorld.sync(database: database, started: victim.started)
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
}
