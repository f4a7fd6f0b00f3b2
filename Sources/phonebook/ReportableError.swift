import CardEditing
import Exchange
import Mail
import Reporting
import SharedOptions
import Terminal

extension CardWriteError: ReportableError {
    public var exitStatus: Reporting.ExitStatus { .dataError }
}

extension CardEditError: ReportableError {
    public var exitStatus: Reporting.ExitStatus {
        switch self {
        case .noSuchEntry: return .failure
        case .notACard, .badBirthday, .badAnniversary: return .dataError
        }
    }
}

extension FormError: ReportableError {
    public var exitStatus: Reporting.ExitStatus { .dataError }
}

extension TerminalError: ReportableError {
    public var exitStatus: Reporting.ExitStatus {
        switch self {
        case .notATerminal: return .usage  // as a password prompt without a terminal
        case .systemCall, .settingsUnreadable, .echoNotTurnedOff: return .failure
        }
    }
}

extension ImportError: ReportableError {
    public var exitStatus: Reporting.ExitStatus { .noInput }  // an input file or folder is missing or unreadable
}

extension CardTemplateError: ReportableError {
    public var exitStatus: Reporting.ExitStatus { .dataError }  // nothing was added, as for a --strict import's bad card
}

extension MailError: ReportableError {
    public var exitStatus: Reporting.ExitStatus {
        switch self {
        case .unreadable: return .noInput
        case .empty, .headerTooLong, .noField, .notUTF8, .noAddress: return .dataError
        }
    }
}
