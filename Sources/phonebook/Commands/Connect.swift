import ArgumentParser
import Credentials
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Store

/// `phonebook connect SERVICE --user NAME`: stores a third-party account for a later sync.
struct Connect: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "connect",
        abstract: "Connect a third-party account (kept for CardDAV sync); the token is never an argument.",
        discussion: """
            The documented way: --password-command CMD. Only the command is
            stored; it runs through /bin/sh -c whenever the token is needed,
            and the first line it prints is the token (pass show carddav/x,
            secret-tool lookup ...). It runs once now, so a failing command is
            refused at once (exit 1, naming the service, never quoting what it
            printed).

            Otherwise the token is asked on the terminal with echo off, or read
            from the first line of standard input with --token-stdin, and
            stored encrypted under the vault key of the account logged in:
            with nobody logged in it is refused (exit 77). It is never
            printed. Connecting a service again replaces its account.
            """)

    @OptionGroup var database: DatabaseOptions

    @Argument(help: ArgumentHelp("The service: 1 to 32 lowercase letters, digits or '-'.", valueName: "service"),
              transform: CheckedArgument.parser { try ServiceName($0) })
    var service: CheckedArgument<ServiceName>

    @Option(help: ArgumentHelp("Your user name at the service.", valueName: "name"),
            transform: CheckedArgument.parser { try UserName($0) })
    var user: CheckedArgument<UserName>

    @Option(help: ArgumentHelp("The CardDAV server, an https:// URL.", valueName: "url"),
            transform: CheckedArgument.parser { try ThirdPartyAccount.serverURL($0) })
    var server: CheckedArgument<URL>?

    @Option(help: ArgumentHelp("A shell command that prints the token on its first line (only the command is stored).",
                               valueName: "command"))
    var passwordCommand: String?

    @Flag(help: "Read the token from the first line of standard input instead of the terminal.")
    var tokenStdin = false

    func validate() throws {
        try service.validate()
        try user.validate()
        try server?.validate()
        if let passwordCommand {
            guard PasswordCommand(passwordCommand) != nil else { throw ValidationError("the password command is empty") }
            guard !tokenStdin else { throw ValidationError("give --password-command or --token-stdin, not both") }
        }
    }

    func run() throws {
        let (service, user, serverURL) = (try self.service.value, try self.user.value, try server?.value)
        let book = try database.open()
        let credential: NewCredential
        if let command = passwordCommand.flatMap(PasswordCommand.init) {
            credential = .passwordCommand(command)
        } else {
            // Refused before asking, so nobody types a token only to be told to log in.
            guard try book.vaultState().user != nil else { throw VaultError.tokenNeedsLogin }
            let input = SecretInput(noun: "token", flag: "--token-stdin", fromStandardInput: tokenStdin)
            credential = .token(try input.read(prompt: "Token for \(service): "))
        }
        try book.connect(service: service, user: user, serverURL: serverURL, credential: credential)
        print("Connected \(service) as \(user).")
    }
}
