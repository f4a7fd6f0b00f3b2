import Foundation

/// Flushes a database's files to disk from a thread of its own while a long
/// write transaction runs, so the writes overlap the work that makes them.
///
/// A bulk import spills its pages into the write-ahead log as it goes, and
/// the commit's checkpoint then syncs the whole log and copies it into the
/// database, which it syncs too: on 100k contacts those two syncs were a
/// fifth of the import, all of it spent waiting on the disk after the last
/// row. Syncing the same files every few milliseconds before then leaves the
/// final syncs little to write. It only adds syncs; durability is unchanged.
public final class EarlyWriteback: Sendable {
    private let state = StopState()

    /// Starts flushing `databasePath` and its write-ahead log every `interval`.
    public init(databasePath: String, interval: Duration = .milliseconds(50)) {
        let files = [databasePath + "-wal", databasePath]
        let seconds = Double(interval.components.seconds) + Double(interval.components.attoseconds) / 1e18
        let state = self.state
        let thread = Thread {
            var descriptors: [String: Int32] = [:]
            defer { descriptors.values.forEach { close($0) } }
            while state.waitUnlessStopped(seconds) {
                for path in files {
                    // The log appears at the first spill; until then there is nothing to flush.
                    if descriptors[path] == nil {
                        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
                        if descriptor >= 0 { descriptors[path] = descriptor }
                    }
                    if let descriptor = descriptors[path] { fdatasync(descriptor) }
                }
            }
            state.finished.signal()
        }
        thread.name = "early-writeback"
        thread.start()
    }

    /// Stops flushing and waits for the thread to end.
    public func stop() {
        state.stop()
    }

    deinit {
        state.stop()
    }
}

/// Whether the flushing thread should go on, and the signal that it ended.
private final class StopState: @unchecked Sendable {
    // @unchecked: `stopped` is only touched while holding `condition`.
    private let condition = NSCondition()
    private var stopped = false
    let finished = DispatchSemaphore(value: 0)

    func stop() {
        condition.lock()
        let already = stopped
        stopped = true
        condition.broadcast()
        condition.unlock()
        if !already { finished.wait() }
    }

    /// Waits `seconds` or until stopped; true while still running.
    func waitUnlessStopped(_ seconds: Double) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        if !stopped { _ = condition.wait(until: Date(timeIntervalSinceNow: seconds)) }
        return !stopped
    }
}
