import Accounts
import ArgumentParser
import Store

/// `--user NAME [--password-stdin]`, shared by `account create` and `login`.
struct AccountOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The account's user name.", valueName: "name"),
            transform: CheckedArgument.parser { try UserName($0) })
    var user: CheckedArgument<UserName>

    @Flag(help: "Read the password from the first line of standard input instead of the terminal.")
    var passwordStdin = false

    func validate() throws {
        try user.validate()
    }

    var passwordInput: SecretInput {
        SecretInput(noun: "password", flag: "--password-stdin", fromStandardInput: passwordStdin)
    }
}
