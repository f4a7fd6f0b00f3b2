import Foundation

/// The terminal settings saved before echo was turned off; the signal
/// handler reads them, so they live at a fixed address allocated before it
/// is installed (and never freed).
nonisolated(unsafe) private let savedSettings = UnsafeMutablePointer<termios>.allocate(capacity: 1)

/// The signals after which the saved settings must be put back.
private let restoringSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

/// Turns echo off on the terminal for the length of a password prompt.
enum TerminalEcho {
    /// Runs `body` with echo off on standard input, then restores the
    /// settings it saved (not flags flipped back) on every path out: a
    /// return, a throw, or one of `restoringSignals`, whose handler restores
    /// them and re-raises the signal with its default action.
    static func withEchoOff<T>(_ body: () throws -> T) throws -> T {
        guard tcgetattr(STDIN_FILENO, savedSettings) == 0 else {
            throw CommandFailure(message: "cannot read the terminal's settings: \(String(cString: strerror(errno)))",
                                 status: .failure)
        }
        var quiet = savedSettings.pointee
        quiet.c_lflag &= ~tcflag_t(ECHO | ECHOE | ECHOK | ECHONL)
        let previousHandlers = restoringSignals.map { signal($0, restoreAndReraise) }
        defer {
            tcsetattr(STDIN_FILENO, TCSAFLUSH, savedSettings)
            for (signalNumber, handler) in zip(restoringSignals, previousHandlers) {
                signal(signalNumber, handler)
            }
        }
        guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &quiet) == 0 else {
            throw CommandFailure(message: "cannot turn off the terminal's echo: \(String(cString: strerror(errno)))",
                                 status: .failure)
        }
        return try body()
    }
}

/// Async-signal-safe: tcsetattr, signal and raise only.
private func restoreAndReraise(_ signalNumber: Int32) {
    tcsetattr(STDIN_FILENO, TCSAFLUSH, savedSettings)
    signal(signalNumber, SIG_DFL)
    raise(signalNumber)
}
