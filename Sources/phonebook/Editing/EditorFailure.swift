/// Why an editor session changed nothing, for the person who ran it.
enum EditorFailure: ReportableError, Equatable {
    /// The editor ran and exited with a status other than 0 (or was killed by a signal).
    case exited(editor: String, status: Int32)
    /// The editor could not be started, or its file could not be written or read.
    case system(String)

    var description: String {
        switch self {
        case .exited(let editor, let status):
            return "the editor (\(editor)) exited with status \(status); nothing changed"
        case .system(let what):
            return "\(what); nothing changed"
        }
    }

    var exitStatus: ExitStatus { .failure }
}
