/// Why an effect could not be performed, worded for the status line.
public enum BrowserError: Error, CustomStringConvertible {
    case noSuchContact
    /// The book a contacts screen lists is gone (another command removed it).
    case noSuchBook
    case logInNeedsCredentials
    case cannotMerge

    public var description: String {
        switch self {
        case .noSuchContact: return "that contact is gone"
        case .noSuchBook: return "that book is gone"
        case .logInNeedsCredentials: return "log in needs a user name and a password"
        case .cannotMerge: return "merging is not possible here"
        }
    }
}
