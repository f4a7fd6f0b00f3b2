import Exchange
import FoundationEssentials
import Reporting
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// A one-line progress bar on stderr, drawn only when stderr is a terminal
/// and the input is large enough for the wait to be noticed.
final class ProgressBar {
    private var lastDrawn = ContinuousClock.now - .seconds(1)  // the first update draws at once
    private let width = 30

    /// True when stderr is a terminal and there is more than ~2 MB to read.
    static func isWanted(totalBytes: Int) -> Bool {
        isatty(STDERR_FILENO) == 1 && totalBytes > 2_000_000
    }

    func update(_ progress: ImportProgress) {
        let now = ContinuousClock.now
        guard now - lastDrawn > .milliseconds(100) else { return }
        lastDrawn = now
        let fraction = progress.bytesTotal > 0 ? min(1, Double(progress.bytesRead) / Double(progress.bytesTotal)) : 0
        let filled = Int(fraction * Double(width))
        let bar = String(repeating: "#", count: filled) + String(repeating: " ", count: width - filled)
        let line = "\r[\(bar)] \(Int(fraction * 100))% \(progress.cards) cards"
        writeText(line, to: STDERR_FILENO)
    }

    func finish() {
        writeText("\r\u{1B}[2K", to: STDERR_FILENO)
    }
}
