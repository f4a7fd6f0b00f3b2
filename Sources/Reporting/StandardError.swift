import FoundationEssentials
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import TerminalText

/// Standard error, for messages (data goes to standard output).
public enum StandardError {
    /// Writes `line` and a newline, as a person reads it: text from a card
    /// or a server that it quotes shows its controls and bidi overrides
    /// visibly (`VisibleText.lines`).
    public static func write(_ line: String) {
        writeText(VisibleText.lines(line) + "\n", to: STDERR_FILENO)
    }

    /// Writes `line` and a newline as one line, whatever it quotes: a line
    /// feed or tab in a file's or a server's name shows too (`VisibleText.line`),
    /// so no name starts a line of its own that reads as phonebook's.
    public static func writeLine(_ line: String) {
        writeText(VisibleText.line(line) + "\n", to: STDERR_FILENO)
    }
}

/// Standard output for lines a person reads (a sync's summary, the address
/// books found): shown as `StandardError` shows messages. Formats for
/// programs (`--format json`) are printed as they are.
public enum StandardOutput {
    /// Writes `line` and a newline, its controls and bidi overrides shown visibly (`VisibleText.lines`).
    public static func write(_ line: String) {
        writeText(VisibleText.lines(line) + "\n", to: STDOUT_FILENO)
    }

    /// Writes `line` and a newline as one line, as `StandardError.writeLine` does.
    public static func writeLine(_ line: String) {
        writeText(VisibleText.line(line) + "\n", to: STDOUT_FILENO)
    }
}

/// Writes `text` whole to `descriptor` with write(2), unbuffered (a prompt
/// shows before its answer is read); a closed or failing descriptor drops it.
public func writeText(_ text: String, to descriptor: Int32) {
    var text = text
    text.withUTF8 { bytes in
        var offset = 0
        while offset < bytes.count {  // a write to a pipe may take part of the bytes
            let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }
}
