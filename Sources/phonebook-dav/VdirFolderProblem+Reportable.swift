import Reporting
import Vdir

extension VdirFolderProblem: ReportableError {
    /// A folder missing (or not a folder) is a missing input, as a file to
    /// import is; one that cannot be written in is a failure, as `export
    /// --vdir`'s is.
    public var exitStatus: ExitStatus {
        switch self {
        case .missing, .notAFolder: .noInput
        case .unusable: .failure
        }
    }
}
