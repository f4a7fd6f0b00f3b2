@testable import Store
@testable import Exchange
import Testing
import TestSupport
import Threads
#if canImport(Glibc)
import Glibc
#endif

/// The planner reads cards ahead while the writer's thread loads what the
/// book holds, and plans them once it has it: they must come out exactly
/// as cards planned with the book's contacts at hand, problems and all, in
/// the same order.
@Suite("Import read-ahead")
struct ImportReadAheadTests {
    @Test func cardsReadAheadArePlannedAsCardsPlannedAtOnce() throws {
        let book = try AddressBook.inMemory()
        let ada = vcard("UID:ada-1", "FN:Ada Lovelace", "TEL;TYPE=CELL:555-0005")
        let grace = vcard("UID:grace-1", "FN:Grace Hopper", "TEL;TYPE=WORK:555-0006")
        let alan = vcard("UID:alan-1", "FN:Alan Turing", "EMAIL:alan@example.org")
        let nobody = vcard("FN:Nobody Known", "TEL:555-0009")
        _ = try importText(ada + grace + alan + nobody, into: book)
        try book.edit(uid: "alan-1", to: vcard("UID:alan-1", "FN:Alan M. Turing", "EMAIL:alan@example.org"))
        let file = "text before any card\r\n" + ada             // a warning, then unchanged
            + vcard("UID:grace-1", "FN:Grace B. Hopper", "TEL;TYPE=WORK:555-0006")  // changed in the file
            + vcard("UID:alan-1", "FN:Alan Turing", "EMAIL:alan@cam.example")      // changed in both: a conflict
            + nobody                                                               // unchanged, known by content
            + vcard("UID:new-1", "FN:New Person", "NO COLON HERE", "TEL:555-0010") // new, a line left out
            + vcard("UID:new-1", "FN:New Person Again")                            // its UID again
            + "text after the cards\r\n"

        let atOnce = try plan(file, in: book, readingAhead: false)
        let ahead = try plan(file, in: book, readingAhead: true)
        #expect(ahead.summary == atOnce.summary)
        #expect(ahead.commands == atOnce.commands)
        // What both say, so that equal means right.
        let summary = atOnce.summary
        #expect((summary.added, summary.updated, summary.unchanged, summary.conflicts) == (1, 1, 2, 1))
        #expect(summary.problems.count == 5, "\(summary.problems)")
        #expect(summary.problems.map(\.line) == summary.problems.map(\.line).sorted())
        #expect(atOnce.commands.contains { $0.contains("Grace B. Hopper") })
        #expect(atOnce.commands.contains { $0.contains("New Person Again") })
    }

    /// Plans `file` against `book` on a planner thread as the importer runs
    /// it; `readingAhead`: what the book holds is given only once the
    /// planner waits for it, having read every card ahead.
    private func plan(_ file: String, in book: AddressBook,
                      readingAhead: Bool) throws -> (summary: ImportSummary, commands: [String]) {
        let stored = TakeOnce<ImportPlanner.StoredContacts?>()
        let loaded = try ImportPlanner.StoredContacts.load(from: book, in: book.defaultBookID())
        if !readingAhead { stored.put(loaded) }
        let input = ImportInput.text(file, name: "cards.vcf", source: "/sources/cards.vcf")
        let nextID = try book.nextContactID()
        let done = TakeOnce<(ImportSummary, [String])>()
        let started = DetachedThread.start {
            var commands: [String] = []
            var planner = ImportPlanner(inputs: [input], options: ImportOptions(), stored: stored, nextID: nextID) {
                commands += $0.commands.map { String(describing: $0) }
                return true
            }
            let finished = (try? planner.run()) ?? false
            done.put((finished ? planner.summary : ImportSummary(), commands))
        }
        #expect(started)
        if readingAhead {
            // The planner waits only once it has read every card ahead; a
            // planner that never waits fails the test instead of hanging it.
            let deadline = ContinuousClock.now + .seconds(10)
            while !stored.isAwaited && ContinuousClock.now < deadline { usleep(1_000) }
            #expect(stored.isAwaited, "the planner never waited for the book's contacts")
            stored.put(loaded)
        }
        let (summary, commands) = done.take()
        return (summary, commands)
    }
}
