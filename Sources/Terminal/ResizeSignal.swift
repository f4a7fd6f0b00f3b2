#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// Turns SIGWINCH into a byte on a mailbox's pipe, so the event loop wakes
/// and redraws; the handler only calls write(2) (async-signal-safe).
enum ResizeSignal {
    /// Notes resizes on `mailbox` until `stop()`.
    static func start(notifying mailbox: Mailbox) {
        resizeDescriptor = mailbox.wakeWriteDescriptor
        previousHandler = signal(SIGWINCH, noteResize)
    }

    /// Puts the previous SIGWINCH handler back.
    static func stop() {
        signal(SIGWINCH, previousHandler)
        resizeDescriptor = -1
    }
}

// `nonisolated(unsafe)`: set by start/stop on the loop's thread while the
// mailbox (and so the descriptor) is alive; read by the handler.
nonisolated(unsafe) private var resizeDescriptor: Int32 = -1
nonisolated(unsafe) private var previousHandler: __sighandler_t?

private func noteResize(_: Int32) {
    let savedErrno = errno  // the interrupted code may be about to read errno
    var byte: UInt8 = 0x57  // Mailbox.resizeByte, as a literal: no lazy global in a handler
    if resizeDescriptor >= 0 { _ = write(resizeDescriptor, &byte, 1) }
    errno = savedErrno
}
