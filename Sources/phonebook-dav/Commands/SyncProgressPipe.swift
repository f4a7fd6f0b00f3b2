import CardDAVSync
import Foundation
import Reporting
import SharedOptions

/// `sync --progress-fd N`: the sync's progress and its summary as
/// `SyncProgressLine`s on descriptor N, for the browser's Sync now, which
/// runs this program as a child and reads them from a pipe.
final class SyncProgressPipe {
    private let descriptor: Int32
    private var last: SyncProgress?
    private var lastWritten = ContinuousClock.now - .seconds(1)

    /// Fails when `descriptor` is not open. A reader that goes away (the
    /// browser quit) must not end the sync: writes then fail and are
    /// ignored, SIGPIPE with them.
    init(descriptor: Int32) throws {
        guard fcntl(descriptor, F_GETFD) >= 0 else {
            throw CommandFailure(message: "--progress-fd \(descriptor) is not an open descriptor", status: .usage)
        }
        self.descriptor = descriptor
        signal(SIGPIPE, SIG_IGN)
    }

    /// A line for a new phase, its end, and otherwise at most one every
    /// 50 ms: the engine reports every card written.
    func update(_ progress: SyncProgress) {
        let now = ContinuousClock.now
        guard progress.phase != last?.phase || progress.done == progress.total
            || now - lastWritten >= .milliseconds(50) else { return }
        last = progress
        lastWritten = now
        write(.progress(phase: progress.phase.rawValue, done: progress.done, total: progress.total))
    }

    /// The last line: the summary `sync` prints, naming the other side as `otherSide`.
    func finish(_ report: SyncReport, otherSide: String) {
        write(.summary(report.summary(otherSide: otherSide), conflicts: report.conflicts, errors: report.errors))
    }

    /// One write per line, so a line never mixes with a message on the same pipe.
    private func write(_ line: SyncProgressLine) {
        let bytes = Array((line.text + "\n").utf8)
        _ = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
    }
}
