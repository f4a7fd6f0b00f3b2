#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// Job control for a program that holds the terminal in raw mode: SIGTSTP
/// (`kill -TSTP`, or the program's own Control-Z) and SIGCONT become bytes
/// on a mailbox's pipe, as SIGWINCH does, so the event loop gives the
/// terminal back before stopping and takes it again after. The handlers
/// only call write(2) (async-signal-safe); the work is the loop's.
enum JobControlSignal {
    /// Notes SIGTSTP and SIGCONT on `mailbox` until `stop()`. A SIGTSTP
    /// ignored when the program started (a shell without job control) stays
    /// ignored, and suspending then does nothing.
    static func start(notifying mailbox: Mailbox) {
        wakeDescriptor = mailbox.wakeWriteDescriptor
        previousStopHandler = signal(SIGTSTP, noteStopRequest)
        if !canStop {
            signal(SIGTSTP, SIG_IGN)
        }
        previousContinueHandler = signal(SIGCONT, noteContinue)
    }

    /// Puts the previous handlers back.
    static func stop() {
        signal(SIGTSTP, previousStopHandler)
        signal(SIGCONT, previousContinueHandler)
        wakeDescriptor = -1
    }

    /// Whether SIGTSTP may stop the process: false when it was ignored at start.
    static var canStop: Bool {
        unsafeBitCast(previousStopHandler, to: Int.self) != unsafeBitCast(SIG_IGN, to: Int.self)
    }

    /// Runs `body` with SIGTSTP at its default action (when it was not
    /// ignored at start), as a program in the foreground job expects.
    static func withDefaultAction<Result>(_ body: () -> Result) -> Result {
        guard canStop else { return body() }
        signal(SIGTSTP, SIG_DFL)
        defer { signal(SIGTSTP, noteStopRequest) }
        return body()
    }

    /// Stops the process as SIGTSTP's default action does (the shell sees
    /// the job stopped), and returns once it is continued (`fg`, SIGCONT).
    static func stopProcess() {
        guard canStop else { return }
        signal(SIGTSTP, SIG_DFL)
        var only = sigset_t(), previous = sigset_t()
        sigemptyset(&only)
        sigaddset(&only, SIGTSTP)
        pthread_sigmask(SIG_UNBLOCK, &only, &previous)
        raise(SIGTSTP)  // the process stops here until SIGCONT
        pthread_sigmask(SIG_SETMASK, &previous, nil)
        signal(SIGTSTP, noteStopRequest)
    }
}

// `nonisolated(unsafe)`: set by start/stop on the loop's thread while the
// mailbox (and so the descriptor) is alive; read by the handlers.
nonisolated(unsafe) private var wakeDescriptor: Int32 = -1
nonisolated(unsafe) private var previousStopHandler: __sighandler_t?
nonisolated(unsafe) private var previousContinueHandler: __sighandler_t?

private func noteStopRequest(_: Int32) {
    note(0x54)  // Mailbox.suspendByte, as a literal: no lazy global in a handler
}

private func noteContinue(_: Int32) {
    note(0x43)  // Mailbox.continueByte
}

private func note(_ value: UInt8) {
    let savedErrno = errno  // the interrupted code may be about to read errno
    var byte = value
    if wakeDescriptor >= 0 { _ = write(wakeDescriptor, &byte, 1) }
    errno = savedErrno
}
