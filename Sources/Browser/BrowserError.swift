/// Why an effect could not be performed, worded for the status line.
public enum BrowserError: Error, CustomStringConvertible {
    case noSuchContact
    case logInNeedsCredentials
    case cannotMerge

    public var description: String {
        switch self {
        case .noSuchContact: return "That contact is gone"
        case .logInNeedsCredentials: return "Log in needs a user name and a password"
        case .cannotMerge: return "Merging is not possible here"
        }
    }
}
