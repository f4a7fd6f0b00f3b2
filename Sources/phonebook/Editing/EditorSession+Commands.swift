#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

extension EditorSession {
    /// The session `add` and `edit` run. Off a terminal it needs VISUAL or EDITOR set (a script's
    /// editor): `vi` cannot work without a terminal, so that is a usage error (exit 64) whose message
    /// ends with `instead`, what to do then.
    static func forCommandLine(instead: String) throws -> EditorSession {
        let session = EditorSession()
        let chosen = ["VISUAL", "EDITOR"].contains { session.environment[$0]?.allSatisfy(\.isWhitespace) == false }
        guard chosen || isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 else {
            throw CommandFailure(message: "not on a terminal and neither VISUAL nor EDITOR is set, so no editor can run; "
                                     + instead, status: .usage)
        }
        return session
    }
}
