#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// Why the terminal could not be taken over, or a line read from it unseen.
public enum TerminalError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Standard input or output is not a terminal (a pipe, a file): a
    /// full-screen program has nothing to draw on or read keys from.
    case notATerminal(Stream)
    /// A system call failed, with its errno.
    case systemCall(String, errno: Int32)
    /// The settings of the terminal to read a line from could not be read (it is not one).
    case settingsUnreadable(errno: Int32)
    /// Echo could not be turned off for a line that must not be shown.
    case echoNotTurnedOff(errno: Int32)

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
        case let .settingsUnreadable(errno):
            return "cannot read the terminal's settings: \(String(cString: strerror(errno)))"
        case let .echoNotTurnedOff(errno):
            return "cannot turn off the terminal's echo: \(String(cString: strerror(errno)))"
        }
    }
}
