import Foundation

/// Reads a child's output as it comes, so a test can wait for a line that
/// says something has happened (a lock taken, a wait begun) instead of sleeping.
public final class PipeLines {
    private let handle: FileHandle
    /// Everything read so far.
    public private(set) var text = ""

    public init(_ pipe: Pipe) {
        handle = pipe.fileHandleForReading
    }

    /// Reads until a line containing `marker` has arrived; false if the pipe ended first.
    @discardableResult
    public func waitForLine(containing marker: String) -> Bool {
        while true {
            if text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().contains(where: { $0.contains(marker) }) {
                return true
            }
            let chunk = handle.availableData
            if chunk.isEmpty { return false }
            text += String(decoding: chunk, as: UTF8.self)
        }
    }

    /// Reads to the end of the pipe.
    public func readToEnd() -> String {
        text += String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
        return text
    }
}
