import ArgumentParser
import Credentials
import Foundation

/// Where a password or token comes from: never an argument (other users
/// see arguments in `ps`), but the first line of standard input when asked
/// (`--password-stdin`, `--token-stdin`), else the terminal with echo off.
struct SecretInput {
    /// "password" or "token", for messages.
    var noun: String
    /// The flag that reads it from standard input, for messages.
    var flag: String
    /// True when that flag was given.
    var fromStandardInput: Bool

    /// Reads the secret. On a terminal it asks `prompt` on stderr, and when
    /// `repeatPrompt` is given asks again and requires the same answer.
    func read(prompt: String, repeatPrompt: String? = nil) throws -> Secret {
        if fromStandardInput {
            return Secret(bytes: Self.readLine())
        }
        guard isatty(STDIN_FILENO) == 1 else {
            throw CommandFailure(
                message: "standard input is not a terminal, so the \(noun) cannot be asked for; "
                    + "pass \(flag) to read it from the first line of standard input",
                status: .usage)
        }
        let first = try TerminalEcho.withEchoOff { Self.ask(prompt) }
        guard let repeatPrompt else { return Secret(bytes: first) }
        let second = try TerminalEcho.withEchoOff { Self.ask(repeatPrompt) }
        guard first == second else {
            throw CommandFailure(message: "the \(noun)s do not match", status: .dataError)
        }
        return Secret(bytes: first)
    }

    private static func ask(_ prompt: String) -> [UInt8] {
        FileHandle.standardError.write(Data(prompt.utf8))
        let line = readLine()
        FileHandle.standardError.write(Data("\n".utf8))  // the user's Enter was not echoed
        return line
    }

    /// One line of standard input without its line ending (LF or CRLF),
    /// read a byte at a time so nothing after it is consumed.
    private static func readLine() -> [UInt8] {
        var line: [UInt8] = []
        var byte: UInt8 = 0
        while true {
            let count = Glibc.read(STDIN_FILENO, &byte, 1)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 || byte == UInt8(ascii: "\n") { break }
            line.append(byte)
        }
        if line.last == UInt8(ascii: "\r") { line.removeLast() }
        return line
    }
}
