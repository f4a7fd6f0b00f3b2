/// An account operation a settings row offers.
public enum AccountAction: Sendable, Hashable {
    /// Ask a user name and password, then log in.
    case logIn
    /// End the session (after a confirmation).
    case logOut
    /// Ask a user name and a password twice, create the account, log in.
    case createAccount
    /// Forget the connected service of this name and its secret (after a confirmation).
    case disconnect(service: String)

    /// Its stable name, for ids and `--format json`: "logIn", "disconnect:fastmail".
    public var name: String {
        switch self {
        case .logIn: return "logIn"
        case .logOut: return "logOut"
        case .createAccount: return "createAccount"
        case .disconnect(let service): return "disconnect:\(service)"
        }
    }
}
