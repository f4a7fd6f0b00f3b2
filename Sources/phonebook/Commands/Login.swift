import Accounts
import ArgumentParser
import Store

/// `phonebook login --user NAME`: unlocks the account's vault for a session.
struct Login: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "login",
        abstract: "Log in, unlocking your vault until logout or session-timeout minutes without use.",
        discussion: """
            The vault key is kept in a file only you can read, in
            $XDG_RUNTIME_DIR/phonebook (else /tmp/phonebook-UID); a folder
            that is not yours alone is refused (exit 77). Tokens stored in the
            clear by an older phonebook are encrypted now.

            A wrong user name or password exits 77. After 3 failures in a row
            an account must wait 2 s, then 4 s, 8 s, ... (at most 5 minutes)
            after the last failure; an attempt inside the wait is refused
            (exit 77) without checking the password.

            Examples:
              phonebook login --user ada
            """)

    @OptionGroup var database: DatabaseOptions
    @OptionGroup var account: AccountOptions

    func run() throws {
        let book = try database.open()
        let password = try account.passwordInput.read(prompt: "Password: ")
        let user = try account.user.value
        let encrypted = try book.logIn(user: user, password: password)  // a wrong password pauses there
        print("Logged in as \(user).")
        for service in encrypted {
            printError("phonebook: the token of \(service) was stored in the clear; it is now encrypted")
        }
    }
}
