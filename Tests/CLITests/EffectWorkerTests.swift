@testable import phonebook
import Browser
import Foundation
import Sections
import Store
import Testing
import TestSupport

/// The browse command's worker threads: answers come from their own
/// connections, searches typed while one runs collapse into the newest,
/// and the duplicates are counted for the version asked.
@Suite("Searches and counts off the input loop")
struct EffectWorkerTests {
    /// A worker for `path`, as the driver makes one.
    private func worker(_ path: String, _ answers: Answers) -> EffectWorker {
        EffectWorker(path: path, localeEnvironment: [:]) { answers.receive($0) }
    }

    @Test func searchesTypedWhileOneRunsCollapseIntoTheNewest() throws {
        try withTemporaryDirectory { folder in
            let path = folder.appendingPathComponent("book.sqlite3").path
            try SampleBook.seed(try AddressBook.open(at: path))
            let answers = Answers()
            let worker = worker(path, answers)
            defer { worker.stop() }

            worker.submit(.search(ScreenRequest(.contacts, search: "j"), generation: 1))
            try #require(answers.waitUntil(count: 1), "no answer to the first search")
            // The worker is held inside the delivery of the first answer.
            worker.submit(.search(ScreenRequest(.contacts, search: "jo"), generation: 2))
            worker.submit(.search(ScreenRequest(.contacts, search: "jose"), generation: 3))
            answers.releaseFirst()
            try #require(answers.waitUntil(count: 2), "no answer to the newest search")

            let received = answers.all
            #expect(received.map(\.generation) == [1, 3])
            let names = received.last?.screen?.section(.letter("N"))?.rows.map { $0.cells.first?.text }
            #expect(names == ["José Núñez"])
        }
    }

    /// A search asked for while another runs stops it: the stopped one's
    /// answer (an error, when SQLite interrupts it mid-statement) is dropped,
    /// and the newer one is answered. The thread is held just before it runs
    /// the first, so the second is asked for while the first is running.
    @Test func aSearchAskedForWhileAnotherRunsStopsItAndOnlyTheNewerIsAnswered() throws {
        try withTemporaryDirectory { folder in
            let path = folder.appendingPathComponent("book.sqlite3").path
            try SampleBook.seed(try AddressBook.open(at: path))
            let answers = Answers(holdsFirst: false)
            let started = DispatchSemaphore(value: 0), resume = DispatchSemaphore(value: 0)
            let worker = EffectWorker(path: path, localeEnvironment: [:], willRun: { effect in
                guard case .search(_, generation: 1) = effect else { return }
                started.signal()
                _ = resume.wait(timeout: .now() + 10)
            }) { answers.receive($0) }
            defer { worker.stop() }

            worker.submit(.search(ScreenRequest(.contacts, search: "j"), generation: 1))
            try #require(started.wait(timeout: .now() + 10) == .success, "the first search never ran")
            worker.submit(.search(ScreenRequest(.contacts, search: "jose"), generation: 2))
            resume.signal()
            try #require(answers.waitUntil(count: 1), "no answer to the newer search")
            #expect(!answers.waitUntil(count: 2, within: 0.2), "the stopped search was answered too")
            let received = answers.all
            #expect(received.map(\.generation) == [2])
            let names = received.last?.screen?.section(.letter("N"))?.rows.map { $0.cells.first?.text }
            #expect(names == ["José Núñez"])
        }
    }

    @Test func aDatabaseTheWorkerCannotOpenIsReportedAsAFailure() throws {
        try withTemporaryDirectory { folder in
            let answers = Answers(holdsFirst: false)
            let worker = worker(folder.path, answers)  // a folder, not a database
            defer { worker.stop() }
            worker.submit(.search(ScreenRequest(.contacts, search: "jose"), generation: 1))
            try #require(answers.waitUntil(count: 1))
            guard case .failed = answers.all.first?.input else {
                Issue.record("expected a failure, got \(String(describing: answers.all.first?.input))")
                return
            }
        }
    }

    /// The count is the book's as the worker's own connection reads it, made
    /// after the change the loop's connection committed, and answers for the
    /// version the loop read (the worker's own data_version differs).
    @Test func theDuplicatesAreCountedOnTheWorkersConnectionForTheVersionAsked() throws {
        try withTemporaryDirectory { folder in
            let path = folder.appendingPathComponent("book.sqlite3").path
            let book = try AddressBook.open(at: path)
            try SampleBook.seed(book)
            let answers = Answers(holdsFirst: false)
            let worker = worker(path, answers)
            defer { worker.stop() }
            let before = try book.version()
            worker.submit(.countDuplicates(before))
            try #require(answers.waitUntil(count: 1))
            #expect(answers.all.first?.input == .loaded(.duplicates(DuplicateCount(groups: 0, version: before))))

            _ = try book.add(SampleBook.record("grace-2", "Grace Hopper", "Grace", "Hopper"))
            let after = try book.version()
            #expect(after != before)
            worker.submit(.countDuplicates(after))
            try #require(answers.waitUntil(count: 2))
            #expect(answers.all.last?.input == .loaded(.duplicates(DuplicateCount(groups: 1, version: after))))
        }
    }

    /// A worker's connection opens the file the loop's connection has open:
    /// it must not drop that connection's POSIX locks (a close() of any
    /// descriptor of the file in the process would). Otherwise another
    /// program, closing its own connection, finds no one else has the book
    /// open, checkpoints and deletes the write-ahead log under the loop's
    /// connection, and what that connection writes next is lost.
    @Test func aWorkersConnectionKeepsTheLoopsWritesSafeFromOtherPrograms() throws {
        try withTemporaryDirectory { folder in
            let path = folder.appendingPathComponent("book.sqlite3").path
            let book = try AddressBook.open(at: path)
            try SampleBook.seed(book)
            let before = try book.contactCount()
            _ = try BrowserSession.open(at: path).book.contactCount()  // as a worker opens its session
            let other = try phonebook("info", "--db", path)  // another program opens and closes the book
            try #require(other.status == 0, "\(other.stderr)")
            #expect(FileManager.default.fileExists(atPath: path + "-wal"))
            _ = try book.add(SampleBook.record("grace-2", "Grace Hopper", "Grace", "Hopper"))
            let after = try phonebook("info", "--db", path)
            #expect(after.stdout.contains("contacts:       \(before + 1)\n"), "\(after.stdout)")
        }
    }
}

/// What a worker delivered, collected across threads. The first delivery
/// can be held until `releaseFirst()`, keeping the worker busy meanwhile.
private final class Answers: @unchecked Sendable {
    // @unchecked: `received` is only touched with `condition` locked.
    private let condition = NSCondition()
    private var received: [BrowserInput] = []
    private let firstReleased = DispatchSemaphore(value: 0)
    private let holdsFirst: Bool

    init(holdsFirst: Bool = true) { self.holdsFirst = holdsFirst }

    func receive(_ input: BrowserInput) {
        condition.lock()
        received.append(input)
        let isFirst = received.count == 1
        condition.broadcast()
        condition.unlock()
        if isFirst && holdsFirst { _ = firstReleased.wait(timeout: .now() + 10) }
    }

    func releaseFirst() { firstReleased.signal() }

    /// Waits, at most `within` seconds, until `count` answers have come; false if they did not.
    func waitUntil(count: Int, within: Double = 10) -> Bool {
        let deadline = Date().addingTimeInterval(within)
        condition.lock()
        defer { condition.unlock() }
        while received.count < count {
            guard condition.wait(until: deadline) else { return false }
        }
        return true
    }

    /// The answers so far, each with its search generation and screen when it is a search result.
    var all: [(input: BrowserInput, generation: Int?, screen: Screen?)] {
        condition.lock()
        defer { condition.unlock() }
        return received.map { input in
            if case let .loaded(.searchResult(screen, generation)) = input { return (input, generation, screen) }
            return (input, nil, nil)
        }
    }
}
