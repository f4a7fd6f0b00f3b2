import Accounts
import ArgumentParser
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Store
import Terminal

/// `phonebook account delete NAME`: deletes an account, its vault and the services sealed in it.
struct AccountDelete: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete",
        abstract: "Delete an account with its vault (asks first on a terminal; --yes for scripts).",
        discussion: """
            The account's password is required (asked on the terminal, or the
            first line of standard input with --password-stdin). The services
            whose tokens its vault holds are disconnected with it. Without a
            terminal to ask on, --yes is required (else exit 64); declining
            exits 1.

            Examples:
              phonebook account delete ada
              phonebook account delete ada --yes --password-stdin < password.txt
            """)

    @OptionGroup var database: DatabaseOptions

    @Argument(help: ArgumentHelp("The account's user name.", valueName: "name"),
              transform: CheckedArgument.parser { try UserName($0) })
    var user: CheckedArgument<UserName>

    @Flag(help: "Read the password from the first line of standard input instead of the terminal.")
    var passwordStdin = false

    @Flag(help: "Delete without asking.")
    var yes = false

    func validate() throws {
        try user.validate()
    }

    func run() throws {
        let user = try self.user.value
        let book = try database.openExisting()
        guard try book.accountNames().contains(user.rawValue) else {
            throw CommandFailure(message: "there is no account named '\(user)'", status: .failure)
        }
        let services = try book.servicesSealed(by: user)
        if !yes { try confirm(user, services) }
        let password = try SecretInput(noun: "password", flag: "--password-stdin", fromStandardInput: passwordStdin)
            .read(prompt: "Password of \(user): ")
        let disconnected = try book.deleteAccount(user: user, password: password)
        print("Deleted account \(user)" + (disconnected.isEmpty ? "." : " and disconnected \(disconnected.joined(separator: ", "))."))
    }

    /// Asks on the terminal; throws, deleting nothing, unless the answer is yes.
    private func confirm(_ user: UserName, _ services: [String]) throws {
        let also = services.isEmpty ? "" : " and disconnect \(services.joined(separator: ", "))"
        try Confirmation(doing: "deleting", verb: "delete", done: "deleted").ask("Delete account \(user)\(also)? [y/N] ")
    }
}
