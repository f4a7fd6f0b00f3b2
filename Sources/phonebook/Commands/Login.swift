import ArgumentParser
import Store

/// `phonebook login --user NAME`: starts a session that lasts until `logout`.
struct Login: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Log in; the session is stored and lasts until logout.",
        discussion: """
            A wrong user name or password exits 77. After 3 failures in a row
            an account must wait 2 s, then 4 s, 8 s, ... (at most 5 minutes)
            after the last failure; an attempt inside the wait is refused
            (exit 77) without checking the password.
            """)

    @OptionGroup var database: DatabaseOptions
    @OptionGroup var account: AccountOptions

    func run() throws {
        let book = try database.open()
        let password = try account.passwordInput.read(prompt: "Password: ")
        let user = try account.user.value
        try book.logIn(user: user, password: password)  // a wrong password pauses there
        print("Logged in as \(user).")
    }
}
