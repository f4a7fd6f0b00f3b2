/// The log-in prompt's fields: a user name, then a password that is never
/// shown, printed or compared by its text (see `MaskedText`).
public struct LogInForm: Sendable, Equatable {
    public enum Field: Sendable, Equatable { case user, password }

    public var user: String
    public var password: MaskedText
    public var field: Field

    public init(user: String = "", password: MaskedText = MaskedText(), field: Field = .user) {
        self.user = user
        self.password = password
        self.field = field
    }

    /// The form with `edit` applied to the field being typed.
    func editing(_ edit: TextEdit) -> LogInForm {
        var form = self
        switch (field, edit) {
        case (.user, .insert(let text)): form.user += text
        case (.user, .deleteBackward): if !form.user.isEmpty { form.user.removeLast() }
        case (.password, .insert(let text)): form.password.text += text
        case (.password, .deleteBackward): if !form.password.text.isEmpty { form.password.text.removeLast() }
        }
        return form
    }
}
