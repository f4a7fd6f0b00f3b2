#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// Removes a new book's private file (`NewBook.PrivateFile`) when the
/// process is interrupted (Control-C, SIGTERM, SIGHUP) while it is built,
/// says so in one line, and ends by the signal, as it would have without:
/// a shell sees 128 + the signal's number (130 for Control-C).
///
/// A signal handler may only call async-signal-safe functions
/// (signal-safety(7)), so the paths and the line are C strings made before
/// the handlers are installed; the handler calls only unlink(2), write(2),
/// signal(2) and raise(3).
enum InterruptedNewBook {
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
    /// The companions of a private file that SQLite may have made beside it.
    private static let suffixes = ["", "-wal", "-shm", "-journal"]

    /// From now until `disarm()`, an interruption removes `file` (and its
    /// `-wal`, `-shm`, `-journal`) and writes `notice`, if any, and a line break to standard error.
    static func arm(file: String, notice: String?) {
        for (index, suffix) in suffixes.enumerated() { removedPaths[index] = strdup(file + suffix) }
        if let notice {
            noticeLine = strdup(notice + "\n")
            noticeLength = notice.utf8.count + 1
        }
        armed = 1  // last: a handler that sees it armed finds the rest ready
        for signal in signals { previousNewBookHandlers[signal] = Glibc.signal(signal, removeAndReraise) }
        // A blocked signal waits, and the process would go on to make the
        // book: a parent's blocked signals are inherited (a test runner's
        // are), so they are let through on this thread, and the threads it starts.
        var these = sigset_t()
        sigemptyset(&these)
        for signal in signals { sigaddset(&these, signal) }
        pthread_sigmask(SIG_UNBLOCK, &these, &maskBeforeArming)
    }

    /// Puts the previous handlers back.
    static func disarm() {
        guard armed == 1 else { return }
        pthread_sigmask(SIG_SETMASK, &maskBeforeArming, nil)
        for (signal, handler) in previousNewBookHandlers { Glibc.signal(signal, handler) }
        previousNewBookHandlers = [:]
        armed = 0
        for index in suffixes.indices {
            free(removedPaths[index])
            removedPaths[index] = nil
        }
        free(noticeLine)
        noticeLine = nil
    }
}

// The fixed state the handler reads. `nonisolated(unsafe)`: written only by
// `arm` and `disarm`, on the thread that builds the new book, while the
// handler is not installed (or, for `armed`, as the last step before it is).
nonisolated(unsafe) private var armed: sig_atomic_t = 0
nonisolated(unsafe) private let removedPaths = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: 4)
nonisolated(unsafe) private var noticeLine: UnsafeMutablePointer<CChar>?
nonisolated(unsafe) private var noticeLength = 0
nonisolated(unsafe) private var previousNewBookHandlers: [Int32: __sighandler_t?] = [:]
nonisolated(unsafe) private var maskBeforeArming = sigset_t()

private let removeAndReraise: @convention(c) (Int32) -> Void = { signalNumber in
    if armed == 1 {
        for index in 0..<4 { if let path = removedPaths[index] { unlink(path) } }
        if let noticeLine { _ = write(STDERR_FILENO, noticeLine, noticeLength) }
    }
    signal(signalNumber, SIG_DFL)
    raise(signalNumber)
}
