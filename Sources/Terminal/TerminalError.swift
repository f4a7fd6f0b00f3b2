import Foundation

/// Why the terminal could not be taken over.
public enum TerminalError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Standard input or output is not a terminal (a pipe, a file): a
    /// full-screen program has nothing to draw on or read keys from.
    case notATerminal(Stream)
    /// A system call failed, with its errno.
    case systemCall(String, errno: Int32)

    /// The standard stream that was not a terminal.
    public enum Stream: String, Sendable {
        case standardInput = "standard input"
        case standardOutput = "standard output"
    }

    /// A message for a person: "standard output is not a terminal (…)".
    public var description: String {
        switch self {
        case let .notATerminal(stream):
            return "\(stream.rawValue) is not a terminal (a full-screen command needs one)"
        case let .systemCall(call, errno):
            return "\(call) failed: \(String(cString: strerror(errno)))"
        }
    }
}
