import Accounts
import ArgumentParser
import Store

/// `phonebook account passwd --user NAME`: a new password; the vault's tokens stay readable with it.
struct AccountPasswd: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "passwd",
        abstract: "Change an account's password (the old one is required).",
        discussion: """
            On a terminal the old password is asked, then the new one twice,
            with echo off; with --password-stdin the first line of standard
            input is the old password and the second the new one. The vault
            gets a new key, sealing every token anew, so they stay readable
            with the new password only; every session of the account ends (a
            copied session ticket opens nothing after), and yours goes on as
            a new one. A wrong old password exits 77 and counts as a failed
            login.

            Examples:
              phonebook account passwd --user ada
            """)

    @OptionGroup var database: DatabaseOptions
    @OptionGroup var account: AccountOptions

    func run() throws {
        let book = try database.openExisting()
        let input = account.passwordInput
        let old = try input.read(prompt: "Old password: ")
        let new = try input.read(prompt: "New password: ", repeatPrompt: "Repeat new password: ")
        let user = try account.user.value
        try book.changePassword(user: user, from: old, to: new)
        print("Changed the password of \(user).")
    }
}
