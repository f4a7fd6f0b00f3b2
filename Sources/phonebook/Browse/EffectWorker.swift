import Browser
import Sections
import Store
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
/// versions of the book, anyway). And a search asked for while another runs
/// stops that one (`AddressBook.interrupter`: its statements end at once), whose answer is dropped: a
/// name pasted or typed fast begins with a search of its first letter, which
/// on 100k contacts matches most of them and would run for 0.8 s before the
/// name's own search could start (bin/bench, browse: a search answered in
/// 976 ms, median of 5, left to run; 18 ms stopped).
/// So fast typing costs the last search typed.
///
/// The thread has its own `BrowserSession` on its own connection to the
/// database at `path`: an `AddressBook` belongs to the thread that opened it.
final class EffectWorker: @unchecked Sendable {
    // @unchecked: `waiting`, `isStopped`, `isStarted`, `running`, `interrupter` and
    // `isInterrupted` are only touched with `condition` locked; the other
    // properties are constants (`deliver` itself Sendable).
    private let condition = Condition()
    private var waiting: BrowserEffect?
    /// The effect the thread runs now, if any.
    private var running: BrowserEffect?
    /// Stops the thread's statements while set; there once its connection is open.
    private var interrupter: Interrupter?
    /// Whether the effect running was stopped for a newer one: its answer is dropped.
    private var isInterrupted = false
    private var isStopped = false
    private var isStarted = false
    private let path: String
    private let localeEnvironment: [String: String]
    private let deliver: @Sendable (BrowserInput) -> Void
    /// Called on the thread just before each effect runs; tests hold the thread there.
    private let willRun: @Sendable (BrowserEffect) -> Void

    /// A worker for the database at `path`;
    /// `localeEnvironment` gives the region's default, as on the loop's
    /// session. `deliver` is called on the worker's thread.
    init(path: String, localeEnvironment: [String: String],
         willRun: @escaping @Sendable (BrowserEffect) -> Void = { _ in },
         deliver: @escaping @Sendable (BrowserInput) -> Void) {
        self.willRun = willRun
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
        if case .search = effect, case .search = running, !isInterrupted {
            isInterrupted = true
            interrupter?.set()
        }
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
                let current = try session ?? opened()
                session = current
                willRun(effect)
                let answer = current.run(effect)
                if !finished(), let answer {
                    deliver(answer)
                }
            } catch {
                if !finished() { deliver(.failed("\(error)")) }
            }
        }
    }

    /// The thread's session, on a connection of its own, which submit may now interrupt.
    private func opened() throws -> BrowserSession {
        let session = try BrowserSession.open(at: path, localeEnvironment: localeEnvironment, loader: .storedCard)
        condition.lock()
        interrupter = session.book.interrupter
        // A newer search came while the connection opened: the first is stale already.
        if isInterrupted { interrupter?.set() }
        condition.unlock()
        return session
    }

    /// Ends the effect that ran, letting the connection's statements run
    /// again; true when it was interrupted, so its answer is dropped.
    private func finished() -> Bool {
        condition.lock()
        defer { condition.unlock() }
        let wasInterrupted = isInterrupted
        running = nil
        isInterrupted = false
        interrupter?.clear()
        return wasInterrupted
    }

    /// Waits for the next effect; nil once stopped.
    private func next() -> BrowserEffect? {
        condition.lock()
        defer { condition.unlock() }
        while waiting == nil && !isStopped { condition.wait() }
        guard !isStopped, let effect = waiting else { return nil }
        waiting = nil
        running = effect
        return effect
    }
}
