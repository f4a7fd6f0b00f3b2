import CardEditing
import RemoteOptions
import Sync
import Terminal

extension CardWriteError: ReportableError {
    public var exitStatus: RemoteOptions.ExitStatus { .dataError }
}

extension CardEditError: ReportableError {
    public var exitStatus: RemoteOptions.ExitStatus {
        switch self {
        case .noSuchEntry: return .failure
        case .notACard, .badBirthday: return .dataError
        }
    }
}

extension FormError: ReportableError {
    public var exitStatus: RemoteOptions.ExitStatus { .dataError }
}

extension TerminalError: ReportableError {
    public var exitStatus: RemoteOptions.ExitStatus {
        switch self {
        case .notATerminal: return .usage  // as a password prompt without a terminal
        case .systemCall, .settingsUnreadable, .echoNotTurnedOff: return .failure
        }
    }
}

extension ImportError: ReportableError {
    public var exitStatus: RemoteOptions.ExitStatus { .noInput }  // an input file or folder is missing or unreadable
}
