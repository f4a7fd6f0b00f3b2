import Foundation
import Store
import SyncState
import Testing
import TestSupport

/// `phonebook sync` killed with SIGKILL at random points of an upload and
/// of a first download, against Radicale and SabreDAV: as a request
/// arrives (the server never sees it), once the server did the work but
/// before the answer (a PUT stored, the client never told), and while the
/// client reads and commits an answer. Between kills, cards are edited on
/// each side. Then plain reruns must converge: every card once on each
/// side, no edit lost (the rounds: `KillRounds`).
@Suite("sync killed at random points", .serialized)
struct SyncKillTests {
    static let cards = 240
    static let kills = 3

    @Test(arguments: [CardDAVServer.Kind.radicale, .sabredav])
    func killedUploadsAndFirstDownloadsConvergeWithNoDuplicateAndNoLostEdit(_ kind: CardDAVServer.Kind) throws {
        try withTemporaryDirectory { folder in
            let world = try SyncWorld(kind, in: folder, proxied: true)
            let proxy = try #require(world.proxy)
            var rounds = KillRounds(cards: Self.cards)
            let seed = rounds.seed
            try world.importHere((0..<Self.cards).map { SyncWorld.card("u\($0)", "Person \($0)") })

            // An upload of 240 cards, killed three times within its first 60 requests, an edit here after each.
            try rounds.killUpload(of: world.database, rounds: Self.kills, points: 1...60) { nth, random in
                try killedRun(of: world.database, world: world, proxy: proxy, at: nth, &random)
            }
            try world.expectConverged("seed \(seed), after the upload")

            // A second book's first download of them, killed three times within its first 3 requests
            // (batches of 100); after each, an edit here in that book and one there through the first.
            let other = folder.appendingPathComponent("other.sqlite3").path
            let connect = try phonebook("connect", "dav", "--user", world.server.user, "--server", proxy.url,
                                        "--password-command", "echo \(world.server.password)", "--db", other)
            #expect(connect.status == 0, "\(connect.stderr)")
            try rounds.killFirstDownload(into: other, rounds: Self.kills, points: 1...3, killedRun: { nth, random in
                try killedRun(of: other, world: world, proxy: proxy, at: nth, &random)
            }, editThere: { uid, note throws in
                let edited = try world.run("edit", uid, "--set-note", note), synced = try world.sync()
                #expect(edited.status == 0 && synced.result.status == 0, "seed \(seed): \(synced.result.stderr)")
            })
            try rounds.settle(other)
            try rounds.settle(world.database)
            try world.expectConverged("seed \(seed), the second book", database: other)
            try world.expectConverged("seed \(seed), the first book")
            let remote = try world.server.cards().values.map { String(decoding: $0, as: UTF8.self) }
            try rounds.expectNothingLost(there: remote, books: [world.database, other])
        }
    }

    /// One sync of `database` with a kill of it at the `nth` request from now, at a point `random`
    /// picks; true when it was killed (a run that needs fewer requests ends by itself).
    private func killedRun(of database: String, world: SyncWorld, proxy: ScriptedHTTPServer, at nth: Int,
                           _ random: inout SplitMix64) throws -> Bool {
        let victim = Victim()
        let action: ScriptedHTTPServer.FaultAction = switch random.next(in: 0..<3) {
        case 0: .instead { victim.kill() }
        case 1: .transform { victim.kill(); return $0 }
        default: .afterAnswering { victim.kill() }
        }
        proxy.clearFaults()
        proxy.inject(ScriptedHTTPServer.Fault(action, at: .any, nth: nth))
        let run = try SyncWorld.sync(database: database, started: victim.started)
        proxy.clearFaults()
        if !run.result.wasSignaled { #expect([0, 75].contains(run.result.status), "\(run.result.stdout) \(run.result.stderr)") }
        return run.result.wasSignaled
    }
}

/// The sync process a fault kills: its id arrives once it runs; the proxy's
/// thread (or a folder watch's) may ask to kill it first, and then waits for the id.
final class Victim: @unchecked Sendable {
    // @unchecked: `pid` is only touched under `condition`'s lock.
    private let condition = NSCondition()
    private var pid: Int32?

    func started(_ pid: Int32) {
        condition.lock()
        self.pid = pid
        condition.broadcast()
        condition.unlock()
    }

    func kill() {
        condition.lock()
        defer { condition.unlock() }
        let deadline = Date().addingTimeInterval(10)
        while pid == nil, condition.wait(until: deadline) {}
        if let pid { Glibc.kill(pid, SIGKILL) }
    }
}

/// A small seeded generator (SplitMix64), so a failing run's points can be run again.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    mutating func next(in range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

    mutating func next(in range: Range<Int>) -> Int { Int.random(in: range, using: &self) }
}
