@testable import phonebook
import Browser
import Foundation
import Sections
import Store
import Testing
import TestSupport

/// The browse command's search thread: answers come from its own connection,
/// and searches typed while one runs collapse into the newest.
@Suite("Searches off the input loop")
struct SearchWorkerTests {
    @Test func searchesTypedWhileOneRunsCollapseIntoTheNewest() throws {
        try withTemporaryDirectory { folder in
            let path = folder.appendingPathComponent("book.sqlite3").path
            try SampleBook.seed(try AddressBook.open(at: path))
            let answers = Answers()
            let worker = SearchWorker(path: path) { answers.receive($0) }
            defer { worker.stop() }

            worker.submit(ScreenRequest(.contacts, search: "j"), generation: 1)
            try #require(answers.waitUntil(count: 1), "no answer to the first search")
            // The worker is held inside the delivery of the first answer.
            worker.submit(ScreenRequest(.contacts, search: "jo"), generation: 2)
            worker.submit(ScreenRequest(.contacts, search: "jose"), generation: 3)
            answers.releaseFirst()
            try #require(answers.waitUntil(count: 2), "no answer to the newest search")

            let received = answers.all
            #expect(received.map(\.generation) == [1, 3])
            let names = received.last?.screen?.section(.letter("N"))?.rows.map { $0.cells.first?.text }
            #expect(names == ["José Núñez"])
        }
    }

    @Test func aDatabaseTheWorkerCannotOpenIsReportedAsAFailure() throws {
        try withTemporaryDirectory { folder in
            let answers = Answers(holdsFirst: false)
            let worker = SearchWorker(path: folder.path) { answers.receive($0) }  // a folder, not a database
            defer { worker.stop() }
            worker.submit(ScreenRequest(.contacts, search: "jose"), generation: 1)
            try #require(answers.waitUntil(count: 1))
            guard case .failed = answers.all.first?.input else {
                Issue.record("expected a failure, got \(String(describing: answers.all.first?.input))")
                return
            }
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

    /// Waits, at most 10 s, until `count` answers have come; false if they did not.
    func waitUntil(count: Int) -> Bool {
        let deadline = Date().addingTimeInterval(10)
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
