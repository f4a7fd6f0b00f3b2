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
        writeWhole(VisibleText.lines(line) + "\n", to: STDERR_FILENO)
    }
}

/// Standard output for lines a person reads (a sync's summary, the address
/// books found): shown as `StandardError` shows messages. Formats for
/// programs (`--format json`) are printed as they are.
public enum StandardOutput {
    /// Writes `line` and a newline, its controls and bidi overrides shown visibly (`VisibleText.lines`).
    public static func write(_ line: String) {
        writeWhole(VisibleText.lines(line) + "\n", to: STDOUT_FILENO)
    }
}

/// Writes all of `text` to `descriptor`; a closed or failing descriptor drops the rest.
private func writeWhole(_ text: String, to descriptor: Int32) {
    var bytes = Array(text.utf8)
    var done = 0
    while done < bytes.count {  // a write to a pipe may take part of the bytes
        let written = bytes.withUnsafeMutableBytes { Glibc.write(descriptor, $0.baseAddress! + done, $0.count - done) }
        if written <= 0 { if written < 0 && errno == EINTR { continue }; return }
        done += written
    }
}
