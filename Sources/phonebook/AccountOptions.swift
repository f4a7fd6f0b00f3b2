import ArgumentParser
import Store

/// `--user NAME [--password-stdin]`, shared by `account create` and `login`.
struct AccountOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The account's user name.", valueName: "name"))
    var user: String

    @Flag(help: "Read the password from the first line of standard input instead of the terminal.")
    var passwordStdin = false

    /// The user name, or a usage error saying what a user name may be.
    func userName() throws -> UserName {
        do {
            return try UserName(user)
        } catch {
            throw ValidationError(error.description)
        }
    }

    var passwordInput: SecretInput {
        SecretInput(noun: "password", flag: "--password-stdin", fromStandardInput: passwordStdin)
    }
}
