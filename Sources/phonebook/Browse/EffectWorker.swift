import Browser
import Sections
import Foundation

/// Runs the browser's searches on one thread of its own, so typing never
/// waits for a query, and hands each answer to `deliver` (the driver posts
/// it to the event loop's mailbox).
///
/// Only the newest search waits: one asked for while another is waiting
/// replaces it, as its answer would be stale by the time it came (the
/// reducer drops answers of older generations anyway). So fast typing
/// costs at most the search in progress plus the last one typed.
///
/// The thread has its own `BrowserSession` on its own connection to the
/// database at `path`: an `AddressBook` belongs to the thread that opened it.
final class SearchWorker: @unchecked Sendable {
    // @unchecked: `waiting`, `isStopped` and `isStarted` are only touched with
    // `condition` locked; `path` and `deliver` (itself Sendable) are constants.
    private let condition = NSCondition()
    private var waiting: (request: ScreenRequest, generation: Int)?
    private var isStopped = false
    private var isStarted = false
    private let path: String
    private let deliver: @Sendable (BrowserInput) -> Void

    /// A worker for the database at `path`; `deliver` is called on the worker's thread.
    init(path: String, deliver: @escaping @Sendable (BrowserInput) -> Void) {
        self.path = path
        self.deliver = deliver
    }

    /// Queues a search in place of any still waiting; starts the thread on
    /// first use, so a session without a search never opens a second connection.
    func submit(_ request: ScreenRequest, generation: Int) {
        condition.lock()
        defer { condition.unlock() }
        guard !isStopped else { return }
        waiting = (request, generation)
        if !isStarted {
            isStarted = true
            let thread = Thread { [self] in work() }
            thread.name = "phonebook search"
            thread.start()
        }
        condition.signal()
    }

    /// Lets the thread end after the search in progress; drops any waiting one.
    func stop() {
        condition.lock()
        isStopped = true
        waiting = nil
        condition.signal()
        condition.unlock()
    }

    /// The thread's body: search, post, until stopped.
    private func work() {
        var session: BrowserSession?
        while let (request, generation) = next() {
            do {
                let current = try session ?? BrowserSession.open(at: path, loader: .storedCard)
                session = current
                if let answer = current.run(.search(request, generation: generation)) {
                    deliver(answer)
                }
            } catch {
                deliver(.failed("\(error)"))
            }
        }
    }

    /// Waits for the next search; nil once stopped.
    private func next() -> (ScreenRequest, Int)? {
        condition.lock()
        defer { condition.unlock() }
        while waiting == nil && !isStopped { condition.wait() }
        guard !isStopped, let search = waiting else { return nil }
        waiting = nil
        return search
    }
}
