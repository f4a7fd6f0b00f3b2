#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// A line typed at a prompt without being shown, such as a password: echo
/// is off from the prompt to the Enter. The settings saved before are put
/// back (the saved struct, not flags flipped back) on every way out: a
/// return, a throw, or SIGINT (Control-C), SIGTERM, SIGHUP or SIGQUIT, after
/// which the process ends by the signal, as `TerminalSession` does.
public enum UnechoedLine {
    /// Writes `prompt` to `output`, reads a line from the terminal `input`
    /// with echo off (`InputLine`), then ends the prompt's line, since the
    /// Enter was not echoed. Typing before the prompt is discarded, as
    /// getpass(3) does. Throws `.settingsUnreadable` when `input` is not a
    /// terminal, and `.echoNotTurnedOff`; neither changes anything.
    public static func read(prompt: String, input: Int32 = STDIN_FILENO,
                            output: Int32 = STDERR_FILENO) throws(TerminalError) -> [UInt8] {
        var saved = termios()
        guard tcgetattr(input, &saved) == 0 else { throw .settingsUnreadable(errno: errno) }
        TerminalRestore.arm(input: input, output: output, settings: saved, scope: .prompt)
        defer { TerminalRestore.disarm() }
        var quiet = echoOff(from: saved)
        guard tcsetattr(input, TCSAFLUSH, &quiet) == 0 else { throw .echoNotTurnedOff(errno: errno) }
        write(prompt, to: output)
        let line = InputLine.read(from: input)
        write("\n", to: output)
        return line
    }

    /// `saved` with every kind of echo off; line editing and Control-C stay as they were.
    static func echoOff(from saved: termios) -> termios {
        var quiet = saved
        quiet.c_lflag &= ~tcflag_t(ECHO | ECHOE | ECHOK | ECHONL)
        return quiet
    }

    /// Writes all of `text` it can; a prompt that cannot be shown is no reason to fail.
    private static func write(_ text: String, to output: Int32) {
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = systemWrite(output, bytes.baseAddress! + offset, bytes.count - offset)
                if written > 0 { offset += written } else if written < 0 && errno == EINTR { continue } else { break }
            }
        }
    }
}

/// write(2), named apart from the methods called `write` that hide it in a type.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
