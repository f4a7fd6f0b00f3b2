import Credentials
import Reporting
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Terminal

/// Where a password or token comes from: never an argument (other users
/// see arguments in `ps`), but the first line of standard input when asked
/// (`--password-stdin`, `--token-stdin`), else the terminal with echo off.
public struct SecretInput {
    /// "password" or "token", for messages.
    public var noun: String
    /// The flag that reads it from standard input, for messages.
    public var flag: String
    /// True when that flag was given.
    public var fromStandardInput: Bool

    public init(noun: String, flag: String, fromStandardInput: Bool) {
        self.noun = noun
        self.flag = flag
        self.fromStandardInput = fromStandardInput
    }

    /// Reads the secret. On a terminal it asks `prompt` on stderr, and when
    /// `repeatPrompt` is given asks again and requires the same answer.
    public func read(prompt: String, repeatPrompt: String? = nil) throws -> Secret {
        if fromStandardInput {
            return Secret(bytes: InputLine.read(from: STDIN_FILENO))
        }
        guard isatty(STDIN_FILENO) == 1 else {
            throw CommandFailure(
                message: "standard input is not a terminal, so the \(noun) cannot be asked for; "
                    + "pass \(flag) to read it from the first line of standard input",
                status: .usage)
        }
        let first = try UnechoedLine.read(prompt: prompt)
        guard let repeatPrompt else { return Secret(bytes: first) }
        let second = try UnechoedLine.read(prompt: repeatPrompt)
        guard first == second else {
            throw CommandFailure(message: "the \(noun)s do not match", status: .dataError)
        }
        return Secret(bytes: first)
    }
}
