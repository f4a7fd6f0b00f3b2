/// The account prompt's fields: a user name, then a password that is never
/// shown or printed (see `MaskedText`); to create an account, the password
/// again, which must be the same.
public struct LogInForm: Sendable, Equatable {
    public enum Purpose: Sendable, Equatable {
        /// Log in to an existing account.
        case logIn
        /// Create an account (the password asked twice), then log in to it.
        case createAccount
    }

    public enum Field: Sendable, Equatable { case user, password, repeatedPassword }

    public var purpose: Purpose
    public var user: String
    public var password: MaskedText
    /// The password typed again, when creating an account.
    public var repeatedPassword: MaskedText
    public var field: Field

    public init(_ purpose: Purpose = .logIn, user: String = "", password: MaskedText = MaskedText(),
                repeatedPassword: MaskedText = MaskedText(), field: Field = .user) {
        self.purpose = purpose
        self.user = user
        self.password = password
        self.repeatedPassword = repeatedPassword
        self.field = field
    }

    /// The form with `edit` applied to the field being typed.
    func editing(_ edit: TextEdit) -> LogInForm {
        var form = self
        switch field {
        case .user: form.user = Self.apply(edit, to: user)
        case .password: form.password.text = Self.apply(edit, to: password.text)
        case .repeatedPassword: form.repeatedPassword.text = Self.apply(edit, to: repeatedPassword.text)
        }
        return form
    }

    /// The form back at its password, both passwords cleared (they did not match, or broke a rule).
    var askingPasswordAgain: LogInForm {
        LogInForm(purpose, user: user, field: .password)
    }

    private static func apply(_ edit: TextEdit, to text: String) -> String {
        switch edit {
        case .insert(let typed): return text + typed
        case .deleteBackward: return String(text.dropLast())
        }
    }
}
