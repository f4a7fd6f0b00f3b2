#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

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
    ///
    /// Spawned with posix_spawn rather than Foundation's Process, so the
    /// binary need not load Foundation at all (phonebook's start-up).
    public func run() throws(PasswordCommandFailure) -> Secret {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw .couldNotStart }
        // Neither end leaks into other children; dup2 gives the command a plain copy.
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        defer { close(ends[0]) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, ends[1], STDOUT_FILENO)
        var child = pid_t()
        let started = withCStrings(["/bin/sh", "-c", text]) { argv in
            posix_spawn(&child, "/bin/sh", &actions, nil, argv, environ)
        }
        close(ends[1])
        guard started == 0 else { throw .couldNotStart }
        var printed = Self.readAll(ends[0])
        defer { for index in printed.indices { printed[index] = 0 } }
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        let signal = status & 0x7F
        if signal != 0 { throw .signaled(signal) }
        let exitStatus = (status >> 8) & 0xFF
        guard exitStatus == 0 else { throw .exited(exitStatus) }
        var line = Array(printed.prefix { $0 != UInt8(ascii: "\n") })
        if line.last == UInt8(ascii: "\r") { line.removeLast() }
        guard !line.isEmpty else { throw .printedNothing }
        return Secret(bytes: line)
    }

    /// Everything readable from `descriptor` until end of file.
    private static func readAll(_ descriptor: Int32) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            bytes += chunk[..<count]
        }
        for index in chunk.indices { chunk[index] = 0 }
        return bytes
    }

    /// Calls `body` with `strings` as a NULL-terminated C array.
    private func withCStrings<R>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R) -> R {
        let copies = strings.map { strdup($0) }
        defer { copies.forEach { free($0) } }
        return body(copies + [nil])
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
