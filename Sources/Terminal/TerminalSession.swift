#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import TerminalText

/// The terminal taken over for a full-screen program: raw mode, the
/// alternate screen, the cursor hidden. With `UnechoedLine` (echo off for
/// a line), the only place that changes the terminal's modes; `restore()`
/// (also run by `deinit`, by the signal handlers and at exit) puts back
/// exactly the settings it saved.
public final class TerminalSession {
    /// Where keys are read from (standard input).
    public let input: Int32
    /// Where frames are written (standard output).
    public let output: Int32
    /// The settings found at the start: what every way out restores.
    private let saved: termios
    private var isActive = true
    /// Between `suspend()` and `resume()`: the terminal is the shell's.
    private var isSuspended = false

    /// Switches to the alternate screen (xterm 1049), hides the cursor and
    /// turns autowrap off (DECAWM, so an overlong line cannot scroll the screen).
    static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l"

    /// Takes over the terminal on `input` and `output`; throws
    /// `.notATerminal` when either is not one, changing nothing.
    public init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) throws(TerminalError) {
        guard isatty(input) == 1 else { throw .notATerminal(.standardInput) }
        guard isatty(output) == 1 else { throw .notATerminal(.standardOutput) }
        self.input = input
        self.output = output
        var saved = termios()
        guard tcgetattr(input, &saved) == 0 else { throw .systemCall("tcgetattr", errno: errno) }
        self.saved = saved
        TerminalRestore.arm(input: input, output: output, settings: saved)
        var raw = Self.rawMode(from: saved)
        guard tcsetattr(input, TCSAFLUSH, &raw) == 0 else {
            let code = errno
            TerminalRestore.disarm()
            throw .systemCall("tcsetattr", errno: code)
        }
        do {
            try write(Self.enterSequence)
        } catch {
            restore()
            throw error
        }
    }

    deinit { restore() }

    /// Runs `body` on the terminal taken over, restoring it on every way
    /// out of `body` (a return or a throw; signals and exit are covered by
    /// the handlers the session installs).
    public static func withSession<T>(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO,
                                      _ body: (TerminalSession) throws -> T) throws -> T {
        let session = try TerminalSession(input: input, output: output)
        defer { session.restore() }
        return try body(session)
    }

    /// The terminal's current size.
    public var size: TerminalSize { TerminalSize.current(descriptor: output) }

    /// Puts the terminal back as it was; later calls do nothing.
    public func restore() {
        guard isActive else { return }
        isActive = false
        TerminalRestore.disarm()
    }

    /// Gives the terminal back for a suspension, as `restore()` would (the
    /// saved settings, the main screen, the cursor shown), keeping the
    /// session for `resume()`.
    public func suspend() {
        guard isActive, !isSuspended else { return }
        isSuspended = true
        TerminalRestore.release()
    }

    /// Takes the terminal over again: after `suspend()`, or after the process
    /// was stopped without one (SIGSTOP) and the shell put its own settings
    /// back meanwhile. Keys typed since are kept (TCSADRAIN, not TCSAFLUSH).
    public func resume() throws(TerminalError) {
        guard isActive else { return }
        if isSuspended {
            isSuspended = false
            TerminalRestore.rearm(input: input, output: output)
        }
        var raw = Self.rawMode(from: saved)
        guard tcsetattr(input, TCSADRAIN, &raw) == 0 else { throw .systemCall("tcsetattr", errno: errno) }
        try write(Self.enterSequence)
    }

    /// Writes all of `text` to the terminal.
    public func write(_ text: String) throws(TerminalError) {
        var text = text
        let code = text.withUTF8 { bytes -> Int32 in
            var offset = 0
            while offset < bytes.count {
                let written = systemWrite(output, bytes.baseAddress! + offset, bytes.count - offset)
                if written >= 0 { offset += written } else if errno != EINTR { return errno }
            }
            return 0
        }
        if code != 0 { throw .systemCall("write", errno: code) }
    }

    /// cfmakeraw(3)'s settings, except output processing: keys arrive byte by
    /// byte, unechoed, with Control-C, Control-Z and Control-S as keys rather
    /// than signals or flow control. OPOST (and ONLCR) stay as they were:
    /// frames never rely on "\n" (every line is placed with a cursor move),
    /// and a message another part of the process writes to stderr still
    /// starts at the left margin instead of stair-stepping.
    static func rawMode(from saved: termios) -> termios {
        var raw = saved
        raw.c_iflag &= ~tcflag_t(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON)
        raw.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
        raw.c_cflag &= ~tcflag_t(CSIZE | PARENB)
        raw.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.c_cc) { characters in
            characters[Int(VMIN)] = 1  // read(2) returns as soon as one byte is there
            characters[Int(VTIME)] = 0
        }
        return raw
    }
}

/// write(2), named apart from the methods called `write` that hide it in a type.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
