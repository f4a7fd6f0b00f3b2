import Accounts
import Credentials
import Store

/// What the browser's Create Account form checks before it goes on, the
/// checks and words `phonebook account create` uses (`UserName`,
/// `PasswordRules`), so a mistake is said at the field that has it.
enum AccountRules {
    /// What `account create` says when the password typed twice differs.
    static let mismatch = "the passwords do not match"

    /// Why `user` cannot name an account; nil when it can.
    static func problem(withUser user: String) -> String? {
        do {
            _ = try UserName(user)
            return nil
        } catch {
            return "\(error)"
        }
    }

    /// Why `password` may not be set; nil when it may.
    static func problem(withPassword password: MaskedText) -> String? {
        do {
            try PasswordRules.check(Secret(password.text))
            return nil
        } catch {
            return "\(error)"
        }
    }
}
