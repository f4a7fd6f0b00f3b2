import Accounts
import Store
import SyncState

/// A library error whose message is already written for a person; the
/// command line only adds its exit status (docs/commands.md, "Exit status").
public protocol ReportableError: Error, CustomStringConvertible {
    var exitStatus: ExitStatus { get }
}

extension AuthError: ReportableError {
    public var exitStatus: ExitStatus {
        switch self {
        case .wrongCredentials, .throttled: return .permissionDenied
        case .invalidUserName, .invalidServiceName, .invalidServerURL: return .usage
        case .weakPassword, .emptySecret: return .dataError
        case .accountExists, .notConnected, .credentials: return .failure
        }
    }
}

extension StoreError: ReportableError {
    public var exitStatus: ExitStatus {
        switch self {
        case .noDatabase: return .noInput  // an input is missing: there is nothing to read yet
        default: return .database
        }
    }
}

extension SettingError: ReportableError {
    public var exitStatus: ExitStatus {
        switch self {
        case .unknownKey: return .usage
        case .invalidValue: return .dataError
        }
    }
}

extension JournalError: ReportableError {
    public var exitStatus: ExitStatus {
        switch self {
        case .uidInUse: return .dataError
        case .damaged: return .database
        case .nothingToUndo, .noSuchEntry, .alreadyUndone, .laterChanges, .uidTaken, .noSuchContact, .bookGone:
            return .failure
        }
    }
}

extension VaultError: ReportableError {
    public var exitStatus: ExitStatus {
        switch self {
        case .unsafeSessionFolder, .tokenNeedsLogin, .locked, .sessionEnded: return .permissionDenied
        case .sessionFileFailed: return .database  // an I/O failure, as the database's
        case .passwordCommandFailed: return .failure
        case .damagedToken: return .dataError
        }
    }
}

extension BookError: ReportableError {
    public var exitStatus: ExitStatus {
        switch self {
        case .noSuchBook, .invalidName: return .usage  // as an unknown setting or a bad service name
        case .nameTaken, .defaultBook, .nameTakenAtUndo, .uidInBook, .synced: return .failure
        case .notEmpty: return .usage  // as a `remove` with neither a terminal to ask on nor --yes
        }
    }
}

extension CollectionMappingError: ReportableError {
    public var exitStatus: ExitStatus {
        switch self {
        case .noSuchMapping: return .usage  // as a `--book` that names no book
        case .bookTaken, .lastCollection: return .failure
        }
    }
}
