import Store
import Sync

/// An error whose message is written for a person, with its exit status.
struct CommandFailure: Error, CustomStringConvertible {
    var message: String
    var status: ExitStatus
    var description: String { message }

    init(message: String, status: ExitStatus) {
        self.message = message
        self.status = status
    }

    /// What a command's failure tells the user, and its documented exit
    /// status: the one place an error becomes a message and a status.
    init(reporting error: any Error) {
        switch error {
        case let failure as CommandFailure:
            self = failure
        case let error as any ReportableError:
            self.init(message: error.description, status: error.exitStatus)
        case let error as ImportError:
            self.init(message: error.description, status: .noInput)
        default:
            // A read's failure of SQLite is told as the store tells its writes':
            // its documented status, and never the SQL.
            if let error = StoreError(untranslated: error) {
                self.init(message: error.description, status: error.exitStatus)
            } else {
                self.init(message: "\(error)", status: .failure)
            }
        }
    }
}
