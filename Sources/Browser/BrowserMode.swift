import Sections

/// What keys currently mean.
public enum BrowserMode: Sendable, Equatable {
    case normal
    /// Typing a search; `text` is what has been typed.
    case searching(String)
    /// Waiting for y/n before an account action, removing a contact or merging the marked ones.
    case confirming(BrowserQuestion)
    /// The key help is shown over the screen.
    case help
    /// Asking for a user name, then a password (never shown; twice to create an account), to log in.
    case loggingIn(LogInForm)

    /// The keymap's name for the mode.
    public var keys: KeyMode {
        switch self {
        case .normal: return .normal
        case .searching: return .searching
        case .confirming: return .confirming
        case .help: return .help
        case .loggingIn: return .form
        }
    }
}
