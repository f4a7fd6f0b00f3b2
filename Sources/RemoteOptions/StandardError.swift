import Foundation

/// Standard error, for messages (data goes to standard output).
public enum StandardError {
    /// Writes `line` and a newline.
    public static func write(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
