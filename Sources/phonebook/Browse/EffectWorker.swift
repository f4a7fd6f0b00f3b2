import Browser
import Sections
import Threads
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// Runs one kind of the browser's effects on a thread of its own, so the
/// input loop never waits for it, and hands each answer to `deliver` (the
/// driver posts it to the event loop's mailbox): one worker runs the
/// searches, so typing never waits for a query; another counts the
/// duplicate groups, which reads the whole book.
///
/// Only the newest effect waits: one asked for while another is waiting
/// replaces it, as its answer would be stale by the time it came (the
/// reducer drops answers of older search generations, and counts of older
/// versions of the book, anyway). So fast typing costs at most the search
/// in progress plus the last one typed.
///
/// The thread has its own `BrowserSession` on its own connection to the
/// database at `path`: an `AddressBook` belongs to the thread that opened it.
final class EffectWorker: @unchecked Sendable {
    // @unchecked: `waiting`, `isStopped` and `isStarted` are only touched with
    // `condition` locked; the other properties are constants (`deliver` itself Sendable).
    private let condition = Condition()
    private var waiting: BrowserEffect?
    private var isStopped = false
    private var isStarted = false
    private let path: String
    private let localeEnvironment: [String: String]
    private let deliver: @Sendable (BrowserInput) -> Void

    /// A worker for the database at `path`;
    /// `localeEnvironment` gives the region's default, as on the loop's
    /// session. `deliver` is called on the worker's thread.
    init(path: String, localeEnvironment: [String: String],
         deliver: @escaping @Sendable (BrowserInput) -> Void) {
        self.path = path
        self.localeEnvironment = localeEnvironment
        self.deliver = deliver
    }

    /// Queues `effect` in place of any still waiting; starts the thread on
    /// first use, so a session that never asks opens no second connection.
    func submit(_ effect: BrowserEffect) {
        condition.lock()
        defer { condition.unlock() }
        guard !isStopped else { return }
        waiting = effect
        if !isStarted {
            isStarted = true
            DetachedThread.start { [self] in work() }
        }
        condition.signal()
    }

    /// Lets the thread end after the effect in progress; drops any waiting one.
    func stop() {
        condition.lock()
        isStopped = true
        waiting = nil
        condition.signal()
        condition.unlock()
    }

    /// The thread's body: run, post, until stopped.
    private func work() {
        var session: BrowserSession?
        while let effect = next() {
            do {
                let current = try session
                    ?? BrowserSession.open(at: path, localeEnvironment: localeEnvironment, loader: .storedCard)
                session = current
                if let answer = current.run(effect) {
                    deliver(answer)
                }
            } catch {
                deliver(.failed("\(error)"))
            }
        }
    }

    /// Waits for the next effect; nil once stopped.
    private func next() -> BrowserEffect? {
        condition.lock()
        defer { condition.unlock() }
        while waiting == nil && !isStopped { condition.wait() }
        guard !isStopped, let effect = waiting else { return nil }
        waiting = nil
        return effect
    }
}
