import ArgumentParser
import Foundation
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
        guard isatty(STDIN_FILENO) == 1, isatty(STDERR_FILENO) == 1 else {
            throw CommandFailure(
                message: "not on a terminal, so deleting cannot be confirmed; pass --yes to delete without asking",
                status: .usage)
        }
        let also = services.isEmpty ? "" : " and disconnect \(services.joined(separator: ", "))"
        FileHandle.standardError.write(Data("Delete account \(user)\(also)? [y/N] ".utf8))
        let answer = String(decoding: InputLine.read(from: STDIN_FILENO), as: UTF8.self)
            .trimmingCharacters(in: .whitespaces).lowercased()
        guard answer == "y" || answer == "yes" else {
            throw CommandFailure(message: "nothing was deleted", status: .failure)
        }
    }
}
