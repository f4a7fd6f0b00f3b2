import Store

/// An error whose message is written for a person, with its exit status.
public struct CommandFailure: Error, CustomStringConvertible {
    public var message: String
    public var status: ExitStatus
    public var description: String { message }

    public init(message: String, status: ExitStatus) {
        self.message = message
        self.status = status
    }

    /// What a command's failure tells the user, and its documented exit
    /// status: the one place an error becomes a message and a status.
    public init(reporting error: any Error) {
        switch error {
        case let failure as CommandFailure:
            self = failure
        case let error as any ReportableError:
            self.init(message: error.description, status: error.exitStatus)
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
