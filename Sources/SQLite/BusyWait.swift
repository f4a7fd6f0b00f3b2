import CSQLite
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// How a connection waits for another connection's lock: up to `timeout`
/// in all, calling `notice` once when the wait has lasted `noticeAfter`,
/// so a person is told why nothing happens.
public struct BusyWait: Sendable {
    public var timeout: Duration
    public var noticeAfter: Duration
    public var notice: (@Sendable () -> Void)?

    public init(timeout: Duration, noticeAfter: Duration = .seconds(1), notice: (@Sendable () -> Void)? = nil) {
        self.timeout = timeout
        self.noticeAfter = noticeAfter
        self.notice = notice
    }
}

/// The state of one connection's busy handler: SQLite calls it, on the
/// connection's own thread, each time a lock it needs is held elsewhere.
final class BusyWaiter {
    private let wait: BusyWait
    private var started = ContinuousClock.now
    private var noticed = false
    /// False while a connection's optional work runs (`Database.withoutWaiting`): a lock held elsewhere fails it at once.
    var waits = true

    init(_ wait: BusyWait) {
        self.wait = wait
    }

    /// Installs itself on `connection`; the connection must not outlive it.
    func install(on connection: OpaquePointer) {
        sqlite3_busy_handler(connection, { context, attempt in
            guard let context else { return 0 }
            return Unmanaged<BusyWaiter>.fromOpaque(context).takeUnretainedValue().retries(attempt) ? 1 : 0
        }, Unmanaged.passUnretained(self).toOpaque())
    }

    /// Whether to try again after a pause; `attempt` is 0 when a new wait begins.
    private func retries(_ attempt: Int32) -> Bool {
        guard waits else { return false }
        let now = ContinuousClock.now
        if attempt == 0 {
            started = now
        }
        let waited = now - started
        guard waited < wait.timeout else { return false }
        if !noticed, waited >= wait.noticeAfter, let notice = wait.notice {
            noticed = true  // once per connection: one line, however many waits follow
            notice()
        }
        let pause = min(Self.pause(attempt), wait.timeout - waited)
        usleep(UInt32(clamping: pause.components.seconds * 1_000_000
                      + pause.components.attoseconds / 1_000_000_000_000))
        return true
    }

    /// SQLite's own schedule (sqliteDefaultBusyCallback): short pauses first,
    /// then 100 ms, so a brief lock costs little and a long one little CPU.
    private static func pause(_ attempt: Int32) -> Duration {
        let steps = [1, 2, 5, 10, 15, 20, 25, 25, 25, 50, 50]
        return .milliseconds(Int(attempt) < steps.count ? steps[Int(attempt)] : 100)
    }
}
