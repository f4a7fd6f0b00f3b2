import FoundationEssentials
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// Standard error, for messages (data goes to standard output).
public enum StandardError {
    /// Writes `line` and a newline.
    public static func write(_ line: String) {
        var bytes = Array((line + "\n").utf8)
        var done = 0
        while done < bytes.count {  // a write to a pipe may take part of the bytes
            let written = bytes.withUnsafeMutableBytes { Glibc.write(STDERR_FILENO, $0.baseAddress! + done, $0.count - done) }
            if written <= 0 { if written < 0 && errno == EINTR { continue }; return }
            done += written
        }
    }
}
