import DAV
import Reporting
import SharedOptions

extension DAVError: ReportableError {
    public var exitStatus: ExitStatus {
        switch self {
        case .unauthorized, .unsupportedLogin, .loginAtAnotherOrigin, .forbidden: .permissionDenied
        case .timeout, .connection, .tls: .unavailable
        case .malformed, .notCardDAV, .server: .protocolError
        case .invalidURL: .usage
        case .notFound, .preconditionFailed, .uidConflict, .invalidSyncToken, .unsupportedCard: .failure
        }
    }
}
