#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// Puts the terminal back as it was from any way out: the session's own
/// `restore()` (or the end of an `UnechoedLine`), a signal handler, or the
/// process's exit.
///
/// A signal handler may only call async-signal-safe functions (signal-safety(7)):
/// no allocation, no locks, no Swift runtime work. So everything it needs is
/// computed before the handlers are installed, at fixed addresses that are
/// never freed, and the handler only calls write(2), tcsetattr(3), signal(2)
/// and raise(3).
enum TerminalRestore {
    /// The signals after which the terminal is restored before the process
    /// ends by the signal's default action. SIGINT and SIGQUIT cannot come
    /// from the keyboard in raw mode (Control-C is a key), only from kill(1).
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// Leaves the alternate screen and shows the cursor again: SGR reset,
    /// autowrap on (DECAWM), cursor shown (DECTCEM), main screen (xterm 1049).
    static let leaveSequence = "\u{1B}[0m\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l"

    /// What the terminal was taken for, and so what putting it back involves.
    enum Scope {
        /// A full-screen session: the leave sequence is written too, and
        /// the settings change once the output has drained (TCSADRAIN), so
        /// keys typed meanwhile are kept.
        case fullScreen
        /// A prompt with echo off: only the settings, and unread typing is
        /// discarded (TCSAFLUSH), as getpass(3) does. Writing the leave
        /// sequence here would move the cursor to one never saved.
        case prompt
    }

    /// Arms the restore: from now on a signal, the exit hook or `disarm()`
    /// sets `settings` on `input`, after writing the leave sequence to
    /// `output` for a full-screen `scope`.
    static func arm(input: Int32, output: Int32, settings: termios, scope: Scope = .fullScreen) {
        precondition(armedInput < 0, "only one terminal session or unechoed line at a time")
        savedSettings.pointee = settings
        _ = leaveBytes.initialize(from: Array(leaveSequence.utf8))
        switch scope {
        case .fullScreen: (leaveCount, settingsAction) = (leaveBytes.count, TCSADRAIN)
        case .prompt: (leaveCount, settingsAction) = (0, TCSAFLUSH)
        }
        armedOutput = output
        armedInput = input  // last: a handler that sees it armed finds the rest ready
        if !exitHookInstalled {
            exitHookInstalled = true
            atexit { restoreIfArmed() }
        }
        for signal in signals { previousHandlers[signal] = Glibc.signal(signal, restoreAndReraise) }
    }

    /// Restores the terminal now but keeps the handlers, for a suspension:
    /// until `rearm()`, a signal ends the process without touching the
    /// terminal, which is the shell's again.
    static func release() {
        restoreIfArmed()
    }

    /// Arms the restore again after `release()`, with the settings saved at `arm`.
    static func rearm(input: Int32, output: Int32) {
        armedOutput = output
        armedInput = input
    }

    /// Restores the terminal now and puts the previous signal handlers back.
    static func disarm() {
        restoreIfArmed()
        for (signal, handler) in previousHandlers { Glibc.signal(signal, handler) }
        previousHandlers = [:]
    }
}

// The fixed state the handlers read. `nonisolated(unsafe)`: written only by
// `arm`/`disarm` on the thread that owns the session, before handlers are
// installed or after the restore, and read by handlers on that same process.
nonisolated(unsafe) private var armedInput: Int32 = -1
nonisolated(unsafe) private var armedOutput: Int32 = -1
/// How many of `leaveBytes` a restore writes: all, or none for a prompt.
nonisolated(unsafe) private var leaveCount = 0
/// When tcsetattr(3) applies the saved settings: TCSADRAIN or TCSAFLUSH.
nonisolated(unsafe) private var settingsAction = TCSADRAIN
nonisolated(unsafe) private var exitHookInstalled = false
nonisolated(unsafe) private var previousHandlers: [Int32: __sighandler_t?] = [:]
nonisolated(unsafe) private let savedSettings = UnsafeMutablePointer<termios>.allocate(capacity: 1)
nonisolated(unsafe) private let leaveBytes = UnsafeMutableBufferPointer<UInt8>.allocate(
    capacity: TerminalRestore.leaveSequence.utf8.count)

/// Async-signal-safe: reads fixed state; write(2) and tcsetattr(3) only.
private func restoreIfArmed() {
    let input = armedInput
    guard input >= 0 else { return }
    armedInput = -1
    var offset = 0
    while offset < leaveCount {
        let written = write(armedOutput, leaveBytes.baseAddress! + offset, leaveCount - offset)
        if written > 0 { offset += written } else if written < 0 && errno == EINTR { continue } else { break }
    }
    // The saved struct itself, not flags flipped back: whatever the user had is what they get.
    tcsetattr(input, settingsAction, savedSettings)
}

/// The handler for `TerminalRestore.signals`: restore, then die of the
/// signal as if no handler had been installed (the parent sees the signal).
private func restoreAndReraise(_ signalNumber: Int32) {
    restoreIfArmed()
    signal(signalNumber, SIG_DFL)
    raise(signalNumber)  // blocked until this handler returns, then the default action ends the process
}
