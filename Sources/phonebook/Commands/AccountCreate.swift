import Accounts
import ArgumentParser
import Store

/// `phonebook account create --user NAME`: an account with a hashed password.
struct AccountCreate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "create",
        abstract: "Create an account; the password is asked for, never an argument.",
        discussion: """
            On a terminal the password is asked twice with echo off; with
            --password-stdin it is the first line of standard input. It must
            have at least 8 characters. Only a salted scrypt hash is stored.

            Examples:
              phonebook account create --user ada
              printf '%s\n' "$PASSWORD" | phonebook account create --user ada --password-stdin
            """)

    @OptionGroup var database: DatabaseOptions
    @OptionGroup var account: AccountOptions

    func run() throws {
        let book = try database.open()
        let password = try account.passwordInput.read(prompt: "Password: ", repeatPrompt: "Repeat password: ")
        let user = try account.user.value
        try book.createAccount(user: user, password: password)
        print("Created account \(user).")
    }
}
