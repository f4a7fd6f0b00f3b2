import Contacts
import FoundationEssentials
import Reporting
import Terminal
import TerminalText
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// A `[y/N]` question on the terminal before a change that `--yes` skips
/// (`remove`, `merge`, `account delete`): one place for the wording of the
/// refusal off a terminal and for what counts as yes.
struct Confirmation {
    /// The verb in its three forms, for the messages: "removing cannot be
    /// confirmed; pass --yes to remove", "nothing was removed".
    let doing: String
    let verb: String
    let done: String

    /// Asks `question` (which ends in "? [y/N] ") on standard error, its
    /// card text shown visibly (`VisibleText.lines`), and reads the answer
    /// from `terminal` (standard input, or the controlling terminal when
    /// standard input is the data); throws, so nothing changes, unless the
    /// answer is y or yes. Off a terminal it asks nothing and throws a usage
    /// error naming `--yes`.
    func ask(_ question: @autoclosure () throws -> String, answeredOn terminal: Int32 = STDIN_FILENO) throws {
        guard isatty(terminal) == 1, isatty(STDERR_FILENO) == 1 else {
            throw CommandFailure(
                message: "not on a terminal, so \(doing) cannot be confirmed; pass --yes to \(verb) without asking",
                status: .usage)
        }
        writeText(VisibleText.lines(try question()), to: STDERR_FILENO)
        let answer = String(decoding: InputLine.read(from: terminal), as: UTF8.self)
            .trimmed.lowercased()
        guard answer == "y" || answer == "yes" else {
            throw CommandFailure(message: "nothing was \(done)", status: .failure)
        }
    }

    /// The controlling terminal, opened to read an answer when standard
    /// input carries data (a message piped in); -1 when there is none.
    static func controllingTerminal() -> Int32 {
        open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
    }
}
