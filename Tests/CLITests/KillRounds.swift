import Foundation
import Store
import SyncState
import Testing
import TestSupport

/// The seeded course of a kill scenario (SyncKillTests with a server,
/// VdirSyncKillTests with a vdir), whatever kills the sync: an upload of
/// cards "u0"… killed at random points with an edit here after each; then a
/// second book's first download killed likewise, with an edit there and one
/// in that book after each; and the notes each card's last edit gave it,
/// which no side may lose. The points come from a seeded generator; a
/// failure names its seed, and PHONEBOOK_KILL_SEED runs that seed again.
struct KillRounds {
    let seed: UInt64
    var random: SplitMix64
    let cards: Int
    /// UID to the note its last edit gave it.
    private(set) var notes: [String: String] = [:]

    init(cards: Int) {
        seed = ProcessInfo.processInfo.environment["PHONEBOOK_KILL_SEED"].flatMap { UInt64($0) } ?? UInt64.random(in: 1...UInt64.max)
        random = SplitMix64(seed: seed)
        self.cards = cards
    }

    /// `rounds` syncs of `database`, each killed by `killedRun` (true when it
    /// was) at a point drawn from `points`, an edit here after each; then
    /// plain syncs until one ends clean.
    mutating func killUpload(of database: String, rounds: Int, points: ClosedRange<Int>,
                             killedRun: (Int, inout SplitMix64) throws -> Bool) throws {
        for round in 1...rounds {
            let killed = try killedRun(random.next(in: points), &random)
            #expect(killed, "seed \(seed): upload round \(round) was not killed")
            let uid = "u\(random.next(in: 0..<cards))"
            notes[uid] = "edited here after kill \(round)"
            #expect(try phonebook("edit", uid, "--set-note", notes[uid]!, "--db", database).status == 0, "seed \(seed)")
        }
        try settle(database)
    }

    /// `rounds` first downloads into `other`, killed likewise (at least two
    /// must be); after each, `editThere` gives a card of the lower half a
    /// note on the other side, and `other` edits one of the upper half, so
    /// no card changes on both sides.
    mutating func killFirstDownload(into other: String, rounds: Int, points: ClosedRange<Int>,
                                    killedRun: (Int, inout SplitMix64) throws -> Bool,
                                    editThere: (_ uid: String, _ note: String) throws -> Void) throws {
        var kills = 0
        for round in 1...rounds {
            if try killedRun(random.next(in: points), &random) { kills += 1 }
            let there = "u\(random.next(in: 0..<cards / 2))"
            notes[there] = "edited there after kill \(round)"
            try editThere(there, notes[there]!)
            if let uid = try AddressBook.open(at: other).syncLocalContacts(in: 1).map(\.uid)
                .filter({ (Int($0.dropFirst()) ?? 0) >= cards / 2 }).randomElement(using: &random) {
                notes[uid] = "edited in the second book after kill \(round)"
                #expect(try phonebook("edit", uid, "--set-note", notes[uid]!, "--db", other).status == 0)
            }
        }
        #expect(kills >= 2, "seed \(seed): the first download was killed \(kills) times")
    }

    /// Plain syncs of `database` until one ends clean (a rerun converges: two at most).
    func settle(_ database: String) throws {
        var last = try SyncWorld.sync(database: database)
        if last.result.status != 0 { last = try SyncWorld.sync(database: database) }
        #expect(last.result.status == 0, "seed \(seed): \(last.result.stdout) \(last.result.stderr)")
    }

    /// Every card once on the other side (`there`, its cards' texts), and
    /// every note in it and in each of `books`.
    func expectNothingLost(there: [String], books: [String]) throws {
        #expect(there.count == cards, "seed \(seed): \(there.count) cards on the other side")
        for (uid, note) in notes {
            #expect(there.contains { $0.contains("UID:\(uid)\r\n") && $0.contains(note) }, "seed \(seed): \(uid) lost \"\(note)\"")
            for book in books {
                #expect(try phonebook("show", uid, "--db", book).stdout.contains(note), "seed \(seed): \(uid) in \(book)")
            }
        }
    }
}
