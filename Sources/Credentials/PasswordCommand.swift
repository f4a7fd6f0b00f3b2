import Foundation

/// A shell command that prints a secret, as mbsync's `PassCmd` and msmtp's
/// `passwordeval` take one: `pass show carddav/fastmail`. Only the command
/// is stored; it runs (`/bin/sh -c`) each time the secret is needed, and the
/// first line of its standard output is the secret.
///
/// Its standard input and standard error are the caller's, so a command
/// that asks for a passphrase (gpg's pinentry) can, and its own complaints
/// reach the person who can act on them. Its output is never quoted back:
/// a failure says only how it failed.
public struct PasswordCommand: Sendable, Equatable, CustomStringConvertible {
    /// The command line as given to `/bin/sh -c`.
    public let text: String

    /// A command; nil when it is empty or only spaces.
    public init?(_ text: String) {
        guard !text.allSatisfy(\.isWhitespace) else { return nil }
        self.text = text
    }

    public var description: String { text }

    /// Runs the command and returns the first line it printed (without its line ending).
    public func run() throws(PasswordCommandFailure) -> Secret {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", text]
        let output = Pipe()
        process.standardOutput = output
        do {
            try process.run()
        } catch {
            throw .couldNotStart
        }
        var printed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        defer { printed.resetBytes(in: 0..<printed.count) }
        if process.terminationReason == .uncaughtSignal { throw .signaled(process.terminationStatus) }
        guard process.terminationStatus == 0 else { throw .exited(process.terminationStatus) }
        var line = Array(printed.prefix { $0 != UInt8(ascii: "\n") })
        if line.last == UInt8(ascii: "\r") { line.removeLast() }
        guard !line.isEmpty else { throw .printedNothing }
        return Secret(bytes: line)
    }
}

/// How a password command failed; never carries what it printed.
public enum PasswordCommandFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// /bin/sh could not be started.
    case couldNotStart
    /// It exited with a status other than 0.
    case exited(Int32)
    /// A signal ended it.
    case signaled(Int32)
    /// Its first line of output was empty.
    case printedNothing

    public var description: String {
        switch self {
        case .couldNotStart: return "could not be started (/bin/sh)"
        case let .exited(status): return "exited with status \(status)"
        case let .signaled(signal): return "was ended by signal \(signal)"
        case .printedNothing: return "printed no secret (its first line of output was empty)"
        }
    }
}
